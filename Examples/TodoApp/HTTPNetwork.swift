import Foundation
import Relay

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `Network` an app gives its `Environment`: each operation POSTed to a GraphQL endpoint as
/// `{"query": …, "variables": …}`, or with `"id"` instead of `"query"` when the compiler's
/// `persistConfig` replaced the text by its id (the server then looks the text up). The body
/// of the response is returned as it is: the runtime parses it, and a body that is not a
/// GraphQL response becomes an error result, not a crash.
struct HTTPNetwork: Network {
    let endpoint: URL
    /// Headers every request carries (an authorization token, say).
    var headers: [String: String] = [:]

    /// A server's answer that is not a GraphQL response at all.
    struct HTTPStatusError: Error {
        let statusCode: Int
    }

    func execute(request: RequestParameters, variables: VariableData) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(for: urlRequest(request, variables: variables))
        // GraphQL servers answer errors with 200 and an `errors` array; anything else but a
        // success is the transport's failure.
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw HTTPStatusError(statusCode: status)
        }
        return data
    }

    /// The HTTP request for an operation.
    func urlRequest(_ request: RequestParameters, variables: VariableData) -> URLRequest {
        var body: [String: JSONValue] = ["variables": .object(variables)]
        if let id = request.id {
            body["id"] = .string(id)
        } else {
            body["query"] = .string(request.text ?? "")
        }
        var urlRequest = URLRequest(url: endpoint)
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = Data(JSONValue.object(body).jsonString.utf8)
        return urlRequest
    }
}

/// A first screen's data: the query fetched, its fragment read through the pointer the query's
/// data holds, and told of every later change to it (a mutation, a page loaded).
struct UserTodosScreen {
    let environment: Environment

    /// The user's name and to-do items, or `nil` when the server knows no such user (or the
    /// store lacks the list's data).
    func load(userID: String) async throws -> (name: String?, items: [String])? {
        guard let user = try await environment.fetchQuery(UserTodosQuery(id: userID))?.user
        else { return nil }
        guard let todos = try environment.read(ToDoList_user(key: user)) else { return nil }
        let items = try todos.todos.edges?.compactMap { edge -> String? in
            guard let todo = edge?.node else { return nil }
            return try environment.read(ToDoItem_todo(key: todo))?.text
        }
        return (user.name, items ?? [])
    }
}

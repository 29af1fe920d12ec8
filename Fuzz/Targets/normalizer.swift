// libFuzzer target: the runtime on arbitrary server responses. The first byte picks one of
// the artifacts in Fuzz/Artifacts (read from the working directory fuzz.sh runs in); the rest
// is the response body, sent through `Environment` (response parsing, normalization, field
// handles, the reader, the data checker with a missing-field handler). An error result is
// fine; a crash, trap or hang is a bug.
import Dispatch
import Foundation
import Relay

/// Answers every request with one fixed body.
private struct FixedNetwork: Network {
    let body: Data
    func execute(request: RequestParameters, variables: VariableData) async throws -> Data { body }
}

private let artifacts: [ConcreteRequest] = {
    let folder = "Fuzz/Artifacts"
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
    let requests = names.sorted().compactMap { name -> ConcreteRequest? in
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
        return try? JSONDecoder().decode(ConcreteRequest.self, from: data)
    }
    guard !requests.isEmpty else { fatalError("normalizer fuzz target: run from the repository root") }
    return requests
}()

/// A valid response for `connection_NodeQuery`, stored first so that mutations find records
/// and a connection to act on.
private let seedResponse = Data(
    #"{"data":{"node":{"__typename":"Story","id":"4","comments":{"edges":[{"cursor":"c1","node":{"__typename":"Comment","id":"c1","actor":null}}],"pageInfo":{"endCursor":"c1","hasNextPage":true}}}}}"#
        .utf8)

private let variables: VariableData = [
    "id": "4", "input": [:], "connections": ["client:4:__NodeQuery_comments_connection"],
    "edgeTypeName": "CommentsEdge", "foo": true, "bar": false,
]

/// Runs `body` to completion on this thread's behalf.
private func wait(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    done.wait()
}

/// Decodes the artifacts before fuzzing starts: allocations made while running an input and
/// kept afterwards count as leaks, and these are kept on purpose.
@_cdecl("LLVMFuzzerInitialize")
public func normalizerFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>) -> CInt {
    _ = artifacts.count
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func normalizerFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let request = artifacts[Int(data[0]) % artifacts.count]
    let body = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let store = Store()
    wait {
        if let seed = artifacts.first(where: { $0.params.name == "connection_NodeQuery" }) {
            _ = try? await Environment(network: FixedNetwork(body: seedResponse), store: store)
                .fetchQuery(seed, variables: variables)
        }
        let environment = Environment(
            network: FixedNetwork(body: body), store: store, missingFieldHandlers: [.recordByID])
        if request.params.operationKind == .mutation {
            _ = try? await environment.commitMutation(request, variables: variables)
        } else {
            _ = try? await environment.fetchQuery(request, variables: variables)
        }
        // The data checker over whatever the response left in the store.
        _ = environment.isAvailable(request, variables: variables)
    }
    _ = store.collectGarbage()
    return 0
}

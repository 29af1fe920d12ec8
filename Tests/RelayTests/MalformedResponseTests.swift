import Relay
import RelayTestSupport
import XCTest

/// Every malformed shape at every field of every selection kind: for each artifact, a valid
/// response is derived from its normalization AST, then each field in turn is removed or
/// replaced by a value of every wrong shape. The runtime must answer each with an error result
/// or a snapshot (missing data flagged where a value is absent), and never trap.
final class MalformedResponseTests: XCTestCase {
    /// Artifacts that together hold every selection kind: plural and singular linked fields on
    /// concrete and abstract types, inline fragments, conditions, client extensions, and the
    /// connection and declarative-directive handles.
    private static let fixtures = [
        "connection", "append-edge", "append-node", "delete-edge-plural", "relay-client-id-field",
        "directive_with_conditions",
    ]

    private static let variables: VariableData = [
        "id": "4", "input": [:], "connections": ["client:4:__NodeQuery_comments_connection"],
        "edgeTypeName": "CommentsEdge", "foo": true, "bar": false,
    ]

    /// The wrong shapes put in place of a field's value (`nil` removes the field).
    private static let wrongShapes: [JSONValue?] = [
        nil, .null, "text", 42, 1.5, true, [:], [], [.null], [1, "a", [:]], ["__typename": 5, "id": [:]],
    ]

    func testEveryWrongShapeAtEveryFieldIsAnErrorOrMissingData() async throws {
        var cases = 0
        for name in Self.fixtures {
            let request = try XCTUnwrap(RelayCompilerArtifacts.requests(name).first, name)
            let valid = ResponseSketch.object(for: request.operation.selections)
            for path in ResponseSketch.fieldPaths(in: valid) {
                for shape in Self.wrongShapes {
                    let response: JSONValue = ["data": ResponseSketch.replacing(path, in: valid, with: shape)]
                    try await run(request, response: response, label: "\(name) \(path) = \(String(describing: shape))")
                    cases += 1
                }
            }
        }
        XCTAssertGreaterThan(cases, 500, "the sketches should reach every field")
    }

    /// Commits `response` for `request` into a store already holding the connection the
    /// mutations act on, then reads it back.
    private func run(_ request: ConcreteRequest, response: JSONValue, label: String) async throws {
        let network = ScriptedNetwork()
        let environment = Environment(network: network)
        let seed = try XCTUnwrap(RelayCompilerArtifacts.requests("connection").first)
        network.respond(
            seed.params.name,
            #"{"data":{"node":{"__typename":"Story","id":"4","comments":{"edges":[{"cursor":"c1","node":{"__typename":"Comment","id":"c1","actor":null}}],"pageInfo":{"endCursor":"c1","hasNextPage":true}}}}}"#
        )
        _ = try await environment.fetchQuery(seed, variables: Self.variables)

        network.respond(request.params.name, try String(decoding: JSONEncoder().encode(response), as: UTF8.self))
        do {
            if request.params.operationKind == .mutation {
                _ = try await environment.commitMutation(request, variables: Self.variables)
            } else {
                let snapshot = try await environment.fetchQuery(request, variables: Self.variables)
                if snapshot.data == nil { XCTAssertTrue(snapshot.isMissingData, label) }
            }
        } catch is RelayError {
            // An error result is an acceptable answer to a malformed response.
        }
        _ = environment.store.collectGarbage()
    }
}

extension RelayCompilerArtifacts {
    /// The requests (not fragments) of a fixture, decoded.
    static func requests(_ name: String) -> [ConcreteRequest] {
        (documents[name] ?? []).compactMap { try? JSONDecoder().decode(ConcreteRequest.self, from: Data($0.utf8)) }
    }
}

/// Builds plausible responses from a normalization AST and edits them.
private enum ResponseSketch {
    /// A response object selecting everything `selections` asks for, every condition passing
    /// and every inline fragment matching.
    static func object(for selections: [NormalizationSelection], typeName: String = "Story") -> JSONValue {
        var object: [String: JSONValue] = ["__typename": .string(typeName), "id": .string("x-\(typeName)")]
        add(selections, to: &object)
        return .object(object)
    }

    private static func add(_ selections: [NormalizationSelection], to object: inout [String: JSONValue]) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                object[field.responseKey] = field.name == "id" ? object["id"] : .string(field.name)
            case .linkedField(let field):
                let child = Self.object(for: field.selections, typeName: field.concreteType ?? "Story")
                object[field.responseKey] = field.plural ? [child] : child
            case .inlineFragment(let fragment): add(fragment.selections, to: &object)
            case .condition(let condition): add(condition.selections, to: &object)
            case .clientExtension, .linkedHandle, .scalarHandle, .typeDiscriminator: break
            }
        }
    }

    /// The path of every field in `value`, objects' keys and arrays' first items.
    static func fieldPaths(in value: JSONValue, prefix: [String] = []) -> [[String]] {
        switch value {
        case .object(let object):
            object.keys.sorted().flatMap { key in
                [prefix + [key]] + fieldPaths(in: object[key] ?? .null, prefix: prefix + [key])
            }
        case .array(let items):
            items.first.map { fieldPaths(in: $0, prefix: prefix + ["0"]) } ?? []
        default: []
        }
    }

    /// `value` with the value at `path` replaced by `replacement`, or removed when it is nil.
    static func replacing(_ path: [String], in value: JSONValue, with replacement: JSONValue?) -> JSONValue {
        guard let key = path.first else { return replacement ?? .null }
        let rest = Array(path.dropFirst())
        switch value {
        case .object(var object):
            if rest.isEmpty, replacement == nil {
                object[key] = nil
            } else {
                object[key] = replacing(rest, in: object[key] ?? .null, with: replacement)
            }
            return .object(object)
        case .array(var items):
            guard let index = Int(key), items.indices.contains(index) else { return value }
            items[index] = replacing(rest, in: items[index], with: replacement)
            return .array(items)
        default:
            return value
        }
    }
}

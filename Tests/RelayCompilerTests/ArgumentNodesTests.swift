import RelayNodes
import XCTest

@testable import RelayCompiler

/// The storage keys the compiler precomputes must be the ones the runtime computes.
final class ArgumentNodesTests: XCTestCase {
    func testALiteralKeyIsTheRuntimesKey() {
        let cases: [[Argument]] = [
            [.literal(name: "first", value: .int(10))],
            [
                .literal(name: "after", value: .string("a\"b")), .literal(name: "first", value: .int(2)),
                .literal(name: "orderBy", value: .object(["field": .string("NAME"), "direction": .string("ASC")])),
            ],
            // Not in name order, or with a `null`: the general path, with the same result.
            [.literal(name: "b", value: .bool(true)), .literal(name: "a", value: .double(1.5))],
            [.literal(name: "a", value: .null), .literal(name: "b", value: .array([.int(1), .null]))],
        ]
        for arguments in cases {
            XCTAssertEqual(
                ArgumentNodes.storageKey(name: "field", arguments: arguments),
                StorageKey.format(name: "field", arguments: arguments.values(variables: [:])))
        }
        XCTAssertEqual(
            ArgumentNodes.storageKey(name: "todos", arguments: cases[1]),
            #"todos(after:"a\"b",first:2,orderBy:{"direction":"ASC","field":"NAME"})"#)
        XCTAssertNil(ArgumentNodes.storageKey(name: "field", arguments: [.variable(name: "a", variableName: "a")]))
    }
}

import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

final class NodeLiteralPrinterTests: XCTestCase {
    private let printer = NodeLiteralPrinter()

    private func text(_ write: (inout ExpressionWriter) -> Void) -> String { ExpressionWriter.text(write) }

    /// The expression on one line, however long.
    private func flat(_ write: (inout ExpressionWriter) -> Void) -> String {
        ExpressionWriter.text(lineWidth: 1 << 30, write)
    }

    func testArgumentsEqualToTheInitializersDefaultsAreLeftOut() {
        XCTAssertEqual(
            text { printer.write(ReaderSelection.scalarField(ScalarField(name: "id")), to: &$0) },
            #".scalarField(ScalarField(name: "id"))"#)
        XCTAssertEqual(
            text {
                printer.write(
                    ScalarField(
                        alias: "n", name: "name", args: [.literal(name: "x", value: 1)], storageKey: "name(x:1)"),
                    to: &$0)
            },
            #"ScalarField(alias: "n", name: "name", args: [.literal(name: "x", value: .int(1))], storageKey: "name(x:1)")"#
        )
        XCTAssertEqual(
            text {
                printer.write(ReaderSelection.linkedField(ReaderLinkedField(name: "user", selections: [])), to: &$0)
            },
            #".linkedField(ReaderLinkedField(name: "user", selections: []))"#)
        XCTAssertEqual(
            text { printer.write(FieldHandle(name: "todos", handle: "connection", key: "K"), to: &$0) },
            #"FieldHandle(name: "todos", handle: "connection", key: "K")"#)
    }

    func testJSONValuesSpellEveryCaseAndSortObjectKeys() {
        let value: JSONValue = ["b": [1, -2, 2.5, nil, true], "a": "x\"\\\n\u{1}é"]
        XCTAssertEqual(
            text { printer.write(value, to: &$0) },
            #".object(["a": .string("x\"\\\n\u{1}é"), "b": .array([.int(1), .int(-2), .double(2.5), .null, .bool(true)])])"#
        )
        XCTAssertEqual(text { printer.write(JSONValue.object([:]), to: &$0) }, ".object([:])")
        XCTAssertEqual(text { printer.write(JSONValue.double(1e-7), to: &$0) }, ".double(1e-07)")
        XCTAssertEqual(text { printer.write(JSONValue.double(-.infinity), to: &$0) }, ".double(-.infinity)")
        XCTAssertEqual(text { printer.write(JSONValue.int(Int.min), to: &$0) }, ".int(-9223372036854775808)")
    }

    func testEveryArgumentKindPrints() {
        let argument = Argument.objectValue(
            name: "input",
            fields: [
                .variable(name: "id", variableName: "id"),
                .listValue(name: "tags", items: [.literal(name: "0", value: "a"), nil]),
            ])
        XCTAssertEqual(
            flat { printer.write(argument, to: &$0) },
            #".objectValue(name: "input", fields: [.variable(name: "id", variableName: "id"), "#
                + #".listValue(name: "tags", items: [.literal(name: "0", value: .string("a")), nil])])"#)
        XCTAssertEqual(
            flat { printer.write(ArgumentDefinition.local(name: "count", defaultValue: 10, type: "Int"), to: &$0) },
            #".local(name: "count", defaultValue: .int(10), type: "Int")"#)
        XCTAssertEqual(
            flat { printer.write(ArgumentDefinition.local(name: "cursor", defaultValue: nil), to: &$0) },
            #".local(name: "cursor", defaultValue: nil)"#)
        XCTAssertEqual(flat { printer.write(ArgumentDefinition.root(name: "id"), to: &$0) }, #".root(name: "id")"#)
    }

    func testAnExpressionTooWideForALineBreaksOneArgumentPerLine() {
        let fields = (1...12).map { ReaderSelection.scalarField(ScalarField(name: "field\($0)")) }
        let printed = text {
            printer.write(
                ReaderSelection.linkedField(ReaderLinkedField(name: "user", concreteType: "User", selections: fields)),
                to: &$0)
        }
        XCTAssertTrue(printed.hasPrefix(".linkedField(ReaderLinkedField(\n    name: \"user\",\n"), printed)
        XCTAssertTrue(printed.contains("\n        .scalarField(ScalarField(name: \"field1\")),\n"), printed)
        XCTAssertTrue(printed.hasSuffix("    ]\n))"), printed)
        for line in printed.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 120) }
    }

    func testTheQueryTextIsARawMultilineLiteralThatNeedsNoEscaping() {
        let text = "query Q {\n  a(s: \"\"\"x\"\"\"#) # \\#(no)\n}\n"
        let params = RequestParameters(name: "Q", operationKind: .query, text: text)
        let printed = self.text { printer.write(params, to: &$0) }
        XCTAssertEqual(
            printed,
            """
            RequestParameters(
                name: "Q",
                operationKind: .query,
                text: ##\"""
                query Q {
                  a(s: \"""x\"""#) # \\#(no)
                }

                \"""##
            )
            """)
    }

    func testAOneLineTextIsAnOrdinaryLiteral() {
        let params = RequestParameters(name: "Q", operationKind: .query, text: "query Q { a }", id: "1")
        XCTAssertEqual(
            text { printer.write(params, to: &$0) },
            #"RequestParameters(name: "Q", operationKind: .query, text: "query Q { a }", id: "1")"#)
    }

    func testMetadataAndRefetchReferences() {
        let connection = RefetchConnectionMetadata(
            forward: PaginationVariables(count: "count", cursor: "cursor"), path: ["todos"])
        let refetch = RefetchMetadata(
            connection: connection, fragmentPathInResult: ["node"], operation: "Q", identifierField: "id")
        let metadata = FragmentMetadata(
            connection: [ConnectionMetadata(count: "count", cursor: "cursor", direction: .forward, path: ["todos"])],
            refetch: refetch)
        XCTAssertEqual(
            text { printer.write(refetch, to: &$0) },
            """
            RefetchMetadata(
                connection: RefetchConnectionMetadata(
                    forward: PaginationVariables(count: "count", cursor: "cursor"),
                    path: ["todos"]
                ),
                fragmentPathInResult: ["node"],
                operation: "Q",
                identifierField: "id"
            )
            """)
        var referencing = NodeLiteralPrinter()
        referencing.refersToRefetchMetadata = true
        referencing.refersToConnectionMetadata = true
        XCTAssertEqual(
            flat { referencing.write(metadata, to: &$0) },
            #"FragmentMetadata(connection: [ConnectionMetadata(count: "count", cursor: "cursor", direction: .forward, "#
                + #"path: ["todos"])], refetch: refetchMetadata)"#)
        XCTAssertEqual(
            flat { referencing.write(refetch, to: &$0) },
            #"RefetchMetadata(connection: connectionMetadata, fragmentPathInResult: ["node"], operation: "Q", identifierField: "id")"#
        )
    }

    func testNormalizationOnlyNodes() {
        let selections: [NormalizationSelection] = [
            .typeDiscriminator(TypeDiscriminator(abstractKey: "__isNode")),
            .scalarHandle(
                FieldHandle(
                    name: "deletedTodoID", handle: "deleteEdge",
                    handleArgs: [.variable(name: "connections", variableName: "connections")])),
            .condition(NormalizationCondition(condition: "c", passingValue: false, selections: [])),
            .clientExtension(NormalizationClientExtension(selections: [.scalarField(ScalarField(name: "__id"))])),
        ]
        let printed = selections.map { selection in flat { printer.write(selection, to: &$0) } }
        XCTAssertEqual(
            printed,
            [
                #".typeDiscriminator(TypeDiscriminator(abstractKey: "__isNode"))"#,
                #".scalarHandle(FieldHandle(name: "deletedTodoID", handle: "deleteEdge", handleArgs: [.variable(name: "connections", variableName: "connections")]))"#,
                #".condition(NormalizationCondition(condition: "c", passingValue: false, selections: []))"#,
                #".clientExtension(NormalizationClientExtension(selections: [.scalarField(ScalarField(name: "__id"))]))"#,
            ])
    }
}

import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

final class NodeLiteralPrinterTests: XCTestCase {
    private let printer = NodeLiteralPrinter()

    private func text(_ expression: SwiftExpression) -> String { expression.render(indent: "", column: 0) }

    /// The expression on one line, however long.
    private func flat(_ expression: SwiftExpression) -> String { expression.flatText(limit: .max) ?? "" }

    func testArgumentsEqualToTheInitializersDefaultsAreLeftOut() {
        XCTAssertEqual(
            text(printer.expression(ReaderSelection.scalarField(ScalarField(name: "id")))),
            #".scalarField(ScalarField(name: "id"))"#)
        XCTAssertEqual(
            text(
                printer.expression(
                    ScalarField(
                        alias: "n", name: "name", args: [.literal(name: "x", value: 1)], storageKey: "name(x:1)"))),
            #"ScalarField(alias: "n", name: "name", args: [.literal(name: "x", value: .int(1))], storageKey: "name(x:1)")"#
        )
        XCTAssertEqual(
            text(printer.expression(ReaderSelection.linkedField(ReaderLinkedField(name: "user", selections: [])))),
            #".linkedField(ReaderLinkedField(name: "user", selections: []))"#)
        XCTAssertEqual(
            text(printer.expression(FieldHandle(name: "todos", handle: "connection", key: "K"))),
            #"FieldHandle(name: "todos", handle: "connection", key: "K")"#)
    }

    func testJSONValuesSpellEveryCaseAndSortObjectKeys() {
        let value: JSONValue = ["b": [1, -2, 2.5, nil, true], "a": "x\"\\\n\u{1}é"]
        XCTAssertEqual(
            text(printer.expression(value)),
            #".object(["a": .string("x\"\\\n\u{1}é"), "b": .array([.int(1), .int(-2), .double(2.5), .null, .bool(true)])])"#
        )
        XCTAssertEqual(text(printer.expression(JSONValue.object([:]))), ".object([:])")
        XCTAssertEqual(text(printer.expression(JSONValue.double(1e-7))), ".double(1e-07)")
        XCTAssertEqual(text(printer.expression(JSONValue.double(-.infinity))), ".double(-.infinity)")
        XCTAssertEqual(text(printer.expression(JSONValue.int(Int.min))), ".int(-9223372036854775808)")
    }

    func testEveryArgumentKindPrints() {
        let argument = Argument.objectValue(
            name: "input",
            fields: [
                .variable(name: "id", variableName: "id"),
                .listValue(name: "tags", items: [.literal(name: "0", value: "a"), nil]),
            ])
        XCTAssertEqual(
            flat(printer.expression(argument)),
            #".objectValue(name: "input", fields: [.variable(name: "id", variableName: "id"), "#
                + #".listValue(name: "tags", items: [.literal(name: "0", value: .string("a")), nil])])"#)
        XCTAssertEqual(
            flat(printer.expression(ArgumentDefinition.local(name: "count", defaultValue: 10, type: "Int"))),
            #".local(name: "count", defaultValue: .int(10), type: "Int")"#)
        XCTAssertEqual(
            flat(printer.expression(ArgumentDefinition.local(name: "cursor", defaultValue: nil))),
            #".local(name: "cursor", defaultValue: nil)"#)
        XCTAssertEqual(flat(printer.expression(ArgumentDefinition.root(name: "id"))), #".root(name: "id")"#)
    }

    func testAnExpressionTooWideForALineBreaksOneArgumentPerLine() {
        let fields = (1...12).map { ReaderSelection.scalarField(ScalarField(name: "field\($0)")) }
        let printed = text(
            printer.expression(
                ReaderSelection.linkedField(ReaderLinkedField(name: "user", concreteType: "User", selections: fields))))
        XCTAssertTrue(printed.hasPrefix(".linkedField(ReaderLinkedField(\n    name: \"user\",\n"), printed)
        XCTAssertTrue(printed.contains("\n        .scalarField(ScalarField(name: \"field1\")),\n"), printed)
        XCTAssertTrue(printed.hasSuffix("    ]\n))"), printed)
        for line in printed.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 120) }
    }

    func testTheQueryTextIsARawMultilineLiteralThatNeedsNoEscaping() {
        let text = "query Q {\n  a(s: \"\"\"x\"\"\"#) # \\#(no)\n}\n"
        let params = RequestParameters(name: "Q", operationKind: .query, text: text)
        let printed = self.text(printer.expression(params))
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
            text(printer.expression(params)),
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
            text(printer.expression(refetch)),
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
        referencing.refetchMetadataReference = "refetchMetadata"
        referencing.connectionMetadataReference = "connectionMetadata"
        XCTAssertEqual(
            flat(referencing.expression(metadata)),
            #"FragmentMetadata(connection: [ConnectionMetadata(count: "count", cursor: "cursor", direction: .forward, "#
                + #"path: ["todos"])], refetch: refetchMetadata)"#)
        XCTAssertEqual(
            flat(referencing.expression(refetch)),
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
        let printed = selections.map { flat(printer.expression($0)) }
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

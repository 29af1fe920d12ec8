import GraphQLSchema
import XCTest

@testable import RelaySwiftCodegen

final class TypeMappingTests: XCTestCase {
    private let schema = CodegenTestSupport.schema(
        """
        scalar DateTime
        scalar JSON
        enum Color { RED }
        input Data { color: Color }
        type Query { a(x: Data): Int, stamp: DateTime, blob: JSON, tags: [[String!]]! }
        """)

    private func reference(_ text: String) throws -> SchemaTypeReference {
        var reference = SchemaTypeReference(named: try XCTUnwrap(schema.typeID(named: "Int")))
        var core = text
        var wrappers: [Character] = []
        while let last = core.last, last == "!" || last == "]" {
            wrappers.append(last)
            core.removeLast()
            if last == "]" { core.removeFirst() }
        }
        reference = SchemaTypeReference(named: try XCTUnwrap(schema.typeID(named: core)))
        for wrapper in wrappers.reversed() {
            reference = try XCTUnwrap(wrapper == "!" ? reference.wrappedInNonNull() : reference.wrappedInList())
        }
        return reference
    }

    func testBuiltInScalarsAndNullability() throws {
        let mapper = SwiftTypeMapper(schema: schema, options: SwiftCodegenOptions())
        let cases = [
            ("Int", "Int?"), ("Int!", "Int"), ("String!", "String"), ("ID!", "String"), ("Float", "Double?"),
            ("Boolean!", "Bool"), ("[Int]", "[Int?]?"), ("[Int!]!", "[Int]"), ("[[Int!]]!", "[[Int]?]"),
        ]
        for (graphQL, swift) in cases {
            let reference = try reference(graphQL)
            XCTAssertEqual(
                mapper.wrap(reference, named: mapper.leafType(reference.namedType).swiftType), swift, graphQL)
        }
    }

    func testSchemaTypesKeepTheirNamesUnlessSwiftReservesThem() throws {
        let mapper = SwiftTypeMapper(schema: schema, options: SwiftCodegenOptions())
        XCTAssertEqual(mapper.leafType(try XCTUnwrap(schema.typeID(named: "Color"))).swiftType, "Color")
        XCTAssertEqual(mapper.leafType(try XCTUnwrap(schema.typeID(named: "Data"))).swiftType, "Data_")
    }

    func testCustomScalarsGoThroughTheMapElseAreStrings() throws {
        let mapper = SwiftTypeMapper(schema: schema, options: SwiftCodegenOptions(customScalars: ["JSON": "JSONValue"]))
        let json = mapper.leafType(try XCTUnwrap(schema.typeID(named: "JSON")))
        XCTAssertEqual(json.swiftType, "JSONValue")
        XCTAssertNil(json.unmappedScalar)
        let date = mapper.leafType(try XCTUnwrap(schema.typeID(named: "DateTime")))
        XCTAssertEqual(date.swiftType, "String")
        XCTAssertEqual(date.unmappedScalar, "DateTime")
    }

    func testAnUnmappedCustomScalarIsWarnedAboutOncePerDefinitionAtItsField() throws {
        let output = try CodegenTestSupport.operationCode(
            "query Q { stamp other: stamp blob }", schema: schema,
            options: SwiftCodegenOptions(customScalars: ["JSON": "JSONValue"]))
        XCTAssertEqual(output.diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(output.diagnostics.first)
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(
            diagnostic.message,
            "Expected a Swift type for custom scalar 'DateTime' in the custom scalar map, found none; it is generated as 'String'"
        )
        XCTAssertEqual(diagnostic.location?.column, 11)
        XCTAssertContainsLines(output.files[0].contents, "var stamp: String?\nvar other: String?\nvar blob: JSONValue?")
    }

    /// A file sees only what it imports: with custom scalars mapped (to `Date`, `URL`, …), the
    /// generated files import Foundation too.
    func testMappedCustomScalarsBringFoundation() throws {
        let mapped = try CodegenTestSupport.operationCode(
            "query Q { stamp }", schema: schema, options: SwiftCodegenOptions(customScalars: ["DateTime": "Date"]))
        XCTAssertContainsLines(mapped.files[0].contents, "import Foundation\nimport Relay")
        XCTAssertContainsLines(mapped.files[0].contents, "var stamp: Date?")
        let plain = try CodegenTestSupport.operationCode("query Q { blob }", schema: schema)
        XCTAssertFalse(plain.files[0].contents.contains("import Foundation"))
    }

    /// A nested data type named as a name the mapped type mentions would capture it: the
    /// nested type takes another name.
    func testNamesAMappedTypeMentionsAreLeftToIt() throws {
        let schema = CodegenTestSupport.schema("scalar UserID type Query { user: User } type User { id: UserID }")
        let code = try CodegenTestSupport.operationCode(
            "query Q { user { id } }", schema: schema,
            options: SwiftCodegenOptions(customScalars: ["UserID": "Tagged<User, String>"])
        ).files[0].contents
        XCTAssertContainsLines(code, "var id: Tagged<User, String>?")
        XCTAssertFalse(code.contains("struct User:"), code)
    }

    func testANamespaceHoldsTheSchemaTypesAndQualifiesEveryUse() throws {
        let options = SwiftCodegenOptions(schemaTypesNamespace: "API")
        let code = try CodegenTestSupport.operationCode(
            #"query Q($s: TodoStatus) { aPI: viewer { id } user(id: "1") { todos(status: $s) { totalCount } } }"#,
            options: options
        ).files[0].contents
        XCTAssertContainsLines(code, "init(s: API.TodoStatus? = nil) {")
        // Inside the namespace, a schema type of its name would be found first: it is suffixed.
        let clash = CodegenTestSupport.schema("enum API { A } type Query { api(a: API): Int }")
        let clashing = try CodegenTestSupport.operationCode(
            "query Q($a: API) { api(a: $a) }", schema: clash, options: options
        ).files[0].contents
        XCTAssertContainsLines(clashing, "init(a: API.API_? = nil) {")
        XCTAssertContainsLines(code, "var aPI: API_?")
        let program = try CodegenTestSupport.program(["query Q($s: TodoStatus) { viewer { id } }"])
        var used = UsedSchemaTypes()
        used.add(try XCTUnwrap(program.operations.first), schema: CodegenTestSupport.todoSchema)
        let schemaTypes = SchemaTypesGenerator(
            schema: CodegenTestSupport.todoSchema, options: options,
            mapper: SwiftTypeMapper(schema: CodegenTestSupport.todoSchema, options: options)
        ).generate(used).contents
        XCTAssertContainsLines(
            schemaTypes,
            """
            /// The schema's enums and input objects that the project's definitions use.
            enum API {
                /// Which of a user's to-do items to list.
                enum TodoStatus: RawRepresentable, CaseIterable, Codable, Hashable, Sendable {
            """)
    }

    func testEnumsListTheirKnownCasesAndAValueNamedAllCasesIsRenamed() throws {
        let values = (1...12).map { "VALUE_\($0)" }.joined(separator: " ")
        let schema = CodegenTestSupport.schema(
            "enum Short { ALL_CASES A } enum Long { \(values) } type Query { short: Short, long: Long }")
        let program = try CodegenTestSupport.program(["query Q { short long }"], schema: schema)
        var used = UsedSchemaTypes()
        used.add(try XCTUnwrap(program.operations.first), schema: schema)
        let options = SwiftCodegenOptions()
        let code = SchemaTypesGenerator(
            schema: schema, options: options, mapper: SwiftTypeMapper(schema: schema, options: options)
        ).generate(used).contents
        XCTAssertContainsLines(code, "case allCases_")
        XCTAssertContainsLines(code, "static let allCases: [Short] = [.allCases_, .a]")
        XCTAssertContainsLines(code, "static let allCases: [Long] = [\n.value1,\n.value2,")
    }
}

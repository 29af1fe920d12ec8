import Foundation
import GraphQLSyntax
import RelayCompiler
import XCTest

@testable import RelaySwiftCodegen

/// Definitions become types of the module beside its own code, the schema's types and Relay's:
/// names that could not be used as generated are errors at the definition's name.
final class GeneratedNamesTests: XCTestCase {
    private func nameErrors(_ text: String, options: SwiftCodegenOptions = SwiftCodegenOptions()) throws -> [String] {
        let document = try Parser.parseDocument(Source(text: text, name: "Names.graphql"))
        let schema = CodegenTestSupport.todoSchema
        let output = RelayCompiler.compile(documents: [document], schema: schema)
        XCTAssertEqual(output.diagnostics.map(\.message), [])
        let generator = SwiftCodeGenerator(schema: schema, options: options)
        return generator.nameDiagnostics(for: output.definitions).map { diagnostic in
            let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "?"
            return "\(location) \(diagnostic.message)"
        }
    }

    func testKeywordsAndNamesOfSwiftRelayAndTheSchemaAreErrors() throws {
        let errors = try nameErrors(
            """
            query class { viewer { id } }
            query String { viewer { id } }
            query Environment { viewer { id } }
            query TodoStatus { viewer { id } }
            fragment Card_user on User { id }
            query Card_user_Key { viewer { ...Card_user } }
            query ViewerQuery { viewer { id } }
            """)
        XCTAssertEqual(
            errors,
            [
                "1:7 The name of operation `class` is a Swift keyword: its generated type could only be written "
                    + "with backticks; expected another name",
                "2:7 The name of operation `String` would make its generated type hide the standard `String` "
                    + "(Swift's or Foundation's) from generated code and the module's own; expected another name",
                "3:7 The name of operation `Environment` would make its generated type hide Relay's `Environment` "
                    + "from generated code and the module's own; expected another name",
                "4:7 The name of operation `TodoStatus` is already the Swift name of the schema's enum `TodoStatus` "
                    + "in the same module; expected another name",
                "6:7 The name of operation `Card_user_Key` is already the Swift name of the protocol of fragment "
                    + "`Card_user` in the same module; expected another name",
            ])
    }

    /// In a namespace, the schema's types leave their names to definitions.
    func testANamespaceTakesOnlyItsOwnName() throws {
        XCTAssertEqual(
            try nameErrors(
                "query TodoStatus { viewer { id } }\nquery API { viewer { id } }",
                options: SwiftCodegenOptions(schemaTypesNamespace: "API")),
            [
                "2:7 The name of operation `API` is already the Swift name of the namespace of the schema's enums "
                    + "and input objects in the same module; expected another name"
            ])
    }

    /// A schema type named as one of Relay's is renamed rather than hiding it.
    func testSchemaTypesNamedAsRelaysAreSuffixed() {
        let schema = CodegenTestSupport.schema("type Query { a: Store } enum Store { OPEN } input Record { a: Int }")
        let mapper = SwiftTypeMapper(schema: schema, options: SwiftCodegenOptions())
        XCTAssertEqual(mapper.schemaTypeName("Store"), "Store_")
        XCTAssertEqual(mapper.schemaTypeName("Record"), "Record_")
        XCTAssertEqual(mapper.schemaTypeName("Shop"), "Shop")
    }

    /// Generated code asks `Provider.self` for a provided variable: a provider must be a Swift
    /// type's name, plain or qualified, not a JavaScript module's.
    func testProvidersThatNameNoSwiftTypeAreErrors() throws {
        let errors = try nameErrors(
            """
            query Q { viewer { ...F_user } }
            fragment F_user on User @argumentDefinitions(
              a: {type: "Boolean!", provider: "ShowsName"}
              b: {type: "Boolean!", provider: "Flags.ShowsName"}
              c: {type: "Boolean!", provider: "shows-name.relayprovider"}
              d: {type: "Boolean!", provider: "./showsName"}
              e: {type: "Boolean!", provider: "Flags.Type"}
              f: {type: "Boolean!", provider: "Variables.Shown"}
            ) {
              name @include(if: $a) @skip(if: $b)
              id @include(if: $c) @skip(if: $d)
              totalCount @include(if: $e) @skip(if: $f)
            }
            """)
        let notATypeName = [
            ("5:3", "shows-name.relayprovider", "c"), ("6:3", "./showsName", "d"), ("7:3", "Flags.Type", "e"),
        ]
        XCTAssertEqual(
            errors,
            notATypeName.map { place, provider, argument in
                "\(place) The provider `\(provider)` of `$\(argument)` is not a Swift type name: expected the name of a "
                    + "type conforming to `VariableProvider`, such as `ShowAvatar`"
            } + [
                "8:3 The provider `Variables.Shown` of `$f` would be read as the generated operation's own "
                    + "`Variables`: expected another type name"
            ])
    }

    /// Every public type of the runtime (`Relay`, and `RelayNodes`, which it re-exports) is
    /// among the names a definition may not take.
    func testTheRuntimesNamesAreAllKnown() throws {
        let sources = CodegenTestSupport.packageRoot.appendingPathComponent("Sources")
        let declaration = try NSRegularExpression(
            pattern:
                #"^public (?:final |indirect )*(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        var found: Set<String> = []
        for module in ["Relay", "RelayNodes"] {
            let folder = sources.appendingPathComponent(module)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift")
            {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
                }
            }
        }
        XCTAssertGreaterThan(found.count, 50)
        XCTAssertEqual(found.subtracting(SwiftNames.runtimeTypeNames).sorted(), [])
    }
}

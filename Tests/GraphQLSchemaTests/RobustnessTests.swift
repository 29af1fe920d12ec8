import Foundation
import GraphQLSchema
import GraphQLSyntax
import XCTest

/// Inputs that are odd or hostile build or are rejected, never crash.
final class RobustnessTests: XCTestCase {
    func testNoDocumentsAndEmptyDocuments() {
        XCTAssertEqual(GraphQLSchema.build(from: []).diagnostics.map(describe), ["- Query root type must be provided."])
        let onlyOperations = buildSchema("{ a }")
        XCTAssertNil(onlyOperations.schema)
        XCTAssertEqual(onlyOperations.diagnostics.count, 1)
    }

    func testTypeNestedDeeperThanAReferenceHolds() {
        let depth = SchemaTypeReference.maximumWrapperCount + 2
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let (schema, diagnostics) = buildSchema("type Query { a: \(type) }")
        XCTAssertNil(schema)
        XCTAssertEqual(diagnostics.map(\.rule), [SchemaRule.typeNesting])
    }

    func testLongChainsOfInputObjects() {
        let count = 5_000
        var sdl = "type Query { a(x: I0): Int }\n"
        for index in 0..<count { sdl += "input I\(index) { next: I\((index + 1) % count)! }\n" }
        let (schema, diagnostics) = buildSchema(sdl)
        XCTAssertNil(schema)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.rule, SchemaRule.validateInputObjectCircularRefs)
    }

    func testManyErrorsAreAllReported() {
        var sdl = "type Query { a: Int }\n"
        for index in 0..<200 { sdl += "type T\(index) { a: Missing\(index), a: Int }\n" }
        let (schema, diagnostics) = buildSchema(sdl)
        XCTAssertNil(schema)
        XCTAssertEqual(diagnostics.count, 400)
    }

    func testExtensionsOfEverythingUnknownAndCyclicInterfaces() {
        let (schema, diagnostics) = buildSchema(
            """
            extend type A implements B { x: C }
            extend union U = V
            interface I implements J { a: Int }
            interface J implements I { a: Int }
            type Query implements I & J { a: Int }
            """)
        XCTAssertNil(schema)
        XCTAssertEqual(
            diagnostics.map(describe),
            [
                "1:13 Cannot extend type \"A\" because it is not defined. Did you mean \"I\" or \"J\"?",
                "1:26 Unknown type \"B\". Did you mean \"I\" or \"J\"?",
                "1:33 Unknown type \"C\". Did you mean \"I\" or \"J\"?",
                "2:14 Cannot extend type \"U\" because it is not defined. Did you mean \"I\" or \"J\"?",
                "2:18 Unknown type \"V\". Did you mean \"I\" or \"J\"?",
                "3:24 Type I cannot implement J because it would create a circular reference. (4:24)",
                "4:24 Type J cannot implement I because it would create a circular reference. (3:24)",
            ])
    }
}

extension RobustnessTests {
    func testThousandsOfArgumentsAndFieldsStayLinear() {
        let arguments = (0..<5_000).map { "a\($0): Int" }.joined(separator: ", ")
        let fields = (0..<5_000).map { "f\($0)(x: Int, y: String): Int" }.joined(separator: " ")
        let start = Date()
        let (schema, diagnostics) = buildSchema("type Query { big(\(arguments), a0: Int): Int \(fields) }")
        XCTAssertNil(schema)
        XCTAssertEqual(diagnostics.map(\.rule), [SchemaRule.uniqueArgumentDefinitionNames])
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}

import XCTest

@testable import GraphQLSyntax

final class ParserTypeSystemTests: XCTestCase {
    func testEveryDefinitionKind() throws {
        let document = try XCTUnwrap(
            parse(
                #"""
                "The schema" schema @s { query: Q mutation: M subscription: S }
                """
                A scalar
                """
                scalar Date @specifiedBy(url: "https://example.com")
                type T implements & A & B @d { "field" f("arg" a: Int = 1 @x, b: [String!]! = ["x"]): String! @deprecated }
                interface I implements A { id: ID! }
                union U @d = | A | B
                enum E { "first" A @d B }
                input In { a: Int = 1 @d, b: In2 }
                directive @dir("r" reason: String = "no") repeatable on FIELD | QUERY
                directive @other on | ENUM_VALUE
                """#))
        let kinds = document.definitions.map { definition -> String in
            switch definition {
            case .schema: "schema"
            case .scalar: "scalar"
            case .object: "object"
            case .interface: "interface"
            case .union: "union"
            case .enumeration: "enum"
            case .inputObject: "input"
            case .directive: "directive"
            case .operation, .fragment: "executable"
            }
        }
        XCTAssertEqual(
            kinds, ["schema", "scalar", "object", "interface", "union", "enum", "input", "directive", "directive"])
        guard case .schema(let schema) = document.definitions[0],
            case .scalar(let scalar) = document.definitions[1],
            case .object(let object) = document.definitions[2],
            case .interface(let interface) = document.definitions[3],
            case .union(let union) = document.definitions[4],
            case .enumeration(let enumeration) = document.definitions[5],
            case .inputObject(let input) = document.definitions[6],
            case .directive(let directive) = document.definitions[7]
        else { return XCTFail() }
        XCTAssertEqual(schema.description?.value, "The schema")
        XCTAssertEqual(schema.operationTypes.map(\.operation), [.query, .mutation, .subscription])
        XCTAssertEqual(schema.operationTypes.map(\.type.value), ["Q", "M", "S"])
        XCTAssertEqual(scalar.description, StringValue("A scalar", isBlock: true, span: scalar.description!.span))
        XCTAssertEqual(object.interfaces.map(\.value), ["A", "B"])
        XCTAssertEqual(object.fields[0].description?.value, "field")
        XCTAssertEqual(object.fields[0].arguments.map(\.name.value), ["a", "b"])
        XCTAssertEqual(object.fields[0].arguments[0].description?.value, "arg")
        XCTAssertEqual(object.fields[0].arguments[1].type.description, "[String!]!")
        XCTAssertEqual(object.fields[0].type.description, "String!")
        XCTAssertEqual(interface.interfaces.map(\.value), ["A"])
        XCTAssertEqual(union.members.map(\.value), ["A", "B"])
        XCTAssertEqual(enumeration.values.map(\.name.value), ["A", "B"])
        XCTAssertEqual(enumeration.values[0].description?.value, "first")
        XCTAssertEqual(input.fields.map(\.name.value), ["a", "b"])
        XCTAssertTrue(directive.isRepeatable)
        XCTAssertEqual(directive.locations.map(\.value), ["FIELD", "QUERY"])
    }

    func testEveryExtensionKind() throws {
        let document = try XCTUnwrap(
            parse(
                """
                extend schema @a { query: Q }
                extend schema @b
                extend scalar S @c
                extend type T implements I
                extend type T @d
                extend type T { f: Int }
                extend interface I implements J
                extend union U = A
                extend union U @e
                extend enum E { X }
                extend enum E @f
                extend input In { x: Int }
                extend input In @g
                """))
        XCTAssertEqual(document.definitions.count, 13)
        for definition in document.definitions {
            let isExtension: Bool
            switch definition {
            case .schema(let d): isExtension = d.isExtension
            case .scalar(let d): isExtension = d.isExtension
            case .object(let d): isExtension = d.isExtension
            case .interface(let d): isExtension = d.isExtension
            case .union(let d): isExtension = d.isExtension
            case .enumeration(let d): isExtension = d.isExtension
            case .inputObject(let d): isExtension = d.isExtension
            default: isExtension = false
            }
            XCTAssertTrue(isExtension, "\(definition)")
        }
        XCTAssertEqual(document.source.text(in: document.definitions[3].span), "extend type T implements I")
    }

    func testSyntaxErrors() {
        assertSyntaxError("type A {}", 1, 9, "Expected Name, found \"}\".")
        assertSyntaxError("type A { f }", 1, 12, "Expected \":\", found \"}\".")
        assertSyntaxError("type A { f(): Int }", 1, 12, "Expected Name, found \")\".")
        assertSyntaxError("type A implements { f: Int }", 1, 19, "Expected Name, found \"{\".")
        assertSyntaxError("type Q { a(b: Int = $c): Int }", 1, 21, "Unexpected variable \"$c\" in constant value.")
        assertSyntaxError("type Q @d(a: $v) { a: Int }", 1, 14, "Unexpected variable \"$v\" in constant value.")
        assertSyntaxError("enum A { true }", 1, 10, "Name \"true\" is reserved and cannot be used for an enum value.")
        assertSyntaxError("enum A { null }", 1, 10, "Name \"null\" is reserved and cannot be used for an enum value.")
        assertSyntaxError("enum A {}", 1, 9, "Expected Name, found \"}\".")
        assertSyntaxError("input I {}", 1, 10, "Expected Name, found \"}\".")
        assertSyntaxError("union U = ", 1, 11, "Expected Name, found <EOF>.")
        assertSyntaxError("directive @a on FOO", 1, 17, "Unexpected Name \"FOO\".")
        assertSyntaxError("directive @a", 1, 13, "Expected \"on\", found <EOF>.")
        assertSyntaxError("directive a on FIELD", 1, 11, "Expected \"@\", found Name \"a\".")
        assertSyntaxError("schema { query Q }", 1, 16, "Expected \":\", found Name \"Q\".")
        assertSyntaxError("schema { fragment: Q }", 1, 10, "Unexpected Name \"fragment\".")
        assertSyntaxError("schema {}", 1, 9, "Expected Name, found \"}\".")
        assertSyntaxError("extend type A", 1, 14, "Unexpected <EOF>.")
        assertSyntaxError("extend schema", 1, 14, "Unexpected <EOF>.")
        assertSyntaxError("extend scalar S", 1, 16, "Unexpected <EOF>.")
        assertSyntaxError("extend union U", 1, 15, "Unexpected <EOF>.")
        assertSyntaxError("extend enum E", 1, 14, "Unexpected <EOF>.")
        assertSyntaxError("extend input I", 1, 15, "Unexpected <EOF>.")
        assertSyntaxError("extend interface I", 1, 19, "Unexpected <EOF>.")
        assertSyntaxError("extend foo", 1, 8, "Unexpected Name \"foo\".")
        assertSyntaxError("extend \"x\"", 1, 8, "Unexpected String \"x\".")
        assertSyntaxError("extend", 1, 7, "Unexpected <EOF>.")
        assertSyntaxError(
            "\"d\" extend type A @d", 1, 1,
            "Unexpected description, descriptions are supported only on type definitions.")
        assertSyntaxError("\"d\"", 1, 4, "Unexpected <EOF>.")
    }

    func testParseTypeAndValue() throws {
        XCTAssertEqual(try Parser.parseType(Source(text: " [[Int]!]! ")).description, "[[Int]!]!")
        XCTAssertThrowsError(try Parser.parseType(Source(text: "[Int")))
        XCTAssertThrowsError(try Parser.parseType(Source(text: "Int Int")))
        XCTAssertEqual(
            try Parser.parseValue(Source(text: "[1, ENUM]")).kind,
            .list([
                Value(.int("1"), span: SourceSpan(start: 1, end: 2)),
                Value(.enumValue("ENUM"), span: SourceSpan(start: 4, end: 8)),
            ]))
        XCTAssertThrowsError(try Parser.parseValue(Source(text: "$a"), constant: true))
        XCTAssertNoThrow(try Parser.parseValue(Source(text: "$a")))
    }
}

import XCTest

@testable import GraphQLSyntax

final class PrinterTests: XCTestCase {
    static let executableKitchenSink = #"""
        query queryName($foo: ComplexType, $site: Site = MOBILE, $list: [[Int!]!] = [[1]]) @onQuery {
          whoever123is: node(id: [123, 456]) {
            id,
            ... on User @onInlineFragment {
              field2 { id, alias: field1(first: 10, after: $foo) @include(if: $foo) { id, ...frag @onFragmentSpread } }
            }
            ... @skip(unless: $foo) { id }
            ... { id }
          }
        }
        mutation likeStory @onMutation { like(story: 123) @onField { story { id @onField } } }
        subscription StoryLikeSubscription($input: StoryLikeSubscribeInput @onVariableDefinition) @onSubscription {
          storyLikeSubscribe(input: $input) { story { likers { count } likeSentence { text } } }
        }
        fragment frag on Friend @onFragmentDefinition {
          foo(size: $size, bar: $b, obj: {key: "value", block: """
              block string uses \"""
          """, nested: {list: [true, false, null, 1.5e3, -0, ENUM, "\u00e9\n\"q\""]}})
        }
        { unnamed(truthy: true, falsy: false, nullish: null), query }
        query { __typename }
        """#

    static let typeSystemKitchenSink = #"""
        """This is a description of the schema as a whole."""
        schema @onSchema { query: QueryType, mutation: MutationType }
        """
        This is a description
        of the `Foo` type.
        """
        type Foo implements Bar & Baz & Two {
          "Description of the `one` field."
          one: Type
          """This is a description of the `two` field."""
          two("""This is a description of the `argument` argument.""" argument: InputType!): Type
          three(argument: InputType, other: String): Int
          four(argument: String = "string"): String
          five(argument: [String] = ["string", "string"]): String
          six(argument: InputType = {key: "value"}): Type
          seven(argument: Int = null): Type
        }
        type AnnotatedObject @onObject(arg: "value") { annotatedField(arg: Type = "default" @onArgumentDefinition): Type @onField }
        type UndefinedType
        extend type Foo { seven(argument: [String]): Type }
        extend type Foo @onType
        interface Bar { one: Type, four(argument: String = "string"): String }
        interface AnnotatedInterface @onInterface { annotatedField(arg: Type @onArgumentDefinition): Type @onField }
        interface UndefinedInterface
        extend interface Bar implements Two { two(argument: InputType!): Type }
        interface Baz implements Bar & Two { one: Type }
        union Feed = | Story | Article | Advert
        union AnnotatedUnion @onUnion = A | B
        union UndefinedUnion
        extend union Feed = Photo | Video
        scalar CustomScalar
        scalar AnnotatedScalar @onScalar
        extend scalar CustomScalar @onScalar
        enum Site { "desc" DESKTOP, """block""" MOBILE, WEB @deprecated(reason: "old") }
        enum UndefinedEnum
        extend enum Site { VR }
        input InputType { key: String!, answer: Int = 42 }
        input UndefinedInput
        extend input InputType { other: Float = 1.23e4 @onInputFieldDefinition }
        "Directive description" directive @skip(if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
        directive @include2(if: Boolean!) on | FIELD | FRAGMENT_SPREAD
        directive @myRepeatableDir(name: String!) repeatable on OBJECT | INTERFACE
        extend schema @onSchema
        extend schema @onSchema { subscription: SubscriptionType }
        """#

    func testRoundTripExecutable() throws { try assertRoundTrip(Self.executableKitchenSink) }

    func testRoundTripTypeSystem() throws { try assertRoundTrip(Self.typeSystemKitchenSink) }

    func testRoundTripRealSchemaShapes() throws {
        try assertRoundTrip(
            "type Q { a(\n\"multi\\nline\" x: Int): Int }\n\"\"\"  leading space\"\"\" scalar S\n\"\"\"\ntrailing quote\"\n\"\"\" scalar T"
        )
    }

    /// Printing a parsed document and parsing the output gives an equal AST (spans aside),
    /// and printing is idempotent.
    private func assertRoundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try Parser.parseDocument(Source(text: text))
        let printed = Printer.print(document)
        let reparsed = try Parser.parseDocument(Source(text: printed, name: "printed"))
        XCTAssertEqual(structure(reparsed.definitions), structure(document.definitions), file: file, line: line)
        XCTAssertEqual(Printer.print(reparsed), printed, file: file, line: line)
    }

    func testLayout() throws {
        let document = try Parser.parseDocument(
            Source(text: "query Q($a: Int = 1) @d { f(x: {a: [1, 2]}) @i(if: true) { ...F ... on T { g } } } { h }"))
        XCTAssertEqual(
            Printer.print(document),
            """
            query Q($a: Int = 1) @d {
              f(x: {a: [1, 2]}) @i(if: true) {
                ...F
                ... on T {
                  g
                }
              }
            }

            {
              h
            }
            """)
    }

    func testStringLiterals() {
        XCTAssertEqual(Printer.printString("a\"b\\c\n\t\u{1}é"), #""a\"b\\c\n\t\u0001é""#)
        XCTAssertEqual(Printer.printBlockString("one line"), #""""one line""""#)
        XCTAssertEqual(Printer.printBlockString("two\nlines"), "\"\"\"\ntwo\nlines\n\"\"\"")
        XCTAssertEqual(Printer.printBlockString("has \"\"\" quotes"), #""""has \""" quotes""""#)
        // Not representable as a block string: printed as a quoted string.
        XCTAssertEqual(Printer.printBlockString("\nleading blank line"), #""\nleading blank line""#)
        XCTAssertEqual(Printer.printBlockString("  a\n  b"), #""  a\n  b""#)
    }

    func testPrintedStringValuesReadBack() throws {
        for value in ["", " ", "x\"", "x\\", "a\n b", "\t tab", "\"\"\"", "end\"\"\"", "é😀", "a\r\nb", "  a\n b"] {
            for block in [true, false] {
                let literal = block ? Printer.printBlockString(value) : Printer.printString(value)
                let parsed = try Parser.parseValue(Source(text: literal))
                guard case .string(let read, _) = parsed.kind else { return XCTFail("not a string: \(literal)") }
                XCTAssertEqual(read, value, "printed as \(literal)")
            }
        }
    }
}

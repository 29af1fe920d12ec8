import XCTest

@testable import RelaySwiftCodegen

final class SwiftNamesTests: XCTestCase {
    func testEnumValuesBecomeLowerCamelCaseNames() {
        XCTAssertEqual(SwiftNames.caseName("ANY"), "any")
        XCTAssertEqual(SwiftNames.caseName("IN_PROGRESS"), "inProgress")
        XCTAssertEqual(SwiftNames.caseName("V2_API"), "v2Api")
        XCTAssertEqual(SwiftNames.caseName("fooBar"), "fooBar")
        XCTAssertEqual(SwiftNames.caseName("Foo"), "foo")
        XCTAssertEqual(SwiftNames.caseName("_INTERNAL"), "_internal")
        XCTAssertEqual(SwiftNames.caseName("__"), "__")
    }

    func testKeywordsAreEscapedAndReservedMembersSuffixed() {
        XCTAssertEqual(SwiftNames.declared("default"), "`default`")
        XCTAssertEqual(SwiftNames.declared("name"), "name")
        XCTAssertEqual(SwiftNames.member("self"), "self_")
        XCTAssertEqual(SwiftNames.member("Type"), "Type_")
        XCTAssertEqual(SwiftNames.member("class"), "`class`")
        XCTAssertEqual(SwiftNames.upperFirst("addTodo"), "AddTodo")
        XCTAssertEqual(SwiftNames.upperFirst("_x"), "_x")
        XCTAssertEqual(SwiftNames.upperFirst("Edge"), "Edge")
        XCTAssertEqual(SwiftNames.upperFirst(""), "")
        XCTAssertTrue(SwiftNames.upperFirst(of: "edge", is: "Edge"))
        XCTAssertTrue(SwiftNames.upperFirst(of: "Edge", is: "Edge"))
        XCTAssertFalse(SwiftNames.upperFirst(of: "edges", is: "Edge"))
        XCTAssertFalse(SwiftNames.upperFirst(of: "edgE", is: "Edge"))
    }

    func testStringLiteralsEscapeWhatSwiftWouldInterpret() {
        XCTAssertEqual(SwiftNames.stringLiteral("a\"b\\c\n\t\r\0\u{7F}\u{1B}é"), #""a\"b\\c\n\t\r\0\u{7F}\u{1B}é""#)
        XCTAssertEqual(SwiftNames.stringLiteral("\\(x)"), #""\\(x)""#)
    }

    func testMultilineLiteralsChooseEnoughHashes() {
        XCTAssertNil(SwiftNames.multilineLiteral("one line", indent: ""))
        XCTAssertNil(SwiftNames.multilineLiteral("a\r\nb", indent: ""))
        XCTAssertEqual(SwiftNames.multilineLiteral("a\nb", indent: "  "), "#\"\"\"\n  a\n  b\n  \"\"\"#")
        XCTAssertEqual(SwiftNames.multilineLiteral("\"\"\"#\n", indent: ""), "##\"\"\"\n\"\"\"#\n\n\"\"\"##")
        XCTAssertEqual(SwiftNames.multilineLiteral("\\#\\##\n", indent: ""), "###\"\"\"\n\\#\\##\n\n\"\"\"###")
    }
}

import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

/// Which calls are tags and where their text is.
final class SwiftTagScannerTests: XCTestCase {
    func testFindsEveryTagWithItsStartInTheFile() {
        let swift = #"""
            import Relay

            private let query = graphql("""
            query Q { viewer { id } }
            """)
            let fragment = Relay.graphql("""
            fragment F on User { name }
            """)
            """#
        let result = scan(swift)
        XCTAssertEqual(result.diagnostics.count, 0)
        XCTAssertEqual(result.tags.map(\.text), ["query Q { viewer { id } }", "fragment F on User { name }"])
        XCTAssertEqual(result.tags[0].start, SourceLocation(line: 4, column: 1, offset: 46))
        XCTAssertEqual(result.tags[1].start.line, 7)
        XCTAssertEqual(result.tags[1].start.column, 1)
        let file = Source(text: swift, name: "View.swift")
        for tag in result.tags {
            XCTAssertEqual(tag.start, file.location(of: tag.start.offset))
            XCTAssertEqual(Array(file.bytes[tag.start.offset...].prefix(5)), Array(tag.text.utf8.prefix(5)))
        }
        XCTAssertEqual(file.text(in: result.tags[1].callSpan).prefix(14), "Relay.graphql(")
        XCTAssertEqual(file.text(in: result.tags[1].callSpan).suffix(4), "\"\"\")")
    }

    func testWhitespaceAndLineBreaksMayPrecedeTheString() {
        let swift = "let a = graphql(\n    \n  \"\"\"\n{ a }\n\"\"\"\n)\nlet b = graphql( \t\"{ b }\"  )"
        XCTAssertEqual(tagTexts(swift), ["{ a }", "{ b }"])
    }

    func testSpacesMayPrecedeTheParenthesisAndCommentsSurroundTheString() {
        let swift = #"""
            let a = graphql ("{ a }")
            let b = Relay.graphql	(/* the query */ "{ b }" /* done */)
            let c = graphql( // the query:
              "{ c }" // done
            )
            let d = graphql
            ("{ d }")
            """#
        // A parenthesis on the next line begins an expression of its own, in Swift as here.
        XCTAssertEqual(tagTexts(swift), ["{ a }", "{ b }", "{ c }"])
        let unterminated = scan("let a = graphql(/* unterminated \"{ a }\")")
        XCTAssertEqual(unterminated.tags.count, 0)
        XCTAssertEqual(
            unterminated.diagnostics.map(\.message), ["unterminated '/*' comment: expected '*/' before the end of the file"])
    }

    func testSingleLineStringsAndTheirColumns() {
        let result = scan("let q = graphql(\"{ viewer }\")\n  let r = graphql(\"\")")
        XCTAssertEqual(result.tags.map(\.text), ["{ viewer }", ""])
        XCTAssertEqual(result.tags[0].start, SourceLocation(line: 1, column: 18, offset: 17))
        XCTAssertEqual(result.tags[1].start.line, 2)
        XCTAssertEqual(result.tags[1].start.column, 20)
    }

    func testRawStringsWithAnyNumberOfHashes() {
        let swift = ##"""
            let a = graphql(#"""
            { a(s: "x \n") }
            """#)
            let b = graphql(##"{ b(s: "#"quoted"#") }"##)
            let c = graphql(#"{ c }\#n{ d }"#)
            """##
        XCTAssertEqual(tagTexts(swift), [#"{ a(s: "x \n") }"#, ##"{ b(s: "#"quoted"#") }"##, "{ c }\n{ d }"])
    }

    func testCommentsHideTags() {
        let swift = #"""
            // let a = graphql("{ a }")
            /* outer /* inner */ graphql("{ b }") still a comment */
            /*/ graphql("{ c }") */
            let d = graphql("{ d }") // graphql("{ e }")
            """#
        XCTAssertEqual(tagTexts(swift), ["{ d }"])
    }

    func testOtherStringLiteralsHideTags() {
        let swift = ##"""
            let a = "graphql(\"{ a }\")"
            let b = """
              graphql("{ b }")
              """
            let c = #"graphql("{ c }") \(graphql("{ x }"))"#
            let d = "\(x.map { graphql("{ d }") }) and \( "graphql(\"{ e }\")" )"
            let e = #"""
              graphql("""
              { f }
              """)
              """#
            let f = graphql("{ g }")
            """##
        XCTAssertEqual(tagTexts(swift), ["{ g }"])
    }

    func testWhichCallsAreTags() {
        let swift = #"""
            let a = mygraphql("{ a }")
            let b = client.graphql("{ b }")
            let c = #graphql("{ c }")
            let d = $graphql("{ d }")
            let e = graphql(text)
            let f = Relay.graphql("{ f }")
            let g = My.Relay.graphql("{ g }")
            let h = MyRelay.graphql("{ h }")
            let i = (graphql("{ i }"))
            let j = [graphql("{ j }"), graphql("{ k }",)]
            let l = graphql_("{ l }")
            let m = 変graphql("{ m }")
            """#
        XCTAssertEqual(tagTexts(swift), ["{ f }", "{ i }", "{ j }", "{ k }"])
    }

    func testTagAtTheVeryStartAndEndOfTheFile() {
        XCTAssertEqual(tagTexts(#"graphql("{ a }")"#), ["{ a }"])
        XCTAssertEqual(tagTexts(#"x;graphql("{ a }")"#), ["{ a }"])
        XCTAssertEqual(tagTexts("graphql("), [])
        XCTAssertEqual(tagTexts("raphql(\"x\")"), [])
    }

    func testParenthesesInsideInterpolationsDoNotEndThem() {
        let swift = #"""
            let a = "\(f(g(1), ")", (2)))"
            let b = graphql("{ b }")
            """#
        XCTAssertEqual(tagTexts(swift), ["{ b }"])
    }

    func testRegexLiteralsAreSkipped() {
        let swift = ##"""
            let r = #/"graphql("{ a }")/#
            let s = ##/x/#"/##
            let t = graphql("{ t }")
            """##
        XCTAssertEqual(tagTexts(swift), ["{ t }"])
    }

    /// A bare `/…/` regex literal is not told from a division: in a file that never says
    /// `graphql` nothing is scanned, so it is no concern; in one with tags, a quote in it reads
    /// as a string start, reported with the way out.
    func testBareRegexLiterals() {
        XCTAssertEqual(scan("import Foundation\nlet r = /\"/\nlet s = 1 / 2\n").diagnostics.count, 0)
        let result = scan("let r = /\"/\nlet q = graphql(\"{ a }\")\n")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [#"unterminated string literal: expected '"' before the end of the line"#])
        XCTAssertEqual(
            result.diagnostics.first?.notes.first?.message.hasPrefix(
                "if this quote is in a regex literal, write it `#/…/#`"), true)
        XCTAssertEqual(scan("let s = \"a\nlet q = graphql(\"{ a }\")\n").diagnostics.first?.notes.count, 0)
    }

    func testTheStartAgreesWithSourceLocationOnMixedLineBreaks() {
        let swift = "a\r\nb\rc\n é /* x\r\n */ graphql(\r\n\"\"\"\r\n  { é }\r\n  \"\"\") graphql(\"q\")"
        let file = Source(text: swift)
        let result = SwiftTagScanner.scan(file)
        XCTAssertEqual(result.tags.map(\.text), ["{ é }", "q"])
        for tag in result.tags { XCTAssertEqual(tag.start, file.location(of: tag.start.offset)) }
        XCTAssertEqual(result.tags[0].start.line, 7)
        XCTAssertEqual(result.tags[0].start.column, 3)
    }

    func testStartsAgreeWithSourceLocationAcrossLongAndShortLines() {
        // Lines of every length up to 40 (so that line breaks fall at every position of an
        // eight-byte word), some ending in `\r\n` or `\r`, some with non-ASCII text, a tag after each.
        var swift = ""
        let breaks = ["\n", "\r\n", "\n", "\r"]
        for length in 0...40 {
            swift += String(repeating: length % 3 == 0 ? "é" : "x", count: length) + breaks[length % 4]
            swift +=
                String(repeating: " ", count: length % 9) + "graphql(\"{ f\(length) }\")" + breaks[(length + 1) % 4]
        }
        let file = Source(text: swift)
        let result = SwiftTagScanner.scan(file)
        XCTAssertEqual(result.tags.count, 41)
        for tag in result.tags { XCTAssertEqual(tag.start, file.location(of: tag.start.offset), tag.text) }
    }
}

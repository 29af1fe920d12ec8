import GraphQLSyntax
import XCTest

final class SourceQuickScansTests: XCTestCase {
    /// The scan over the whole text, or over `range` of it.
    private func scan(_ text: String, _ range: Range<Int>? = nil, _ body: (Source, SourceSpan) -> Bool) -> Bool {
        let source = Source(text: text)
        let range = range ?? 0..<source.byteCount
        return body(source, SourceSpan(start: range.lowerBound, end: range.upperBound))
    }

    func testMayUseDirectiveLooksAfterEachAt() {
        func uses(_ text: String, _ range: Range<Int>? = nil) -> Bool {
            scan(text, range) { $0.mayUseDirective("connection", in: $1) }
        }
        XCTAssertTrue(uses("{ f @connection(key: \"a_f\") }"))
        XCTAssertTrue(uses("{ f @ ,\n connection }"))
        // A comment after `@` could hide the name: assumed used.
        XCTAssertTrue(uses("{ f @ # note\n connection }"))
        XCTAssertFalse(uses("{ connection @include(if: $x) }"))
        XCTAssertFalse(uses("{ f @connect }"))
        XCTAssertFalse(uses("{ f @connection }", 0..<5))
    }

    func testMayHaveUntypedInlineFragmentLooksAfterEachEllipsis() {
        func has(_ text: String, _ range: Range<Int>? = nil) -> Bool {
            scan(text, range) { $0.mayHaveUntypedInlineFragment(in: $1) }
        }
        XCTAssertTrue(has("{ ... { id } }"))
        XCTAssertTrue(has("{ ...@include(if: $x) { id } }"))
        XCTAssertTrue(has("{ ... ,\n @skip(if: $x) { id } }"))
        XCTAssertTrue(has("{ ... # which type?\n { id } }"))
        XCTAssertFalse(has("{ ... on User { id } ...Spread }"))
        XCTAssertFalse(has("{ f(a: 1.5) }"))
        XCTAssertFalse(has("{ ... { id } }", 0..<5))
    }

    func testMayMentionFindsTheNameOnItsOwn() {
        func mentions(_ text: String, _ range: Range<Int>? = nil) -> Bool {
            scan(text, range) { $0.mayMention("__id", in: $1) }
        }
        XCTAssertTrue(mentions("__id"))
        XCTAssertTrue(mentions("{ user { __id name } }"))
        XCTAssertTrue(mentions("{ user { name,__id} }"))
        XCTAssertFalse(mentions("{ user { __idx x__id id } }"))
        XCTAssertFalse(mentions("{ user { __i } }"))
        XCTAssertFalse(mentions("{ a { __id } }", 0..<6))
    }
}

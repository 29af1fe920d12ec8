import GraphQLSyntax
import XCTest

@testable import RelayCompiler

/// Found by the validation difftest: a valid chain of thousands of fragments crashed the
/// compiler by recursion. An operation may reach fragments 100 spreads deep and inline a
/// million selections; beyond, it is an error at the operation, before any transform runs.
final class InliningLimitsTests: XCTestCase {
    private func chain(_ length: Int, spreadsPerFragment: Int = 1) -> String {
        var text = "query Chain { viewer { ...C0 } }\n"
        for index in 0..<length {
            let next = index + 1 < length ? String(repeating: " ...C\(index + 1)", count: spreadsPerFragment) : ""
            text += "fragment C\(index) on User { id name\(next) }\n"
        }
        return text
    }

    private func compile(_ text: String) throws -> CompilerOutput {
        RelayCompiler.compile(documents: [try TestSupport.document(text)], schema: TestSupport.todoSchema)
    }

    func testAChainOfAHundredFragmentsCompiles() throws {
        let output = try compile(chain(100))
        XCTAssertFalse(output.hasErrors, "\(output.diagnostics.map(\.message))")
        XCTAssertEqual(output.definitions.count, 101)
    }

    func testLongerChainsAreAnErrorAtTheOperation() throws {
        for length in [101, 20_000] {
            let output = try compile(chain(length))
            XCTAssertEqual(
                output.diagnostics.map(\.message),
                ["Operation 'Chain' reaches fragments \(length) spreads deep; at most 100 are inlined into its artifact"])
            XCTAssertEqual(output.diagnostics.first?.location?.line, 1)
            XCTAssertEqual(output.definitions.count, 0)
        }
    }

    /// Each fragment spreading the next twice doubles what is inlined at every level.
    func testMultiplyingSpreadsAreAnError() throws {
        let output = try compile(chain(40, spreadsPerFragment: 2))
        XCTAssertEqual(output.diagnostics.count, 1)
        XCTAssertTrue(output.diagnostics.first?.message.contains("at most 1000000 are allowed") == true)
    }

    /// A fragment's reader AST inlines its `@inline` fragments: the same limits, at the fragment.
    private func inlineChain(_ length: Int, spreadsPerFragment: Int = 1) -> String {
        (0..<length).map { index in
            let next = index + 1 < length ? String(repeating: " ...C\(index + 1)", count: spreadsPerFragment) : ""
            return "fragment C\(index) on User\(index == 0 ? "" : " @inline") { id name\(next) }\n"
        }.joined()
    }

    func testAChainOfInlineDataFragmentsIsLimitedAtItsFirstFragment() throws {
        XCTAssertFalse(try compile(inlineChain(101)).hasErrors)
        XCTAssertEqual(
            try compile(inlineChain(102)).diagnostics.map(\.message),
            ["Fragment 'C0' reaches @inline fragments 101 spreads deep; at most 100 are inlined into its artifact"])
        // C39 holds 2 selections, each fragment before it 2 + twice the next's: C0 to C21 hold
        // over a million.
        let multiplying = try compile(inlineChain(40, spreadsPerFragment: 2))
        XCTAssertEqual(
            multiplying.diagnostics.map(\.message).filter { $0.contains("at most 1000000 are allowed") }.count, 22)
    }
}

import XCTest

@testable import RelayCompiler

/// A fragment refetched through a `@fetchable` type selects Relay's `__token` only when asked
/// (`CompilerOptions.selectsFetchToken`, relay-compiler's `schemaConfig.enableTokenField`).
final class FetchTokenTests: XCTestCase {
    private let document = """
        fragment ListTitle_list on TodoList @refetchable(queryName: "ListTitleRefetchQuery") {
          title
        }
        """

    private func refetchQueryText(_ options: CompilerOptions) throws -> String? {
        let output = RelayCompiler.compile(
            documents: [try TestSupport.document(document)], schema: TestSupport.todoSchema, options: options)
        XCTAssertFalse(output.hasErrors, "\(output.diagnostics.map(\.message))")
        return output.definitions.first { $0.name == "ListTitleRefetchQuery" }?.queryText
    }

    func testTheTokenIsSelectedOnlyWhenAsked() throws {
        let plain = try XCTUnwrap(try refetchQueryText(CompilerOptions()))
        XCTAssertTrue(plain.contains("fetch__TodoList(key: $id)"))
        XCTAssertTrue(plain.contains("  title\n  key\n}"), plain)
        XCTAssertFalse(plain.contains("__token"))

        let withToken = try XCTUnwrap(try refetchQueryText(CompilerOptions(selectsFetchToken: true)))
        XCTAssertTrue(withToken.contains("  title\n  key\n  __token\n}"), withToken)
    }
}

import GraphQLSyntax
import RelayCompiler
import XCTest

@testable import RelayCompilerDriver

final class PersistedQueriesTests: XCTestCase {
    func testIdIsTheMD5OfTheText() {
        XCTAssertEqual(PersistedQueries.id(forText: "query Q { viewer { id } }"), "ea4db58d729372c5c6b0360929fb1b88")
    }

    func testFileIsSortedAndEscaped() {
        var queries = PersistedQueries()
        let second = queries.add(text: "query B {\n  b\n}")
        let first = queries.add(text: "query A { a(s: \"x\\y\") }")
        let ids = [first, second].sorted()
        let expected = """
            {
              "\(ids[0])": \(PersistedQueries.quote(queries.queries[ids[0]] ?? "")),
              "\(ids[1])": \(PersistedQueries.quote(queries.queries[ids[1]] ?? ""))
            }

            """
        XCTAssertEqual(String(decoding: queries.serialized, as: UTF8.self), expected)
        XCTAssertEqual(PersistedQueries.quote("a\"b\\c\nd\u{1}"), #""a\"b\\c\nd\u0001""#)
        XCTAssertEqual(String(decoding: PersistedQueries().serialized, as: UTF8.self), "{}\n")
    }

    func testMergeKeepsExistingEntriesAndRoundTrips() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("queries.json", #"{"old": "query Old { x }"}"#)
        var queries = PersistedQueries()
        let id = queries.add(text: "query New { y }")
        XCTAssertTrue(try queries.merge(intoFileAt: file))
        let loaded = try PersistedQueries.load(from: file)
        XCTAssertEqual(loaded.queries, ["old": "query Old { x }", id: "query New { y }"])
        // The same queries again: the bytes would not change, so the file is not rewritten.
        XCTAssertFalse(try queries.merge(intoFileAt: file))
        XCTAssertEqual(directory.allFiles(), ["queries.json"])
    }

    func testMissingFileHoldsNothingAndBadFileIsADiagnostic() throws {
        let directory = try TemporaryDirectory()
        XCTAssertEqual(try PersistedQueries.load(from: directory.url.appendingPathComponent("none.json")).queries, [:])
        let file = try directory.write("queries.json", "{\n  \"abc\": 12\n}")
        let error = expectError { () throws(Diagnostic) in try PersistedQueries.load(from: file) }
        XCTAssertEqual(error?.message, "the query \"abc\" must be a string of GraphQL, found a number")
        XCTAssertEqual(error?.location?.line, 2)
        XCTAssertEqual(error?.location?.column, 10)
    }
}

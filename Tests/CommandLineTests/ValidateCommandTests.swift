import Foundation
import XCTest

final class ValidateCommandTests: XCTestCase {
    func testAValidSchemaSplitOverTwoFiles() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.graphql", "type Query { user: User }")
        let second = try folder.write("b.graphql", "type User { id: ID! }\nextend type Query { viewer: User }")
        let run = try CommandLineRun(["validate", "--schema", first, "--schema", second])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
    }

    func testSchemaErrorsNameBothPlaces() throws {
        let folder = try TemporaryFolder()
        let schema = try folder.write("s.graphql", "type Query { a: Int }\ntype Query { b: Int }")
        let run = try CommandLineRun(["validate", "--format", "json", "--schema", schema])
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.split(separator: "\n")[0].utf8))
                as? [String: Any])
        XCTAssertEqual(object["line"] as? Int, 2)
        XCTAssertEqual(object["rule"] as? String, "UniqueTypeNames")
        let related = try XCTUnwrap(object["related"] as? [[String: Any]])
        XCTAssertEqual(related.first?["line"] as? Int, 1)
    }

    func testSDLExtendingAnEmptySchema() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.write("empty.graphql", "# nothing yet\n")
        let good = try folder.write("good.graphql", "type Query { a: Int }")
        XCTAssertEqual(try CommandLineRun(["validate", "--sdl", "--schema", empty, good]).status, 0)
        let bad = try folder.write("bad.graphql", "type Query { a: Missing }")
        let run = try CommandLineRun(["validate", "--sdl", "--schema", empty, bad])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("Unknown type \"Missing\"."), run.standardError)
        // SDL rules only: a document that is not a whole schema (no Query type) is fine.
        let partial = try folder.write("partial.graphql", "type User { id: ID! }")
        XCTAssertEqual(try CommandLineRun(["validate", "--sdl", "--schema", empty, partial]).status, 0)
        // Extending a schema: a type it already has is an error.
        let schema = try folder.write("schema.graphql", "type Query { a: Int }")
        let again = try folder.write("again.graphql", "type Query { b: Int }")
        let extended = try CommandLineRun(["validate", "--sdl", "--schema", schema, again])
        XCTAssertEqual(extended.status, 1)
        XCTAssertTrue(extended.standardError.contains("already exists in the schema"), extended.standardError)
    }

    func testSyntaxErrorsInTheSchemaAreReported() throws {
        let folder = try TemporaryFolder()
        let schema = try folder.write("s.graphql", "type Query {")
        let run = try CommandLineRun(["validate", "--schema", schema])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.hasPrefix("\(schema):1:13: error: Expected Name, found <EOF>."))
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CommandLineRun(["validate"]).status, 2)
        XCTAssertEqual(try CommandLineRun(["validate", "--schema", "/no/such.graphql"]).status, 2)
        XCTAssertEqual(try CommandLineRun(["validate", "--help"]).status, 0)
    }
}

final class ValidateDocumentsTests: XCTestCase {
    func testDocumentsAreOneProgramAcrossFiles() throws {
        let folder = try TemporaryFolder()
        let schema = try folder.write(
            "schema.graphql", "type Query { user: User }\ntype User { id: ID!, name: String }")
        let query = try folder.write("q.graphql", "query Q { user { ...UserName } }")
        let fragment = try folder.write("f.graphql", "fragment UserName on User { name }")
        let run = try CommandLineRun(["validate", "--schema", schema, query, fragment])
        XCTAssertEqual(run.status, 0, run.standardError)
    }

    func testValidationErrorsNameTheirRule() throws {
        let folder = try TemporaryFolder()
        let schema = try folder.write("schema.graphql", "type Query { user: User }\ntype User { id: ID! }")
        let query = try folder.write("q.graphql", "query Q { user { id nickname } }\nquery Q { user { id } }")
        let run = try CommandLineRun(["validate", "--format", "json", "--schema", schema, query])
        XCTAssertEqual(run.status, 1)
        let objects = try run.standardOutput.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(
            Set(objects.compactMap { $0["rule"] as? String }), ["FieldsOnCorrectType", "UniqueOperationNames"])
        let field = try XCTUnwrap(objects.first { $0["rule"] as? String == "FieldsOnCorrectType" })
        XCTAssertEqual(field["message"] as? String, "Cannot query field \"nickname\" on type \"User\".")
        XCTAssertEqual(field["line"] as? Int, 1)
        XCTAssertEqual(field["column"] as? Int, 21)
    }

    func testTheRepositoryExampleIsValid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = try CommandLineRun(
            [
                "validate", "--schema", "schema.graphql", "Examples/TodoApp/ToDoList.graphql",
                "Examples/TodoApp/Mutations.graphql",
            ],
            in: root)
        // Plain specification rules: Relay's fragment arguments are not in scope there, so
        // $count and $cursor of ToDoList_user are undefined in UserTodosQuery.
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("Variable \"$count\" is not defined"), run.standardError)
        // Relay's rules: valid (the README's main command).
        let relay = try CommandLineRun(
            [
                "validate", "--relay", "--schema", "schema.graphql", "Examples/TodoApp/ToDoList.graphql",
                "Examples/TodoApp/Mutations.graphql",
            ],
            in: root)
        XCTAssertEqual(relay.status, 0, relay.standardError)
    }
}

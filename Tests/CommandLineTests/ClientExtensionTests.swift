import Foundation
import XCTest

/// Client schema extensions (`schemaExtensions`): their fields are read and normalized as
/// client extensions, and never sent to the server.
final class ClientExtensionTests: XCTestCase {
    static let config = #"""
        {"src": "src", "schema": "schema.graphql", "schemaExtensions": ["client.graphql"],
         "artifactDirectory": "out", "emit": ["json", "swift"]}
        """#
    static let extensions = """
        extend type Query { selectedCount: Int }
        extend type User { isSelected: Boolean draft: Draft }
        type Draft { text: String }
        """

    func testClientFieldsStayOutOfTheQueryText() throws {
        let project = try CompileProject(
            files: [
                "client.graphql": Self.extensions,
                "src/User.graphql": """
                    query UserQuery($id: ID!) { user(id: $id) { name isSelected ...UserDraft } }
                    fragment UserDraft on User { draft { text } }
                    """,
            ], config: Self.config)
        let run = try project.compile()
        XCTAssertEqual(run.status, 0, run.standardError)
        let query = try project.read("out/UserQuery.json")
        XCTAssertTrue(query.contains(#""text" : "query UserQuery(\n  $id: ID!\n) {\n  user(id: $id) {\n    name\n    id\n  }\n}\n""#), query)
        XCTAssertTrue(query.contains(#""kind" : "ClientExtension""#), query)
        XCTAssertTrue(query.contains(#""name" : "isSelected""#), query)
        let fragment = try project.read("out/UserDraft.json")
        XCTAssertTrue(fragment.contains(#""kind" : "ClientExtension""#), fragment)
        XCTAssertTrue(try project.read("out/UserQuery.graphql.swift").contains("isSelected"))
    }

    func testAQueryOfClientFieldsOnlyHasNoText() throws {
        let project = try CompileProject(
            files: [
                "client.graphql": Self.extensions,
                "src/User.graphql": "query SelectedCountQuery { selectedCount }\n",
            ], config: Self.config)
        let run = try project.compile()
        XCTAssertEqual(run.status, 0, run.standardError)
        let query = try project.read("out/SelectedCountQuery.json")
        XCTAssertTrue(query.contains(#""text" : null"#), query)
        // Relay's cache ID for an operation without text: the MD5 of its name.
        XCTAssertTrue(query.contains(#""cacheID" : "533bf560076db59a6b0de1e8e3ee4158""#), query)
    }

    func testAClientFieldOnTheSubscriptionRootIsNotSubscribed() throws {
        let project = try CompileProject(
            files: [
                "schema.graphql": CompileProject.schema + "\ntype Subscription { userChanged(id: ID!): User }\n",
                "client.graphql": Self.extensions + "extend type Subscription { lastSeen: String }\n",
                "src/User.graphql": """
                    subscription UserChangedSubscription($id: ID!) { lastSeen userChanged(id: $id) { name } }
                    """,
            ], config: Self.config)
        let run = try project.compile()
        XCTAssertEqual(run.status, 0, run.standardError)
        let subscription = try project.read("out/UserChangedSubscription.json")
        XCTAssertTrue(
            subscription.contains(
                #""text" : "subscription UserChangedSubscription(\n  $id: ID!\n) {\n  userChanged(id: $id) {\n    name\n    id\n  }\n}\n""#),
            subscription)
        // Two server fields are still one too many.
        try project.write(
            "src/User.graphql",
            "subscription Two($id: ID!) { userChanged(id: $id) { name } again: userChanged(id: $id) { id } }\n")
        let second = try project.compile()
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.standardError.contains("must select only one top level field"), second.standardError)
    }

    func testAnErrorInTheExtensionsIsLocated() throws {
        let project = try CompileProject(
            files: ["client.graphql": "extend type User { name: String }\n", "src/User.graphql": "fragment F on User { name }\n"],
            config: Self.config)
        let run = try project.compile()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("client.graphql:1:20: error: "), run.standardError)
        XCTAssertFalse(project.exists("out"))
    }
}

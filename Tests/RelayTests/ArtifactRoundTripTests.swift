import Foundation
import Relay
import XCTest

/// Relay's own compiler output decodes into RelayNodes and encodes back to the same JSON.
final class ArtifactRoundTripTests: XCTestCase {
    private func roundTrip(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let original = try JSONValue(parsing: json)
        let kind = original["kind"]?.stringValue
        let encoded: Data
        switch kind {
        case "Request":
            encoded = try JSONEncoder().encode(try JSONDecoder().decode(ConcreteRequest.self, from: Data(json.utf8)))
        case "Fragment":
            encoded = try JSONEncoder().encode(try JSONDecoder().decode(ReaderFragment.self, from: Data(json.utf8)))
        default:
            return XCTFail("unexpected artifact kind \(String(describing: kind))", file: file, line: line)
        }
        let reencoded = try JSONValue(parsing: encoded)
        XCTAssertEqual(reencoded, original, file: file, line: line)
    }

    func testEveryCopiedArtifactRoundTrips() throws {
        XCTAssertGreaterThanOrEqual(RelayCompilerArtifacts.documents.count, 10)
        for (name, documents) in RelayCompilerArtifacts.documents.sorted(by: { $0.key < $1.key }) {
            for document in documents {
                XCTAssertNoThrow(try roundTrip(document), name)
            }
        }
    }

    func testRequiredFieldsRoundTripAndOnlyWrapFields() throws {
        // Relay's newest reader AST for `friend @required(action: THROW) { name @required(action: LOG) }`.
        func fragment(innerField: String, action: String = "LOG") -> String {
            """
            {"argumentDefinitions": [], "kind": "Fragment", "metadata": null, "name": "F", "type": "User",
             "abstractKey": null, "selections": [
               {"kind": "RequiredField", "action": "THROW", "field": {"alias": null, "args": null,
                 "concreteType": "User", "kind": "LinkedField", "name": "friend", "plural": false, "storageKey": null,
                 "selections": [{"kind": "RequiredField", "action": "\(action)", "field": \(innerField)}]}}]}
            """
        }
        let name = #"{"alias": null, "args": null, "kind": "ScalarField", "name": "name", "storageKey": null}"#
        try roundTrip(fragment(innerField: name))
        let decoded = try JSONDecoder().decode(ReaderFragment.self, from: Data(fragment(innerField: name).utf8))
        guard case .requiredField(let friend) = decoded.selections.first else {
            return XCTFail("expected RequiredField")
        }
        XCTAssertEqual(friend.action, .throw)
        XCTAssertEqual(friend.responseKey, "friend")
        let spread = #"{"args": null, "kind": "FragmentSpread", "name": "G"}"#
        XCTAssertThrowsError(
            try JSONDecoder().decode(ReaderFragment.self, from: Data(fragment(innerField: spread).utf8)))
        let unknownAction = fragment(innerField: name, action: "WARN")
        XCTAssertThrowsError(try JSONDecoder().decode(ReaderFragment.self, from: Data(unknownAction.utf8)))
    }

    func testAliasedFragmentsRoundTrip() throws {
        // Relay's reader AST for `...UserName_user @alias(as: "user")` in a fragment on `Node`.
        let json = """
            {"argumentDefinitions": [], "kind": "Fragment", "metadata": null, "name": "F", "type": "Node",
             "abstractKey": "__isNode", "selections": [
               {"fragment": {"kind": "InlineFragment", "selections": [
                  {"args": null, "kind": "FragmentSpread", "name": "UserName_user"}],
                  "type": "User", "abstractKey": null},
                "kind": "AliasedInlineFragmentSpread", "name": "user"}]}
            """
        try roundTrip(json)
        let decoded = try JSONDecoder().decode(ReaderFragment.self, from: Data(json.utf8))
        guard case .aliasedInlineFragmentSpread(let aliased) = decoded.selections.first else {
            return XCTFail("expected AliasedInlineFragmentSpread")
        }
        XCTAssertEqual(aliased.name, "user")
        XCTAssertEqual(aliased.fragment.type, "User")
        XCTAssertEqual(aliased.fragment.selections, [.fragmentSpread(FragmentSpread(name: "UserName_user"))])
    }

    func testInlineDataFragmentsRoundTrip() throws {
        // Relay's reader AST for `...UserName_user @arguments(size: 32)` of an `@inline` fragment.
        let json = """
            {"argumentDefinitions": [], "kind": "Fragment", "metadata": null, "name": "F", "type": "User",
             "abstractKey": null, "selections": [
               {"args": [{"kind": "Literal", "name": "size", "value": 32}],
                "argumentDefinitions": [{"defaultValue": 16, "kind": "LocalArgument", "name": "size"}],
                "kind": "InlineDataFragmentSpread", "name": "UserName_user",
                "selections": [{"alias": null, "args": null, "kind": "ScalarField", "name": "name", "storageKey": null}]}]}
            """
        try roundTrip(json)
        let decoded = try JSONDecoder().decode(ReaderFragment.self, from: Data(json.utf8))
        XCTAssertEqual(
            decoded.selections,
            [
                .inlineDataFragmentSpread(
                    InlineDataFragmentSpread(
                        name: "UserName_user", selections: [.scalarField(ScalarField(name: "name"))],
                        args: [.literal(name: "size", value: 32)],
                        argumentDefinitions: [.local(name: "size", defaultValue: 16)]))
            ])
        // Older Relays print neither `args` nor `argumentDefinitions`.
        let older = #"{"kind": "InlineDataFragmentSpread", "name": "UserName_user", "selections": []}"#
        XCTAssertEqual(
            try JSONDecoder().decode(ReaderSelection.self, from: Data(older.utf8)),
            .inlineDataFragmentSpread(InlineDataFragmentSpread(name: "UserName_user", selections: [])))
        let artifact = #"{"kind": "InlineDataFragment", "name": "UserName_user"}"#
        XCTAssertEqual(
            try JSONDecoder().decode(InlineDataFragment.self, from: Data(artifact.utf8)),
            InlineDataFragment(name: "UserName_user"))
        XCTAssertThrowsError(
            try JSONDecoder().decode(InlineDataFragment.self, from: Data(#"{"kind": "Fragment"}"#.utf8)))
    }

    func testConnectionArtifactDecodesHandleAndMetadata() throws {
        let json = try XCTUnwrap(RelayCompilerArtifacts.documents["connection"]?.first)
        let request = try JSONDecoder().decode(ConcreteRequest.self, from: Data(json.utf8))
        XCTAssertEqual(request.params.operationKind, .query)
        XCTAssertEqual(request.params.metadata.connection?.map(\.path), [nil, ["node", "comments"]])
        XCTAssertEqual(request.params.metadata.connection?.first?.direction, .forward)
        guard case .linkedField(let node) = request.operation.selections.first,
            case .inlineFragment(let story) = node.selections.last
        else { return XCTFail("expected node { ... on Story }") }
        XCTAssertEqual(story.type, "Story")
        XCTAssertEqual(story.selections.count, 2)
        guard case .linkedHandle(let handle) = story.selections[1] else {
            return XCTFail("expected the connection handle after the field")
        }
        XCTAssertEqual(handle.handle, "connection")
        XCTAssertEqual(handle.key, "NodeQuery_comments")
        XCTAssertEqual(handle.handleStorageKey(variables: [:]), "__NodeQuery_comments_connection")
        XCTAssertEqual(handle.fieldStorageKey(variables: [:]), "comments(first:10)")
    }

    func testAppendEdgeHandleArgs() throws {
        let json = try XCTUnwrap(RelayCompilerArtifacts.documents["append-edge"]?.first)
        let request = try JSONDecoder().decode(ConcreteRequest.self, from: Data(json.utf8))
        XCTAssertEqual(request.params.operationKind, .mutation)
        guard case .linkedField(let payload) = request.operation.selections.first else {
            return XCTFail("expected the mutation field")
        }
        let handles = payload.selections.compactMap { selection -> FieldHandle? in
            if case .linkedHandle(let handle) = selection { return handle }
            return nil
        }
        XCTAssertEqual(handles.map(\.handle), ["appendEdge"])
        XCTAssertEqual(handles.first?.handleArgs, [.variable(name: "connections", variableName: "connections")])
    }

    func testUnknownSelectionKindIsADecodingError() {
        let json = #"{"kind":"Defer","selections":[]}"#
        XCTAssertThrowsError(try JSONDecoder().decode(NormalizationSelection.self, from: Data(json.utf8)))
    }

    func testMissingOptionalKeysAreTolerated() throws {
        let json = #"{"kind":"LinkedField","name":"viewer","selections":[{"kind":"ScalarField","name":"id"}]}"#
        let field = try JSONDecoder().decode(ReaderSelection.self, from: Data(json.utf8))
        XCTAssertEqual(
            field, .linkedField(ReaderLinkedField(name: "viewer", selections: [.scalarField(ScalarField(name: "id"))])))
    }
}

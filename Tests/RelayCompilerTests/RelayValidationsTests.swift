import GraphQLSyntax
import XCTest

@testable import RelayCompiler

/// The cycle check searches only from fragments that can reach a cycle: those on one are
/// reported, those that merely lead into one or hang below one are not. Aliases the store
/// reserves are reported with Relay's words, each rule it breaks once.
final class RelayValidationsTests: XCTestCase {
    func testReservedAndDoubleUnderscoreAliases() throws {
        let program = try TestSupport.build(
            """
            fragment F on User {
              id: name
              __typename: name
              __id: todos(first: 1) { totalCount }
              __other: name
              id
              __typename
            }
            """
        ).program
        XCTAssertEqual(
            RelayValidations.validate(program, schema: TestSupport.todoSchema).map(\.message),
            [
                "Relay does not allow aliasing fields to `id`.",
                "Relay does not allow aliasing fields to `__typename`.",
                "No fields can have an alias that start with two underscores.",
                "Relay does not allow aliasing fields to `__id`.",
                "No fields can have an alias that start with two underscores.",
                "No fields can have an alias that start with two underscores.",
            ])
    }

    private func cycleMessages(_ text: String) throws -> [String] {
        let program = try TestSupport.build(text).program
        return RelayValidations.validate(program, schema: TestSupport.todoSchema).map(\.message)
    }

    func testOnlyTheFragmentsOnACycleAreReported() throws {
        let messages = try cycleMessages(
            """
            fragment Entry on User { ...A }
            fragment A on User { id ...B }
            fragment B on User { ...C ...Leaf }
            fragment C on User { ...A }
            fragment Leaf on User { name }
            fragment Self on User { ...Self }
            """)
        XCTAssertEqual(
            messages.sorted(),
            [
                "Found a circular reference from fragment 'A'.", "Found a circular reference from fragment 'B'.",
                "Found a circular reference from fragment 'C'.", "Found a circular reference from fragment 'Self'.",
            ])
    }

    func testAnAcyclicProjectHasNoCycleReports() throws {
        let messages = try cycleMessages(
            """
            fragment A on User { ...B ...C }
            fragment B on User { ...C ...Missing }
            fragment C on User { id }
            """)
        XCTAssertEqual(messages, [])
    }
}

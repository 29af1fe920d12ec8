import GraphQLSchema
import XCTest

@testable import RelayCompiler

/// Redundancy removal drops only what is fetched anyway: for every type a record may have and
/// every value of the conditions, the fields read from a response are the same before and
/// after. And it is done once: removing again changes nothing.
final class SkipRedundantTransformTests: XCTestCase {
    private let text = """
        query Q($a: Boolean!, $b: Boolean!) {
          node(id: "1") {
            id
            ... @include(if: $a) {
              id
              ... on User { name completedCount ... @include(if: $b) { name } }
            }
            ... on User {
              id
              name
              todos(first: 2) { totalCount edges { node { id text } } }
              ... @include(if: $a) { name totalCount todos(first: 2) { totalCount pageInfo { hasNextPage } } }
            }
            ... on Todo @skip(if: $b) { id text ... on Node { id } }
          }
          viewer {
            name
            todos(first: 2) { edges { cursor node { id } } }
            ... @include(if: $b) { todos(first: 2) { edges { cursor node { id complete } } } }
            ... @skip(if: $b) { name }
          }
        }
        """

    func testWhatIsFetchedIsTheSameForEveryTypeAndCondition() throws {
        let schema = TestSupport.todoSchema
        // `@include`/`@skip` lowered into conditions, as the compiler does first.
        let built = try TestSupport.build(text).program
        let lowered = ConditionTransform.transform(InlineFragmentTypeTransform.transform(built))
        let flat = FlattenTransform.transform(lowered)
        let skipped = SkipRedundantTransform.transform(flat)
        let before = flat.operations[0].selections, after = skipped.operations[0].selections
        XCTAssertLessThan(count(after), count(before), "something is redundant in the query")
        for nodeType in ["User", "Todo"] {
            for a in [false, true] {
                for b in [false, true] {
                    let context = Context(schema: schema, nodeType: nodeType, values: ["a": a, "b": b])
                    XCTAssertEqual(
                        context.fetched(after, on: schema.queryType!), context.fetched(before, on: schema.queryType!),
                        "node: \(nodeType), a: \(a), b: \(b)")
                }
            }
        }
        let again = SkipRedundantTransform.transform(skipped)
        XCTAssertEqual(count(again.operations[0].selections), count(after))
    }

    /// How many selections there are, at any depth.
    private func count(_ selections: [IR.Selection]) -> Int {
        selections.reduce(0) { $0 + 1 + count($1.children) }
    }

    /// What a response holds for a choice of the `node`'s type and of the variables.
    private struct Context {
        let schema: GraphQLSchema
        let nodeType: String
        let values: [String: Bool]

        /// The paths of the fields read, as `parent.key` strings.
        func fetched(_ selections: [IR.Selection], on type: TypeID, path: String = "") -> Set<String> {
            var paths = Set<String>()
            for selection in selections {
                switch selection {
                case .scalarField(let field):
                    paths.insert(path + "." + field.responseKey)
                case .linkedField(let field):
                    let fieldPath = path + "." + field.responseKey
                    paths.insert(fieldPath)
                    var childType = field.type.namedType
                    if schema.kind(of: childType).isAbstract { childType = schema.typeID(named: nodeType)! }
                    paths.formUnion(fetched(field.selections, on: childType, path: fieldPath))
                case .inlineFragment(let fragment):
                    guard let condition = fragment.typeCondition else {
                        paths.formUnion(fetched(fragment.selections, on: type, path: path))
                        continue
                    }
                    if condition == type || schema.isSubType(type, of: condition) {
                        paths.formUnion(fetched(fragment.selections, on: type, path: path))
                    }
                case .condition(let condition):
                    if case .variable(let name) = condition.value, values[name] == condition.passingValue {
                        paths.formUnion(fetched(condition.selections, on: type, path: path))
                    }
                case .clientExtension(let nested):
                    paths.formUnion(fetched(nested, on: type, path: path))
                case .fragmentSpread(let spread):
                    paths.insert(path + "..." + spread.name.value)
                }
            }
            return paths
        }
    }
}

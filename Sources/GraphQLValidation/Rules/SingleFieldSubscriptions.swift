import GraphQLSchema
import GraphQLSyntax

/// §5.2.3.1: a subscription selects exactly one root field, and not an introspection field.
/// (In Relay's mode, fields of client schema extensions are not counted: the server never sees
/// them.)
/// Fields are collected as execution collects them: fragments whose condition cannot apply
/// to the subscription type are left out, as are fields skipped by a literal
/// `@skip(if: true)` or `@include(if: false)`.
enum SingleFieldSubscriptions {
    static let name = "SingleFieldSubscriptions"

    static func check(_ operation: OperationDefinition, in walker: DocumentWalker) {
        guard operation.operation == .subscription, let root = walker.schema.subscriptionType else { return }
        var collector = Collector(walker: walker, runtimeType: root)
        collector.collect(operation.selectionSet)
        let subject = operation.name.map { "Subscription \"\($0.value)\"" } ?? "Anonymous Subscription"
        var groups = collector.groups
        if walker.context.options.clientFieldsAreNotSubscribed, walker.schema.hasClientExtensions {
            let schema = walker.schema
            groups.removeAll { group in
                schema.field(named: group.fields[0].field.name.value, on: root).map(schema.isClientExtension) ?? false
            }
        }
        if groups.count > 1 {
            let extra = groups.dropFirst().flatMap(\.fields)
            report(
                "\(subject) must select only one top level field.", fields: extra, walker: walker)
        }
        for group in groups where group.fields[0].field.name.value.hasPrefix("__") {
            report("\(subject) must not select an introspection top level field.", fields: group.fields, walker: walker)
        }
    }

    private static func report(_ message: String, fields: [Collector.Located], walker: DocumentWalker) {
        guard let first = fields.first else { return }
        walker.context.report(
            name, message, at: first.field.span, in: first.document,
            related: fields.dropFirst().map {
                ("field \"\($0.field.responseKey)\"", .init(document: $0.document, span: $0.field.span))
            })
    }

    /// The reference's `collectFields` with no variable values.
    private struct Collector {
        struct Located {
            var field: Field
            var document: Int
        }

        struct Group {
            var key: String
            var fields: [Located]
        }

        let walker: DocumentWalker
        let runtimeType: TypeID
        var groups: [Group] = []
        var visitedFragments: Set<String> = []

        init(walker: DocumentWalker, runtimeType: TypeID) {
            self.walker = walker
            self.runtimeType = runtimeType
        }

        mutating func collect(_ selectionSet: SelectionSet, document: Int? = nil) {
            let document = document ?? walker.document
            for selection in selectionSet.selections {
                switch selection {
                case .field(let field):
                    guard !field.directives.isExcludedByLiteralCondition else { continue }
                    let key = field.responseKey
                    if let index = groups.firstIndex(where: { $0.key == key }) {
                        groups[index].fields.append(Located(field: field, document: document))
                    } else {
                        groups.append(Group(key: key, fields: [Located(field: field, document: document)]))
                    }
                case .inlineFragment(let inline):
                    guard !inline.directives.isExcludedByLiteralCondition, conditionApplies(inline.typeCondition?.value)
                    else { continue }
                    collect(inline.selectionSet, document: document)
                case .fragmentSpread(let spread):
                    let program = walker.context.program
                    guard !spread.directives.isExcludedByLiteralCondition, !visitedFragments.contains(spread.name.value)
                    else { continue }
                    visitedFragments.insert(spread.name.value)
                    guard let index = program.fragment(named: spread.name.value) else { continue }
                    let fragment = program.fragments[Int(index)]
                    guard conditionApplies(fragment.definition.typeCondition.value) else { continue }
                    collect(fragment.definition.selectionSet, document: fragment.document)
                }
            }
        }

        private func conditionApplies(_ condition: String?) -> Bool {
            guard let condition else { return true }
            guard let type = walker.schema.typeID(named: condition) else { return false }
            if type == runtimeType { return true }
            return walker.context.kind(of: type).isAbstract && walker.schema.isSubType(runtimeType, of: type)
        }
    }
}

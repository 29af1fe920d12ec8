import GraphQLSchema

extension IR.Selection {
    /// The selection's location, where it has one of its own (fields: their name).
    var location: IR.Location? {
        switch self {
        case .scalarField(let field): field.name.location
        case .linkedField(let field): field.name.location
        case .inlineFragment(let fragment): fragment.location
        case .fragmentSpread(let spread): spread.name.location
        case .condition(let condition): condition.location
        case .clientExtension(let selections): selections.first?.location
        }
    }
}

extension IR.Argument {
    /// The argument as `name: value`, to tell apart fields that differ only by arguments.
    var signature: String { name.value + ":" + value.graphQLText }
}

extension [IR.Argument] {
    /// The arguments sorted by name, as `a:1,b:$x`.
    var signature: String { sorted { $0.name.value < $1.name.value }.map(\.signature).joined(separator: ",") }
}

extension IR.Directive {
    /// The directive as `@name(a: 1)`.
    var signature: String {
        "@" + name.value + "(" + arguments.signature + ")"
    }
}

extension IR.ScalarField {
    /// What identifies the field's value in a response: its key and arguments.
    var mergeKey: String { fieldMergeKey(responseKey, arguments, directives) }
}

extension IR.LinkedField {
    /// What identifies the field's value in a response: its key and arguments.
    var mergeKey: String { fieldMergeKey(responseKey, arguments, directives) }
}

/// A field's response key alone when it has no arguments or directives (most fields): no text
/// is built then. A response key holds no `(`, so the two forms never collide. An argument
/// passed `null` is left out, as the artifacts and the query text leave it out.
private func fieldMergeKey(_ responseKey: String, _ arguments: [IR.Argument], _ directives: [IR.Directive]) -> String {
    if arguments.isEmpty && directives.isEmpty { return responseKey }
    let passed = arguments.contains { $0.value == .null } ? arguments.filter { $0.value != .null } : arguments
    return responseKey + "(" + passed.signature + ")" + directives.map(\.signature).joined()
}

/// What makes two selections of one list the same selection, to be merged by flattening.
enum SelectionKey: Hashable {
    case scalarField(String)
    case linkedField(String)
    case inlineFragment(typeCondition: TypeID?, directives: String)
    case fragmentSpread(String)
    case condition(value: String, passingValue: Bool)
    case clientExtension

    init(_ selection: IR.Selection) {
        switch selection {
        case .scalarField(let field): self = .scalarField(field.mergeKey)
        case .linkedField(let field): self = .linkedField(field.mergeKey)
        case .inlineFragment(let fragment):
            self = .inlineFragment(
                typeCondition: fragment.typeCondition,
                directives: fragment.directives.isEmpty ? "" : fragment.directives.map(\.signature).joined())
        case .fragmentSpread(let spread):
            self =
                spread.arguments.isEmpty && spread.directives.isEmpty
                ? .fragmentSpread(spread.name.value)
                : .fragmentSpread(
                    spread.name.value + "(" + spread.arguments.signature + ")"
                        + spread.directives.map(\.signature).joined())
        case .condition(let condition):
            self = .condition(value: condition.value.graphQLText, passingValue: condition.passingValue)
        case .clientExtension: self = .clientExtension
        }
    }
}

/// What two selections of one list must share for their `SelectionKey`s to be equal, without
/// the text of arguments and directives: cheap to build, so that lists in which nothing
/// repeats never build the full keys.
enum CoarseSelectionKey: Hashable {
    case field(String)
    case inlineFragment(TypeID?)
    case fragmentSpread(String)
    case condition(passingValue: Bool)
    case clientExtension

    init(_ selection: IR.Selection) {
        switch selection {
        case .scalarField(let field): self = .field(field.responseKey)
        case .linkedField(let field): self = .field(field.responseKey)
        case .inlineFragment(let fragment): self = .inlineFragment(fragment.typeCondition)
        case .fragmentSpread(let spread): self = .fragmentSpread(spread.name.value)
        case .condition(let condition): self = .condition(passingValue: condition.passingValue)
        case .clientExtension: self = .clientExtension
        }
    }
}

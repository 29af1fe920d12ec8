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

extension IR.Selection {
    /// Whether two selections of one list are the same selection, to be merged by flattening:
    /// fields with one response key, arguments (in any order; those passed `null` left out,
    /// as the artifacts and the query text leave them out) and directives; inline fragments on
    /// one type with the same alias, directives and `@inline` spread; spreads of one fragment
    /// with the same arguments and directives; conditions on one value; client extensions.
    /// Compared in place: no key text is built.
    func isSame(as other: IR.Selection) -> Bool {
        switch (self, other) {
        case (.scalarField(let first), .scalarField(let second)):
            first.responseKeyHash == second.responseKeyHash && first.responseKey == second.responseKey
                && sameArguments(first.arguments, second.arguments, ignoringNull: true)
                && sameDirectives(first.directives, second.directives)
        case (.linkedField(let first), .linkedField(let second)):
            first.responseKeyHash == second.responseKeyHash && first.responseKey == second.responseKey
                && sameArguments(first.arguments, second.arguments, ignoringNull: true)
                && sameDirectives(first.directives, second.directives)
        case (.inlineFragment(let first), .inlineFragment(let second)):
            first.typeCondition == second.typeCondition && first.alias == second.alias
                && sameDirectives(first.directives, second.directives)
                && sameInlineData(first.inlineData, second.inlineData)
        case (.fragmentSpread(let first), .fragmentSpread(let second)):
            first.name.value == second.name.value
                && sameArguments(first.arguments, second.arguments, ignoringNull: false)
                && sameDirectives(first.directives, second.directives)
        case (.condition(let first), .condition(let second)):
            first.passingValue == second.passingValue && first.value == second.value
        case (.clientExtension, .clientExtension):
            true
        default:
            false
        }
    }
}

/// Whether two argument lists pass the same values by name, in any order (a list names each
/// argument once).
func sameArguments(_ first: [IR.Argument], _ second: [IR.Argument], ignoringNull: Bool) -> Bool {
    if first.isEmpty && second.isEmpty { return true }
    let first = ignoringNull ? first.filter { $0.value != .null } : first
    let second = ignoringNull ? second.filter { $0.value != .null } : second
    guard first.count == second.count else { return false }
    return first.allSatisfy { argument in
        second.contains { $0.name.value == argument.name.value && $0.value == argument.value }
    }
}

/// Whether two inline fragments read the same `@inline` fragment with the same arguments, or
/// neither reads one.
private func sameInlineData(_ first: IR.InlineDataSpread?, _ second: IR.InlineDataSpread?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    return first.fragmentName.value == second.fragmentName.value
        && sameArguments(first.arguments, second.arguments, ignoringNull: false)
}

/// Whether two directive lists are the same directives with the same arguments, in order.
private func sameDirectives(_ first: [IR.Directive], _ second: [IR.Directive]) -> Bool {
    guard first.count == second.count else { return false }
    return zip(first, second).allSatisfy {
        $0.name.value == $1.name.value && sameArguments($0.arguments, $1.arguments, ignoringNull: false)
    }
}

extension IR.Selection {
    /// What two selections of one list must share to be the same selection (`isSame(as:)`),
    /// without their arguments and directives, as one integer: the kind of selection (fields,
    /// scalar or linked, share one) above its response key's hash (fields), type (inline
    /// fragments), name's hash (spreads) or passing value (conditions). Flattening compares in full only the selections that share
    /// one; two different keys rarely share a hash, and such a pair is compared in full.
    var coarseKey: UInt64 {
        switch self {
        case .scalarField(let field): 1 << 32 | UInt64(field.responseKeyHash)
        case .linkedField(let field): 1 << 32 | UInt64(field.responseKeyHash)
        case .inlineFragment(let fragment):
            2 << 32 | UInt64(fragment.typeCondition.map { UInt32(bitPattern: $0.rawValue) &+ 1 } ?? 0)
        case .fragmentSpread(let spread): 3 << 32 | UInt64(NameTable.hash(spread.name.value))
        case .condition(let condition): 4 << 32 | (condition.passingValue ? 1 : 0)
        case .clientExtension: 5 << 32
        }
    }
}

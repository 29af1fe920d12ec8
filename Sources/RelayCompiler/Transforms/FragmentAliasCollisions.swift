import GraphQLSchema
import GraphQLSyntax

/// Reports an `@alias` that names what another selection of the same object names: a field's
/// response key, or another alias on a different fragment. The reader would keep only the
/// later value under the key, and the generated type only the first. (An alias repeated on the
/// same fragment, under a condition say, is one object and fine.) Checked on the lowered
/// selections of each definition that uses `@alias`, by `FragmentAliasTransform`.
struct FragmentAliasCollisions {
    /// What a key of one object is taken by.
    private enum Taker {
        case field
        /// An aliased fragment: its type condition and, for a spread, the fragment's name.
        case alias(TypeID?, spread: String?)
    }

    private(set) var diagnostics: [Diagnostic] = []

    /// Checks every object of `selections`.
    mutating func check(_ selections: [IR.Selection]) {
        var taken: [String: (taker: Taker, location: IR.Location)] = [:]
        check(selections, sameObject: &taken)
    }

    /// Gathers the keys of one object's selections into `taken` (through inline fragments,
    /// conditions and client extensions, which read the same object) and checks each object
    /// below it afresh.
    private mutating func check(
        _ selections: [IR.Selection], sameObject taken: inout [String: (taker: Taker, location: IR.Location)]
    ) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                note(field.responseKey, .field, at: field.name.location, in: &taken)
            case .linkedField(let field):
                note(field.responseKey, .field, at: field.name.location, in: &taken)
                check(field.selections)
            case .inlineFragment(let fragment):
                guard let alias = fragment.alias else {
                    check(fragment.selections, sameObject: &taken)
                    continue
                }
                let spread: String? =
                    if alias.wrapsSpread, case .fragmentSpread(let spread)? = fragment.selections.first {
                        spread.name.value
                    } else {
                        nil
                    }
                note(
                    alias.name.value, .alias(fragment.typeCondition, spread: spread), at: alias.name.location,
                    in: &taken)
                check(fragment.selections)
            case .condition(let condition):
                check(condition.selections, sameObject: &taken)
            case .clientExtension(let nested):
                check(nested, sameObject: &taken)
            case .fragmentSpread:
                continue
            }
        }
    }

    private mutating func note(
        _ key: String, _ taker: Taker, at location: IR.Location,
        in taken: inout [String: (taker: Taker, location: IR.Location)]
    ) {
        guard let earlier = taken[key] else {
            taken[key] = (taker, location)
            return
        }
        switch (earlier.taker, taker) {
        case (.field, .field):
            return  // Fields are validation's business (they merge or conflict there).
        case (.alias(let firstType, let firstSpread), .alias(let type, let spread))
        where firstType == type && firstSpread == spread:
            return
        default:
            diagnostics.append(
                location.error(
                    "Expected the `@alias` name `\(key)` to name one selection of this object: another selection "
                        + "beside it has that name or response key. Give each alias a name of its own.",
                    notes: [earlier.location.note("the other selection named `\(key)`")]))
        }
    }
}

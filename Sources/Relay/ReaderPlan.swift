import RelayNodes

/// A reader AST prepared for reading: class nodes, so that walking them retains one
/// reference instead of copying every string and array of a selection, with storage keys
/// formatted once when they do not depend on variables.
final class ReaderPlan: Sendable {
    /// What a node does.
    enum Kind: Sendable {
        case scalarField, linkedField, inlineFragment, fragmentSpread, condition, clientExtension
        /// A `@required` field: its one child is the field.
        case requiredField
        /// An `@alias`ed fragment: its children are read into an object of their own, under
        /// `responseKey`.
        case aliasedFragment
        /// A spread `@inline` fragment: its children are read, with the fragment's variables,
        /// into an object of their own under `responseKey` (`fragment_<Name>`).
        case inlineDataFragment
    }

    let kind: Kind
    /// The selection planned (for the parts read rarely: arguments, spreads, conditions).
    let selection: ReaderSelection
    /// The response key of a field (or of a required field's field), an aliased fragment's
    /// alias, or a spread `@inline` fragment's key; empty for other nodes.
    let responseKey: String
    /// The storage key of a field when it does not depend on variables.
    let storageKey: String?
    /// Whether a linked field is plural.
    let plural: Bool
    /// The planned selections of a linked field, inline fragment, condition or client extension.
    let children: [ReaderPlan]
    /// Whether `children` are fields only, with distinct response keys: reading them into a
    /// fresh object needs no check for a key already set.
    let childrenAreDistinctFields: Bool
    /// Whether a `@required` field is at or below this node.
    let holdsRequiredField: Bool
    /// Whether `children` read a linked field (or an alias) twice for their record (in the list
    /// and again in a matching inline fragment or condition): the reads merge into one object.
    let childrenRepeatLinkedFields: Bool

    private init(_ selection: ReaderSelection) {
        self.selection = selection
        switch selection {
        case .scalarField(let field):
            kind = .scalarField
            responseKey = field.responseKey
            storageKey = Self.constantStorageKey(field.storageKey, field.name, field.args)
            plural = false
            children = []
        case .linkedField(let field):
            kind = .linkedField
            responseKey = field.responseKey
            storageKey = Self.constantStorageKey(field.storageKey, field.name, field.args)
            plural = field.plural
            children = Self.plan(field.selections)
        case .inlineFragment(let fragment):
            kind = .inlineFragment
            (responseKey, storageKey, plural) = ("", nil, false)
            children = Self.plan(fragment.selections)
        case .fragmentSpread:
            kind = .fragmentSpread
            (responseKey, storageKey, plural) = ("", nil, false)
            children = []
        case .condition(let condition):
            kind = .condition
            (responseKey, storageKey, plural) = ("", nil, false)
            children = Self.plan(condition.selections)
        case .clientExtension(let clientExtension):
            kind = .clientExtension
            (responseKey, storageKey, plural) = ("", nil, false)
            children = Self.plan(clientExtension.selections)
        case .requiredField(let required):
            kind = .requiredField
            (responseKey, storageKey, plural) = (required.responseKey, nil, false)
            children = Self.plan([required.field])
        case .aliasedInlineFragmentSpread(let aliased):
            kind = .aliasedFragment
            (responseKey, storageKey, plural) = (aliased.name, nil, false)
            children = Self.plan(aliased.fragment.selections)
        case .inlineDataFragmentSpread(let spread):
            kind = .inlineDataFragment
            (responseKey, storageKey, plural) = (SelectorData.fragmentPointerKey(spread.name), nil, false)
            children = Self.plan(spread.selections)
        }
        childrenAreDistinctFields = Self.areDistinctFields(children)
        holdsRequiredField = kind == .requiredField || children.contains { $0.holdsRequiredField }
        childrenRepeatLinkedFields = Self.repeatLinkedFields(children)
    }

    /// Whether `plans` read a linked field's response key more than once for their record:
    /// through inline fragments, conditions and the like, which read the same record.
    private static func repeatLinkedFields(_ plans: [ReaderPlan]) -> Bool {
        var keys = Set<String>()
        func repeats(_ plans: [ReaderPlan]) -> Bool {
            plans.contains { plan in
                switch plan.kind {
                // (An aliased fragment's reads go into an object of its own, under its alias; a
                // spread `@inline` fragment's under its key.)
                case .linkedField, .aliasedFragment, .inlineDataFragment: !keys.insert(plan.responseKey).inserted
                case .inlineFragment, .condition, .clientExtension, .requiredField: repeats(plan.children)
                case .scalarField, .fragmentSpread: false
                }
            }
        }
        return repeats(plans)
    }

    private static func areDistinctFields(_ plans: [ReaderPlan]) -> Bool {
        var keys = Set<String>()
        for plan in plans {
            guard
                [.scalarField, .linkedField, .requiredField, .aliasedFragment, .inlineDataFragment].contains(plan.kind),
                keys.insert(plan.responseKey).inserted
            else {
                return false
            }
        }
        return true
    }

    /// The action of a `@required` field's node.
    var requiredAction: RequiredFieldAction {
        guard case .requiredField(let required) = selection else { return .none }
        return required.action
    }

    /// The precomputed key, or the bare name of a field without arguments; `nil` when the
    /// key must be formatted from variables.
    static func constantStorageKey(_ precomputed: String?, _ name: String, _ args: [Argument]?) -> String? {
        if let precomputed { return precomputed }
        guard let args, !args.isEmpty else { return name }
        return nil
    }

    /// The storage key of this field for `variables`.
    func storageKey(variables: VariableData) -> String {
        if let storageKey { return storageKey }
        switch selection {
        case .scalarField(let field): return field.storageKey(variables: variables)
        case .linkedField(let field): return field.storageKey(variables: variables)
        default: return responseKey
        }
    }

    /// A fragment's (or an operation's) root selections planned, with what the reader needs to
    /// know of them as a whole.
    struct Root: Sendable {
        let plans: [ReaderPlan]
        /// Whether the plans read a linked field twice for the root record.
        let repeatLinkedFields: Bool
        /// Whether a `@required` field is among or below the plans.
        let holdRequiredField: Bool
    }

    private static let cache = PlanCache<ReaderSelection, Root>()

    /// The plan of a fragment's root `selections` (cached: artifacts are planned once).
    static func cached(_ selections: [ReaderSelection]) -> Root {
        cache.plan(for: selections) { selections in
            let plans = plan(selections)
            return Root(
                plans: plans, repeatLinkedFields: repeatLinkedFields(plans),
                holdRequiredField: plans.contains { $0.holdsRequiredField })
        }
    }

    private static func plan(_ selections: [ReaderSelection]) -> [ReaderPlan] {
        selections.map(ReaderPlan.init)
    }
}

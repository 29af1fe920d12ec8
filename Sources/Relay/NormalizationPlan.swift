import RelayNodes

/// A normalization AST prepared for normalizing: class nodes, so that walking them retains
/// one reference instead of copying every string and array of a selection, with storage keys
/// formatted once when they do not depend on variables.
final class NormalizationPlan: Sendable {
    /// What a node does.
    enum Kind: Sendable {
        case scalarField, linkedField, inlineFragment, condition, clientExtension, handle, typeDiscriminator
    }

    let kind: Kind
    /// The selection planned (for the parts read rarely: handles, conditions, fragments).
    let selection: NormalizationSelection
    /// The response key of a field; empty for other nodes.
    let responseKey: String
    /// The storage key of a field when it does not depend on variables.
    let storageKey: String?
    /// Whether a linked field is plural.
    let plural: Bool
    /// The type of a linked field's records when it is concrete.
    let concreteType: String?
    /// The planned selections of a linked field, inline fragment, condition or client extension.
    let children: [NormalizationPlan]
    /// Whether `children` are fields with distinct storage keys known in advance (and
    /// handles): storing them into a fresh record needs no check for a key already set.
    let childrenAreDistinctFields: Bool

    private init(_ selection: NormalizationSelection) {
        self.selection = selection
        var responseKey = ""
        var storageKey: String?
        var plural = false
        var concreteType: String?
        var children: [NormalizationPlan] = []
        switch selection {
        case .scalarField(let field):
            kind = .scalarField
            responseKey = field.responseKey
            storageKey = ReaderPlan.constantStorageKey(field.storageKey, field.name, field.args)
        case .linkedField(let field):
            kind = .linkedField
            responseKey = field.responseKey
            storageKey = ReaderPlan.constantStorageKey(field.storageKey, field.name, field.args)
            plural = field.plural
            concreteType = field.concreteType
            children = Self.plan(field.selections)
        case .inlineFragment(let fragment):
            kind = .inlineFragment
            children = Self.plan(fragment.selections)
        case .condition(let condition):
            kind = .condition
            children = Self.plan(condition.selections)
        case .clientExtension(let clientExtension):
            kind = .clientExtension
            children = Self.plan(clientExtension.selections)
        case .linkedHandle, .scalarHandle:
            kind = .handle
        case .typeDiscriminator:
            kind = .typeDiscriminator
        }
        self.responseKey = responseKey
        self.storageKey = storageKey
        self.plural = plural
        self.concreteType = concreteType
        self.children = children
        childrenAreDistinctFields = Self.areDistinctFields(children)
    }

    private static func areDistinctFields(_ plans: [NormalizationPlan]) -> Bool {
        var keys = Set<String>()
        for plan in plans where plan.kind != .handle {
            guard plan.kind == .scalarField || plan.kind == .linkedField, let key = plan.storageKey,
                keys.insert(key).inserted
            else { return false }
        }
        return true
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

    private static let cache = PlanCache<NormalizationSelection, [NormalizationPlan]>()

    /// The plan of `selections` (cached: artifacts are planned once).
    static func cached(_ selections: [NormalizationSelection]) -> [NormalizationPlan] {
        cache.plan(for: selections, build: plan)
    }

    private static func plan(_ selections: [NormalizationSelection]) -> [NormalizationPlan] {
        selections.map(NormalizationPlan.init)
    }
}

import Relay

/// Short constructors for hand-written artifacts (until the code generator writes them).
enum N {
    static func scalar(_ name: String, alias: String? = nil) -> NormalizationSelection {
        .scalarField(ScalarField(alias: alias, name: name))
    }

    static func linked(
        _ name: String, alias: String? = nil, type: String?, plural: Bool = false, args: [Argument]? = nil,
        storageKey: String? = nil, _ selections: [NormalizationSelection]
    ) -> NormalizationSelection {
        .linkedField(
            NormalizationLinkedField(
                alias: alias, name: name, args: args, concreteType: type, plural: plural, selections: selections,
                storageKey: storageKey))
    }

    static func handle(
        _ handle: String, field: String, key: String = "", args: [Argument]? = nil, filters: [String]? = nil,
        handleArgs: [Argument]? = nil, scalar: Bool = false
    ) -> NormalizationSelection {
        let node = FieldHandle(
            name: field, args: args, handle: handle, key: key, filters: filters, handleArgs: handleArgs)
        return scalar ? .scalarHandle(node) : .linkedHandle(node)
    }

    static let clientID: NormalizationSelection = .clientExtension(
        NormalizationClientExtension(selections: [scalar("__id")]))
}

enum R {
    static func scalar(_ name: String, alias: String? = nil) -> ReaderSelection {
        .scalarField(ScalarField(alias: alias, name: name))
    }

    static func linked(
        _ name: String, alias: String? = nil, type: String?, plural: Bool = false, args: [Argument]? = nil,
        storageKey: String? = nil, _ selections: [ReaderSelection]
    ) -> ReaderSelection {
        .linkedField(
            ReaderLinkedField(
                alias: alias, name: name, args: args, concreteType: type, plural: plural, selections: selections,
                storageKey: storageKey))
    }

    static func spread(_ name: String, args: [Argument]? = nil) -> ReaderSelection {
        .fragmentSpread(FragmentSpread(name: name, args: args))
    }

    static let clientID: ReaderSelection = .clientExtension(ReaderClientExtension(selections: [scalar("__id")]))

    static func required(_ field: ReaderSelection, _ action: RequiredFieldAction) -> ReaderSelection {
        .requiredField(RequiredField(field: field, action: action))
    }
}

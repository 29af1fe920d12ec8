import GraphQLSchema
import RelayCompiler
import RelayNodes

/// The types `@required` gives generated properties. A `@required` field is non-optional:
/// when it is `null` the read makes the object holding it `null` instead (see Relay's
/// `RequiredFieldAction`). So a linked field with a `@required` child that does not throw
/// holds optional objects (each item of a list, or the field itself), unless it is
/// `@required` in turn, which passes the `null` further up.
enum RequiredFieldTypes {
    /// The type a read gives a field of schema type `type`.
    static func readType(
        _ type: SchemaTypeReference, required: RequiredFieldAction?, children: [IR.Selection]? = nil
    ) -> SchemaTypeReference {
        var type = type
        if let children, childrenCanBeNulled(children) { type = withNullableObjects(type) }
        if required != nil { type = type.wrappedInNonNull() ?? type }
        return type
    }

    /// Whether a `@required` field of these selections (within the same object: through
    /// unaliased inline fragments, conditions and client extensions) may make the object
    /// `null` rather than throw.
    private static func childrenCanBeNulled(_ selections: [IR.Selection]) -> Bool {
        selections.contains { selection in
            switch selection {
            case .scalarField(let field): field.required.map { $0 != .throw } ?? false
            case .linkedField(let field): field.required.map { $0 != .throw } ?? false
            // (An aliased fragment's `@required` fields null its own object.)
            case .inlineFragment(let fragment): !fragment.isReadOnItsOwn && childrenCanBeNulled(fragment.selections)
            case .condition(let condition): childrenCanBeNulled(condition.selections)
            case .clientExtension(let selections): childrenCanBeNulled(selections)
            case .fragmentSpread: false
            }
        }
    }

    /// `type` with its innermost (object) level nullable: `User!` → `User`, `[User!]!` → `[User]!`.
    private static func withNullableObjects(_ type: SchemaTypeReference) -> SchemaTypeReference {
        switch type.shape {
        case .named:
            return type
        case .nonNull(let inner):
            guard case .list = inner.shape else { return inner }
            return withNullableObjects(inner).wrappedInNonNull() ?? type
        case .list(let item):
            return withNullableObjects(item).wrappedInList() ?? type
        }
    }
}

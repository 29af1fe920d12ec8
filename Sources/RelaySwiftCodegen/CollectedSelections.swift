import GraphQLSchema
import RelayCompiler

/// The fields of one selection set merged by response key, in first-seen order, and the
/// selections of its inline fragments on object types (for a type switch).
struct CollectedSelections {
    /// What a response key holds.
    enum Kind {
        /// A scalar or enum field (`__typename` and `__id` included).
        case scalar(name: String, type: SchemaTypeReference, location: IR.Location)
        /// A linked field and the selections of all its occurrences.
        case linked(type: SchemaTypeReference, parts: [SelectionModelBuilder.Part])
        /// A fragment spread's pointer.
        case fragmentPointer(fragmentName: String)
        /// A spread `@inline` fragment's data, read in place: `nullable` when the record may
        /// not be of the type its selections refine to. (`@required` is not allowed in such a
        /// fragment.)
        case inlineData(fragmentName: String, nullable: Bool)
    }

    /// One response key.
    struct Field {
        var key: String
        var kind: Kind
        /// Whether every occurrence may be absent.
        var conditional: Bool
        /// What the schema says of the field (`SchemaDocumentation`), if anything.
        var documentation: String?
    }

    /// The response keys in first-seen order.
    private(set) var fields: [Field] = []
    /// Where each key is in `fields`, once there are more than `fewestFieldsForIndex`: most
    /// selection sets are short, and a short list is searched faster than a key is hashed.
    private var positions: [String: Int]?
    private static let fewestFieldsForIndex = 16
    /// Object types that inline fragments on an abstract parent select on, in order.
    var refinementOrder: [TypeID] = []
    var refinements: [TypeID: [SelectionModelBuilder.Part]] = [:]

    /// Adds an occurrence of a key: a key is conditional only while all its occurrences are.
    mutating func add(_ key: String, _ kind: Kind, conditional: Bool, documentation: String? = nil) {
        guard let position = position(of: key) else {
            fields.append(Field(key: key, kind: kind, conditional: conditional, documentation: documentation))
            if positions != nil {
                positions?[key] = fields.count - 1
            } else if fields.count > Self.fewestFieldsForIndex {
                positions = Dictionary(uniqueKeysWithValues: fields.indices.map { (fields[$0].key, $0) })
            }
            return
        }
        fields[position].conditional = fields[position].conditional && conditional
        if case .linked(let type, let parts) = fields[position].kind, case .linked(_, let newParts) = kind {
            fields[position].kind = .linked(type: type, parts: parts + newParts)
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return fields.firstIndex { $0.key == key }
    }

    /// Adds selections of an inline fragment on object type `type`.
    mutating func addRefinement(_ type: TypeID, _ part: SelectionModelBuilder.Part) {
        if refinements[type] == nil { refinementOrder.append(type) }
        refinements[type, default: []].append(part)
    }
}

extension SelectionModelBuilder {
    /// Merges `selections` on `type` into `collected`.
    func collect(
        _ selections: [IR.Selection], on type: TypeID, conditional: Bool, into collected: inout CollectedSelections
    ) {
        for selection in selections {
            switch selection {
            // What transforms added for the runtime (a connection's `cursor`, `pageInfo`) is
            // read into the store but is not part of the data the user asked for.
            case .scalarField(let field) where field.isGenerated:
                continue
            case .linkedField(let field) where field.isGenerated:
                continue
            case .scalarField(let field):
                let readType = RequiredFieldTypes.readType(field.type, required: field.required)
                collected.add(
                    field.responseKey, .scalar(name: field.name.value, type: readType, location: field.name.location),
                    conditional: conditional,
                    documentation: SchemaDocumentation.field(
                        field.name.value, of: type, in: schema, cache: documentation))
            case .linkedField(let field):
                let readType = RequiredFieldTypes.readType(
                    field.type, required: field.required, children: field.selections)
                collected.add(
                    field.responseKey,
                    .linked(type: readType, parts: [Part(selections: field.selections, conditional: conditional)]),
                    conditional: conditional,
                    documentation: SchemaDocumentation.field(
                        field.name.value, of: type, in: schema, cache: documentation))
            case .fragmentSpread(let spread):
                collected.add(
                    "fragment_" + spread.name.value, .fragmentPointer(fragmentName: spread.name.value),
                    conditional: conditional)
            case .condition(let condition):
                collect(condition.selections, on: type, conditional: true, into: &collected)
            case .clientExtension(let selections):
                collect(selections, on: type, conditional: conditional, into: &collected)
            case .inlineFragment(let fragment):
                if let alias = fragment.alias {
                    collectAliased(fragment, as: alias, on: type, conditional: conditional, into: &collected)
                    continue
                }
                if let data = fragment.inlineData {
                    let name = data.fragmentName.value
                    collected.add(
                        "fragment_" + name,
                        .inlineData(fragmentName: name, nullable: refinesToOtherTypes(fragment.selections, on: type)),
                        conditional: conditional)
                    continue
                }
                guard let condition = fragment.typeCondition, condition != type, !schema.isSubType(type, of: condition)
                else {
                    // Always applies: the parent's own type or one of its supertypes.
                    collect(fragment.selections, on: type, conditional: conditional, into: &collected)
                    continue
                }
                if schema.kind(of: type).isAbstract, schema.kind(of: condition) == .object {
                    collected.addRefinement(condition, Part(selections: fragment.selections, conditional: conditional))
                } else {
                    // Another abstract type: applies to some records only.
                    collect(fragment.selections, on: condition, conditional: true, into: &collected)
                }
            }
        }
    }

    /// Whether a spread `@inline` fragment's selections are one inline fragment on a type the
    /// record may not be of: the runtime then reads the fragment's data as `null` for such a
    /// record (the fragment is on another type, or selects only such an inline fragment).
    private func refinesToOtherTypes(_ selections: [IR.Selection], on type: TypeID) -> Bool {
        guard selections.count == 1, case .inlineFragment(let refinement) = selections[0], !refinement.isReadOnItsOwn,
            let condition = refinement.typeCondition
        else { return false }
        return condition != type && !schema.isSubType(type, of: condition)
    }

    /// An `@alias`ed fragment: an object of its own under the alias, of the fragment's type,
    /// `nil` where the record may not be of that type.
    private func collectAliased(
        _ fragment: IR.InlineFragment, as alias: IR.FragmentAlias, on type: TypeID, conditional: Bool,
        into collected: inout CollectedSelections
    ) {
        let condition = fragment.typeCondition ?? type
        var objectType = SchemaTypeReference(named: condition)
        if condition == type || schema.isSubType(type, of: condition) {
            objectType = objectType.wrappedInNonNull() ?? objectType
        }
        collected.add(
            alias.name.value,
            .linked(
                type: RequiredFieldTypes.readType(objectType, required: nil, children: fragment.selections),
                parts: [Part(selections: fragment.selections, conditional: false)]),
            conditional: conditional)
    }
}

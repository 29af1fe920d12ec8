import GraphQLSchema
import GraphQLSyntax
import RelayCompiler

/// Builds the `Data` type tree of a definition from its reader IR.
///
/// Naming: the root type is `Data`; a linked field's type is nested in its parent and named
/// after the field's response key with the first letter upper-cased (`addTodo` →
/// `Data.AddTodo`, `todo` → `Data.AddTodo.Todo`), a list's after the singular of its key
/// (`edges: [Edge]`) where no sibling is named so, `_` appended while the name is taken or
/// reserved (`nestedTypeName`). A type switch's cases are `As<TypeName>` and `Other`.
///
/// Optionality: a field is optional when the schema says it is nullable, or when every
/// occurrence of it sits under `@include`/`@skip` or under an inline fragment on another
/// abstract type (it may be absent from the data).
struct SelectionModelBuilder {
    let schema: GraphQLSchema
    let mapper: SwiftTypeMapper
    /// Names no nested type may take: those generated code refers to from inside data types
    /// (the module's, shared by every definition, and the definition's own, with the
    /// `@inline` fragments whose data it holds).
    let reservedNames: Set<String>
    let definitionNames: [String]
    /// The run's documentation of fields.
    let documentation: SchemaDocumentation.Cache
    /// Warnings found while building (unmapped custom scalars).
    private(set) var diagnostics: [Diagnostic] = []
    /// Custom scalars already warned about, so that each gets one warning per definition.
    private var warnedScalars: Set<String> = []

    /// A builder for a definition whose generated code names `definitionNames`.
    init(
        schema: GraphQLSchema, mapper: SwiftTypeMapper, reservedNames: Set<String>, definitionNames: [String],
        documentation: SchemaDocumentation.Cache
    ) {
        self.schema = schema
        self.mapper = mapper
        self.reservedNames = reservedNames
        self.definitionNames = definitionNames
        self.documentation = documentation
    }

    /// Selections collected from one place, with whether they may be absent there.
    struct Part {
        var selections: [IR.Selection]
        var conditional: Bool
    }

    /// The model of the type named `typeName` for selections on `type`.
    mutating func model(named typeName: String, type: TypeID, parts: [Part]) -> SelectionSetModel {
        var collected = CollectedSelections()
        // A single occurrence is present exactly when its parent is: its selections are not
        // conditional relative to it.
        let effectiveParts = parts.count == 1 ? [Part(selections: parts[0].selections, conditional: false)] : parts
        for part in effectiveParts {
            collect(part.selections, on: type, conditional: part.conditional, into: &collected)
        }
        return model(named: typeName, type: type, collected: collected)
    }

    private mutating func model(named typeName: String, type: TypeID, collected: CollectedSelections)
        -> SelectionSetModel
    {
        guard !collected.refinementOrder.isEmpty else {
            return objectModel(named: typeName, type: type, collected: collected)
        }
        var common = collected
        common.refinementOrder = []
        common.refinements = [:]
        var cases: [TypeCaseModel] = []
        for refinement in collected.refinementOrder {
            var caseSelections = common
            for part in collected.refinements[refinement] ?? [] {
                collect(part.selections, on: refinement, conditional: part.conditional, into: &caseSelections)
            }
            let name = schema[refinement].name
            cases.append(
                TypeCaseModel(
                    caseName: "as" + name, typename: name,
                    model: objectModel(named: "As" + name, type: refinement, collected: caseSelections)))
        }
        let other = objectModel(named: "Other", type: type, collected: common)
        // Properties every case has with one type: scalars and pointers (a nested type's name
        // is different in every case).
        let shared = other.properties.filter { property in
            property.nested == nil
                && cases.allSatisfy {
                    $0.model.properties.contains { $0.codingKey == property.codingKey && $0.type == property.type }
                }
        }
        // A key protocol is satisfied by a shared (computed) property holding a spread, unless
        // it is optional.
        let conformances = shared.compactMap { property in
            property.spreadFragment.flatMap { SwiftTypeMapper.isOptional(property.type) ? nil : $0 + "_Key" }
        }
        return SelectionSetModel(
            typeName: typeName, properties: shared, keyConformances: conformances,
            shape: .typeSwitch(cases: cases, other: other))
    }

    private mutating func objectModel(named typeName: String, type: TypeID, collected: CollectedSelections)
        -> SelectionSetModel
    {
        // Names taken in this scope; the reserved ones are looked up where they are, not copied.
        var takenNames: Set<String> = []
        var properties: [PropertyModel] = []
        var conformances: [String] = []
        for field in collected.fields {
            let key = field.key
            let swiftType: String
            var nested: SelectionSetModel?
            var spreadFragment: String?
            switch field.kind {
            case .scalar(let name, let reference, let location):
                swiftType = scalarType(fieldName: name, reference: reference, location: location)
            case .linked(let reference, let parts):
                let nestedName = nestedTypeName(
                    for: field, isList: reference.containsList, among: collected.fields, taken: takenNames)
                takenNames.insert(nestedName)
                nested = model(named: nestedName, type: reference.namedType, parts: parts)
                swiftType = mapper.wrap(reference, named: nestedName)
            case .fragmentPointer(let fragmentName):
                swiftType = "FragmentPointer"
                spreadFragment = fragmentName
                if !field.conditional { conformances.append(fragmentName + "_Key") }
            case .inlineData(let fragmentName, let nullable):
                swiftType = nullable ? SwiftTypeMapper.optional(fragmentName + ".Data") : fragmentName + ".Data"
                spreadFragment = fragmentName
                if !field.conditional, !nullable { conformances.append(fragmentName + "_Key") }
            }
            let name = SwiftNames.unusableMemberNames.contains(key) ? key + "_" : key
            properties.append(
                PropertyModel(
                    declaredName: SwiftNames.declared(name), name: name, codingKey: key,
                    type: field.conditional ? SwiftTypeMapper.optional(swiftType) : swiftType, nested: nested,
                    spreadFragment: spreadFragment, documentation: field.documentation))
        }
        return SelectionSetModel(
            typeName: typeName, properties: properties, keyConformances: conformances, shape: .object)
    }

    /// The name of a linked field's nested type: a list's is the singular of its key, unless
    /// that is taken, reserved or a sibling's plain name (`repository` beside `repositories`
    /// keeps `Repository`, whatever their order); otherwise, and for other fields, the key
    /// upper-cased, `_` appended while taken or reserved.
    private func nestedTypeName(
        for field: CollectedSelections.Field, isList: Bool, among fields: [CollectedSelections.Field],
        taken: Set<String>
    ) -> String {
        func isFree(_ name: String) -> Bool {
            !taken.contains(name) && !reservedNames.contains(name) && !definitionNames.contains(name)
        }
        if isList, case let singularKey = SingularNoun.of(field.key), singularKey != field.key {
            let singular = SwiftNames.upperFirst(singularKey)
            if isFree(singular), !fields.contains(where: { Self.isNamed(singular, $0) }) { return singular }
        }
        var name = SwiftNames.upperFirst(field.key)
        while !isFree(name) { name += "_" }
        return name
    }

    /// Whether `field`'s nested type is named `name` plainly: a linked field whose key gives
    /// that name, not a list named after the singular of its key.
    private static func isNamed(_ name: String, _ field: CollectedSelections.Field) -> Bool {
        guard case .linked(let reference, _) = field.kind, SwiftNames.upperFirst(of: field.key, is: name) else {
            return false
        }
        return !reference.containsList || SingularNoun.of(field.key) == field.key
    }

    private mutating func scalarType(fieldName: String, reference: SchemaTypeReference, location: IR.Location)
        -> String
    {
        if fieldName == "__id" { return mapper.wrap(reference, named: "DataID") }
        let (leaf, unmapped) = mapper.leafType(reference.namedType)
        if let unmapped, warnedScalars.insert(unmapped).inserted {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "Expected a Swift type for custom scalar '\(unmapped)' in the custom scalar map, "
                        + "found none; it is generated as 'String'",
                    source: location.source, span: location.span))
        }
        return mapper.wrap(reference, named: leaf)
    }
}

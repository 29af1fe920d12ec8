import GraphQLSyntax

/// A GraphQL type system built from SDL: every named type with its fields, arguments, values
/// and extensions applied; the directives; the root operation types; the built-in scalars,
/// directives (the specification's and Relay's), introspection types and meta-fields.
///
/// Build one with `GraphQLSchema.build(from:)`, which also validates the SDL. A schema is
/// immutable and may be shared between threads. Types are numbered (`TypeID`) so that later
/// stages can store and compare them cheaply.
public final class GraphQLSchema: Sendable {
    /// Every named type, built-in ones included; `types[id.index]` is the type with ID `id`.
    public let types: [SchemaType]
    /// Every directive, built-in ones first (unless the SDL redefines them), then the SDL's.
    public let directives: [SchemaDirective]
    /// The root type of queries.
    public let queryType: TypeID?
    /// The root type of mutations, if the schema has mutations.
    public let mutationType: TypeID?
    /// The root type of subscriptions, if the schema has subscriptions.
    public let subscriptionType: TypeID?
    /// The `schema { … }` definition and `extend schema` extensions, in order.
    public let schemaDefinitions: [SchemaDefinition]
    /// The sources locations refer to: the built-in definitions at 0, then each SDL document's.
    public let sources: [Source]
    /// The SDL documents the schema was built from (those of a schema it extends first).
    public let documents: [Document]
    /// The position in `sources` of the first document that extended an already built schema
    /// (Relay's client schema extensions, `schemaExtensions`), or nil when none did: what is
    /// defined from there on exists only on the client.
    public let firstExtensionSourceIndex: Int32?

    private let typeIDs: NameTable
    /// Every type's kind, by ID (see `kind(of:)`).
    private let kinds: [TypeKind]
    private let directiveIndices: [String: Int]
    private let possibleTypeSets: PossibleTypes
    private let metaFields: MetaFields

    /// The ID of the standard `String` scalar (or the type the SDL defines with that name).
    public let stringType: TypeID?
    /// The ID of the standard `Int` scalar.
    public let intType: TypeID?
    /// The ID of the standard `Float` scalar.
    public let floatType: TypeID?
    /// The ID of the standard `Boolean` scalar.
    public let booleanType: TypeID?
    /// The ID of the standard `ID` scalar.
    public let idType: TypeID?

    /// The names of the specification's scalars (`Int`, `Float`, `String`, `Boolean`, `ID`).
    public static let standardScalarNames = Set(BuiltInDefinitions.scalarNames)

    /// The name of the source that holds the built-in definitions.
    public static let builtInSourceName = BuiltInDefinitions.sourceName

    /// The names of Relay's declarative mutation directives that take the `connections` to
    /// update (`@appendEdge`, `@prependEdge`, `@appendNode`, `@prependNode`, `@deleteEdge`):
    /// their arguments are the client's, never sent to the server.
    public static let connectionsDirectiveNames = BuiltInDefinitions.connectionsDirectives

    /// The names of the directives Relay's compiler defines (`@connection`, `@relay`,
    /// `@inline`, …): the compiler's own, never sent to a server.
    public static let relayDirectiveNames = BuiltInDefinitions.relayDirectives

    init(
        types: [SchemaType], typeIDs: NameTable, directives: [SchemaDirective], rootTypes: RootTypes,
        possibleTypes: PossibleTypes, metaFields: MetaFields, schemaDefinitions: [SchemaDefinition],
        sources: [Source], documents: [Document], firstExtensionSourceIndex: Int32?
    ) {
        self.types = types
        kinds = types.map(\.kind)
        self.typeIDs = typeIDs
        self.directives = directives
        directiveIndices = Dictionary(
            directives.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        queryType = rootTypes.query
        mutationType = rootTypes.mutation
        subscriptionType = rootTypes.subscription
        possibleTypeSets = possibleTypes
        self.metaFields = metaFields
        self.schemaDefinitions = schemaDefinitions
        self.sources = sources
        self.documents = documents
        self.firstExtensionSourceIndex = firstExtensionSourceIndex
        stringType = typeIDs["String"]
        intType = typeIDs["Int"]
        floatType = typeIDs["Float"]
        booleanType = typeIDs["Boolean"]
        idType = typeIDs["ID"]
    }

    /// Builds a schema from SDL documents, applying every extension in order, and validates
    /// it: on any error the schema is nil and every error found is returned, in source order.
    ///
    /// With `base`, the documents extend that schema (as `validate --sdl` does): a new
    /// definition that repeats one of `base` is reported as already existing in the schema.
    /// With `checks: .sdlRules`, only the reference's SDL rules are checked.
    public static func build(
        from documents: [Document], extending base: GraphQLSchema? = nil, checks: SchemaChecks = .all
    ) -> (schema: GraphQLSchema?, diagnostics: [Diagnostic]) {
        var builder = SchemaBuilder(documents: documents, base: base, checks: checks)
        return builder.build()
    }

    // MARK: Lookups

    /// The ID of the type with this name, or nil.
    public func typeID(named name: String) -> TypeID? { typeIDs[name] }

    /// The type with this name, or nil.
    public func type(named name: String) -> SchemaType? { typeIDs[name].map { types[$0.index] } }

    /// The type with this ID, which must come from this schema (like an array index); the
    /// other methods taking IDs answer nil, empty or false for an ID out of range.
    public subscript(id: TypeID) -> SchemaType { types[id.index] }

    /// The kind of the type with this ID, which must come from this schema. The compiler's
    /// passes ask it of nearly every selection, on every core at once: read from a table of
    /// its own, it does not retain the shared type object (`self[id].kind` does), whose count
    /// both cores would otherwise keep taking from each other.
    public func kind(of id: TypeID) -> TypeKind { kinds[id.index] }

    /// The directive with this name (without the `@`), or nil.
    public func directive(named name: String) -> SchemaDirective? { directiveIndices[name].map { directives[$0] } }

    /// The root type of an operation, or nil when the schema has none.
    public func rootType(for operation: OperationType) -> TypeID? {
        switch operation {
        case .query: queryType
        case .mutation: mutationType
        case .subscription: subscriptionType
        }
    }

    /// The field selectable with this name on a type: one the type defines, or a meta-field:
    /// `__typename` and Relay's `__id` on every object, interface and union type, and
    /// `__schema` and `__type` on the query type. Nil when there is none (and for types that
    /// have no fields).
    public func field(named name: String, on type: TypeID) -> SchemaField? {
        guard types.indices.contains(type.index) else { return nil }
        let schemaType = types[type.index]
        if let field = schemaType.field(named: name) { return field }
        // No type defines a field starting with `__` (the SDL checks forbid it).
        guard schemaType.kind.isComposite, name.hasPrefix("__") else { return nil }
        return metaField(named: name, on: type)
    }

    /// A meta-field selectable on a composite type, or nil.
    public func metaField(named name: String, on type: TypeID) -> SchemaField? {
        switch name {
        case "__typename": metaFields.typename
        case "__id": metaFields.id
        case "__schema": type == queryType ? metaFields.schema : nil
        case "__type": type == queryType ? metaFields.type : nil
        default: nil
        }
    }

    /// A written type (a variable's, say) resolved against the schema, or nil when its named
    /// type is unknown (or it nests more than `SchemaTypeReference.maximumWrapperCount` wrappers).
    public func typeReference(for reference: TypeReference) -> SchemaTypeReference? {
        switch reference {
        case .named(let name): typeIDs[name.value].map { SchemaTypeReference(named: $0) }
        case .list(let inner, _): typeReference(for: inner)?.wrappedInList()
        case .nonNull(let inner, _): typeReference(for: inner)?.wrappedInNonNull()
        }
    }

    /// A type reference as GraphQL writes it: `[String!]!`.
    public func describe(_ reference: SchemaTypeReference) -> String {
        reference.description { types[$0.index].name }
    }

    // MARK: Client schema extensions

    /// Whether the schema has client schema extensions (see `firstExtensionSourceIndex`).
    public var hasClientExtensions: Bool { firstExtensionSourceIndex != nil }

    /// Whether a field was defined by a client schema extension: the server does not have it.
    public func isClientExtension(_ field: SchemaField) -> Bool {
        guard let first = firstExtensionSourceIndex else { return false }
        return field.sourceIndex >= first
    }

    /// Whether a directive was defined by a client schema extension: the server does not have it.
    public func isClientExtension(_ directive: SchemaDirective) -> Bool {
        guard let first = firstExtensionSourceIndex else { return false }
        return !directive.isBuiltIn && directive.sourceIndex >= first
    }

    /// Whether a type was defined (not only extended) by a client schema extension.
    public func isClientExtension(type: TypeID) -> Bool {
        guard let first = firstExtensionSourceIndex, types.indices.contains(type.index) else { return false }
        return types[type.index].location.sourceIndex >= first
    }

    /// The location's source, or nil when the index is out of range.
    public func source(of location: SchemaSpan) -> Source? {
        sources.indices.contains(Int(location.sourceIndex)) ? sources[Int(location.sourceIndex)] : nil
    }

    // MARK: Type relations

    /// The object types a value of this type may have at run time: the members of a union,
    /// the objects implementing an interface, the object type itself, none for other kinds.
    public func possibleTypes(of type: TypeID) -> [TypeID] {
        guard types.indices.contains(type.index) else { return [] }
        return possibleTypeSets.objects(of: type, kind: types[type.index].kind)
    }

    /// The object and interface types that declare they implement an interface.
    public func implementations(of interface: TypeID) -> [TypeID] {
        possibleTypeSets.implementations(of: interface)
    }

    /// Whether `type` is a member of the union `abstract`, or implements the interface
    /// `abstract` (an object or an interface type): the reference's `isSubType`.
    public func isSubType(_ type: TypeID, of abstract: TypeID) -> Bool {
        possibleTypeSets.isSubType(type, of: abstract)
    }

    /// Whether a value could be of both types: they are the same type, one is a possible type
    /// of the other, or two abstract types have an object type in common.
    public func doTypesOverlap(_ first: TypeID, _ second: TypeID) -> Bool {
        if first == second { return true }
        guard types.indices.contains(first.index), types.indices.contains(second.index) else { return false }
        let firstIsAbstract = types[first.index].kind.isAbstract
        let secondIsAbstract = types[second.index].kind.isAbstract
        switch (firstIsAbstract, secondIsAbstract) {
        case (true, true): return possibleTypeSets.shareObject(first, second)
        case (true, false): return possibleTypeSets.isSubType(second, of: first)
        case (false, true): return possibleTypeSets.isSubType(first, of: second)
        case (false, false): return false
        }
    }

    /// Whether a value of type `candidate` is always a valid value of type `expected`: equal,
    /// or more precise (non-null for nullable, a possible type for an abstract type, item by
    /// item for lists). Used for covariant field types and variable positions.
    public func isTypeSubType(_ candidate: SchemaTypeReference, of expected: SchemaTypeReference) -> Bool {
        TypeComparison.isSubType(
            candidate, of: expected, kindOf: { self.types.indices.contains($0.index) ? self.types[$0.index].kind : nil }
        ) {
            self.possibleTypeSets.isSubType($0, of: $1)
        }
    }
}

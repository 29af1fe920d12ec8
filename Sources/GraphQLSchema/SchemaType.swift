import GraphQLSyntax

/// A named type of a schema, with its definition and every extension applied.
///
/// A class, so that reading a type out of `GraphQLSchema.types` copies one reference. One
/// class serves every kind; the members that a kind does not have are empty (a scalar has
/// no fields, an object no enum values).
public final class SchemaType: Sendable {
    /// The type's position in `GraphQLSchema.types`.
    public let id: TypeID
    /// The type's name.
    public let name: String
    /// What kind of type it is.
    public let kind: TypeKind
    /// The description written on the definition.
    public let descriptionValue: StringValue?
    /// The directives applied to the definition and then to each extension, in order.
    public let directives: [Directive]
    /// The fields of an object or interface type, definition first, then each extension's.
    public let fields: [SchemaField]
    /// The interfaces an object or interface type declares it implements, in order.
    public let interfaces: [TypeID]
    /// The members of a union type, in order.
    public let unionMembers: [TypeID]
    /// The values of an enum type, in order.
    public let enumValues: [SchemaEnumValue]
    /// The fields of an input object type, in order.
    public let inputFields: [SchemaInputValue]
    /// Whether an input object type is `@oneOf`: exactly one field must be given.
    public let isOneOf: Bool
    /// The URL given by `@specifiedBy` on a scalar type.
    public let specifiedByURL: String?
    /// Whether the type is built in (a standard scalar or an introspection type) rather than
    /// defined in the SDL.
    public let isBuiltIn: Bool
    /// Where the definition was written.
    public let location: SchemaSpan
    /// Where each extension was written, in the order they were applied.
    public let extensionLocations: [SchemaSpan]

    /// The fields, enum values or input fields by name (a type has members of one kind).
    let memberIndex: NameIndex

    init(
        id: TypeID, name: String, kind: TypeKind, descriptionValue: StringValue?, directives: [Directive],
        fields: [SchemaField], interfaces: [TypeID], unionMembers: [TypeID], enumValues: [SchemaEnumValue],
        inputFields: [SchemaInputValue], isOneOf: Bool, specifiedByURL: String?, isBuiltIn: Bool,
        location: SchemaSpan, extensionLocations: [SchemaSpan], memberIndex: NameIndex?
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.descriptionValue = descriptionValue
        self.directives = directives
        self.fields = fields
        self.interfaces = interfaces
        self.unionMembers = unionMembers
        self.enumValues = enumValues
        self.inputFields = inputFields
        self.isOneOf = isOneOf
        self.specifiedByURL = specifiedByURL
        self.isBuiltIn = isBuiltIn
        self.location = location
        self.extensionLocations = extensionLocations
        if let memberIndex {
            self.memberIndex = memberIndex
        } else if !fields.isEmpty {
            self.memberIndex = NameIndex(fields.lazy.map(\.definition.name.value))
        } else if !enumValues.isEmpty {
            self.memberIndex = NameIndex(enumValues.lazy.map(\.definition.name.value))
        } else {
            self.memberIndex = NameIndex(inputFields.lazy.map(\.definition.name.value))
        }
    }

    /// The description, decoded.
    public var description: String? { descriptionValue?.value }

    /// Whether the type is one of the introspection types (`__Type`, `__Schema`, …).
    public var isIntrospectionType: Bool { isBuiltIn && name.hasPrefix("__") }

    /// The field of an object or interface type with this name (meta-fields such as
    /// `__typename` excluded: see `GraphQLSchema.field(named:on:)`), or nil.
    public func field(named name: String) -> SchemaField? {
        fieldPosition(named: name).map { fields[$0] }
    }

    /// The position in `fields` of the field with this name, or nil.
    func fieldPosition(named name: String) -> Int? {
        // The index holds whichever members the type has: look in it only for fields.
        guard !fields.isEmpty else { return nil }
        return memberIndex.position(of: name, names: { fields[$0].definition.name.value }, count: fields.count)
    }

    /// The value of an enum type with this name, or nil.
    public func enumValue(named name: String) -> SchemaEnumValue? {
        guard !enumValues.isEmpty else { return nil }
        return memberIndex.position(of: name, names: { enumValues[$0].definition.name.value }, count: enumValues.count)
            .map { enumValues[$0] }
    }

    /// The field of an input object type with this name, or nil.
    public func inputField(named name: String) -> SchemaInputValue? {
        guard !inputFields.isEmpty else { return nil }
        return memberIndex.position(
            of: name, names: { inputFields[$0].definition.name.value }, count: inputFields.count
        )
        .map { inputFields[$0] }
    }
}

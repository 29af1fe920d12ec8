/// `schema { query: Q … }`, or `extend schema …` when `isExtension`.
public struct SchemaDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, directives: [Directive] = [], operationTypes: [OperationTypeDefinition],
        isExtension: Bool = false, span: SourceSpan = .none
    ) {
        self.description = description
        self.directives = directives
        self.operationTypes = operationTypes
        self.isExtension = isExtension
        self.span = span
    }
}

/// `query: TypeName` inside a schema definition.
public struct OperationTypeDefinition: Sendable, Equatable {
    public var operation: OperationType
    public var type: Name
    public var span: SourceSpan

    public init(operation: OperationType, type: Name, span: SourceSpan = .none) {
        self.operation = operation
        self.type = type
        self.span = span
    }
}

/// `scalar Name @directives`.
public struct ScalarTypeDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, name: Name, directives: [Directive] = [], isExtension: Bool = false,
        span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.isExtension = isExtension
        self.span = span
    }
}

/// `type Name implements A & B @directives { fields }`.
public struct ObjectTypeDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [Name]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, name: Name, interfaces: [Name] = [], directives: [Directive] = [],
        fields: [FieldDefinition] = [], isExtension: Bool = false, span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.isExtension = isExtension
        self.span = span
    }
}

/// `interface Name implements A & B @directives { fields }`.
public struct InterfaceTypeDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [Name]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, name: Name, interfaces: [Name] = [], directives: [Directive] = [],
        fields: [FieldDefinition] = [], isExtension: Bool = false, span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.isExtension = isExtension
        self.span = span
    }
}

/// `name(arguments): Type @directives` in an object or interface type.
public struct FieldDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var type: TypeReference
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        description: StringValue? = nil, name: Name, arguments: [InputValueDefinition] = [], type: TypeReference,
        directives: [Directive] = [], span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.span = span
    }
}

/// `name: Type = default @directives`: an argument definition or an input object field.
public struct InputValueDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var type: TypeReference
    public var defaultValue: Value?
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        description: StringValue? = nil, name: Name, type: TypeReference, defaultValue: Value? = nil,
        directives: [Directive] = [], span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.span = span
    }
}

/// `union Name @directives = A | B`.
public struct UnionTypeDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var members: [Name]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, name: Name, directives: [Directive] = [], members: [Name] = [],
        isExtension: Bool = false, span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.members = members
        self.isExtension = isExtension
        self.span = span
    }
}

/// `enum Name @directives { VALUES }`.
public struct EnumTypeDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, name: Name, directives: [Directive] = [],
        values: [EnumValueDefinition] = [], isExtension: Bool = false, span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.values = values
        self.isExtension = isExtension
        self.span = span
    }
}

/// One value of an enum type.
public struct EnumValueDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan

    public init(description: StringValue? = nil, name: Name, directives: [Directive] = [], span: SourceSpan = .none) {
        self.description = description
        self.name = name
        self.directives = directives
        self.span = span
    }
}

/// `input Name @directives { fields }`.
public struct InputObjectTypeDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var span: SourceSpan
    public var isExtension: Bool

    public init(
        description: StringValue? = nil, name: Name, directives: [Directive] = [],
        fields: [InputValueDefinition] = [], isExtension: Bool = false, span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.fields = fields
        self.isExtension = isExtension
        self.span = span
    }
}

/// `directive @name(arguments) repeatable on LOCATION | …`.
public struct DirectiveDefinition: Sendable, Equatable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var locations: [Name]
    public var span: SourceSpan
    public var isRepeatable: Bool

    public init(
        description: StringValue? = nil, name: Name, arguments: [InputValueDefinition] = [],
        isRepeatable: Bool = false, locations: [Name], span: SourceSpan = .none
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.isRepeatable = isRepeatable
        self.locations = locations
        self.span = span
    }
}

/// The places a directive may be used (§3.13).
public enum DirectiveLocation: String, Sendable, CaseIterable {
    // Executable locations.
    case query = "QUERY", mutation = "MUTATION", subscription = "SUBSCRIPTION", field = "FIELD"
    case fragmentDefinition = "FRAGMENT_DEFINITION", fragmentSpread = "FRAGMENT_SPREAD"
    case inlineFragment = "INLINE_FRAGMENT", variableDefinition = "VARIABLE_DEFINITION"
    // Type-system locations.
    case schema = "SCHEMA", scalar = "SCALAR", object = "OBJECT", fieldDefinition = "FIELD_DEFINITION"
    case argumentDefinition = "ARGUMENT_DEFINITION", interface = "INTERFACE", union = "UNION"
    case enumeration = "ENUM", enumValue = "ENUM_VALUE", inputObject = "INPUT_OBJECT"
    case inputFieldDefinition = "INPUT_FIELD_DEFINITION"
}

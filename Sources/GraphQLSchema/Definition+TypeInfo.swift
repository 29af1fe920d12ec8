import GraphQLSyntax

extension Definition {
    /// The name, kind and extension flag of a type definition or extension; nil for other
    /// definitions (operations, fragments, `schema`, directive definitions).
    var typeInfo: (name: Name, kind: TypeKind, isExtension: Bool)? {
        switch self {
        case .scalar(let definition): (definition.name, .scalar, definition.isExtension)
        case .object(let definition): (definition.name, .object, definition.isExtension)
        case .interface(let definition): (definition.name, .interface, definition.isExtension)
        case .union(let definition): (definition.name, .union, definition.isExtension)
        case .enumeration(let definition): (definition.name, .enumeration, definition.isExtension)
        case .inputObject(let definition): (definition.name, .inputObject, definition.isExtension)
        case .operation, .fragment, .schema, .directive: nil
        }
    }

    /// The directives applied to a type definition or extension.
    var typeDirectives: [Directive] {
        switch self {
        case .scalar(let definition): definition.directives
        case .object(let definition): definition.directives
        case .interface(let definition): definition.directives
        case .union(let definition): definition.directives
        case .enumeration(let definition): definition.directives
        case .inputObject(let definition): definition.directives
        case .operation, .fragment, .schema, .directive: []
        }
    }

    /// The interfaces an object or interface definition names after `implements`.
    var implementedInterfaces: [Name] {
        switch self {
        case .object(let definition): definition.interfaces
        case .interface(let definition): definition.interfaces
        default: []
        }
    }

    /// The members a union definition names.
    var unionMembers: [Name] {
        if case .union(let definition) = self { return definition.members }
        return []
    }
}

extension Definition {
    /// The fields of an object or interface definition or extension.
    var fieldDefinitions: [FieldDefinition] {
        switch self {
        case .object(let definition): definition.fields
        case .interface(let definition): definition.fields
        default: []
        }
    }

    /// The values of an enum definition or extension.
    var enumValueDefinitions: [EnumValueDefinition] {
        if case .enumeration(let definition) = self { return definition.values }
        return []
    }

    /// The fields of an input object definition or extension.
    var inputFieldDefinitions: [InputValueDefinition] {
        if case .inputObject(let definition) = self { return definition.fields }
        return []
    }

    /// The description of a type definition (extensions have none).
    var typeDescription: StringValue? {
        switch self {
        case .scalar(let definition): definition.description
        case .object(let definition): definition.description
        case .interface(let definition): definition.description
        case .union(let definition): definition.description
        case .enumeration(let definition): definition.description
        case .inputObject(let definition): definition.description
        case .operation, .fragment, .schema, .directive: nil
        }
    }
}

extension TypeKind {
    /// Where directives applied to a type of this kind are used.
    var directiveLocation: DirectiveLocation {
        switch self {
        case .scalar: .scalar
        case .object: .object
        case .interface: .interface
        case .union: .union
        case .enumeration: .enumeration
        case .inputObject: .inputObject
        }
    }
}

import GraphQLSyntax

/// What one type definition or extension holds, read out of its `Definition` once: a class,
/// so that the parts of a type are passed around the builder as one reference each instead
/// of re-extracting (and copying) the definition's payload at every use.
final class TypePartContents {
    let typeInfo: (name: Name, kind: TypeKind, isExtension: Bool)?
    let typeDescription: StringValue?
    let typeDirectives: [Directive]
    let fieldDefinitions: [FieldDefinition]
    let implementedInterfaces: [Name]
    let unionMembers: [Name]
    let enumValueDefinitions: [EnumValueDefinition]
    let inputFieldDefinitions: [InputValueDefinition]
    /// Where the definition or extension was written.
    let span: SourceSpan

    /// The contents of a type definition or extension, or nil for other definitions.
    init?(_ definition: Definition) {
        var fields: [FieldDefinition] = []
        var interfaces: [Name] = []
        var members: [Name] = []
        var values: [EnumValueDefinition] = []
        var inputFields: [InputValueDefinition] = []
        switch definition {
        case .scalar(let scalar):
            typeInfo = (scalar.name, .scalar, scalar.isExtension)
            typeDescription = scalar.description
            typeDirectives = scalar.directives
        case .object(let object):
            typeInfo = (object.name, .object, object.isExtension)
            typeDescription = object.description
            typeDirectives = object.directives
            fields = object.fields
            interfaces = object.interfaces
        case .interface(let interface):
            typeInfo = (interface.name, .interface, interface.isExtension)
            typeDescription = interface.description
            typeDirectives = interface.directives
            fields = interface.fields
            interfaces = interface.interfaces
        case .union(let union):
            typeInfo = (union.name, .union, union.isExtension)
            typeDescription = union.description
            typeDirectives = union.directives
            members = union.members
        case .enumeration(let enumeration):
            typeInfo = (enumeration.name, .enumeration, enumeration.isExtension)
            typeDescription = enumeration.description
            typeDirectives = enumeration.directives
            values = enumeration.values
        case .inputObject(let input):
            typeInfo = (input.name, .inputObject, input.isExtension)
            typeDescription = input.description
            typeDirectives = input.directives
            inputFields = input.fields
        case .operation, .fragment, .schema, .directive:
            return nil
        }
        fieldDefinitions = fields
        implementedInterfaces = interfaces
        unionMembers = members
        enumValueDefinitions = values
        inputFieldDefinitions = inputFields
        span = definition.span
    }
}

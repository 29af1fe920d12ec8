import GraphQLSchema
import GraphQLSyntax

/// The rules that the reference runs over type-system definitions found in an executable
/// document (beyond ExecutableDefinitions rejecting them): KnownTypeNames for the types they
/// name, and the directive rules for the directives applied to them.
enum TypeSystemDefinitionWalk {
    static func walk(_ definition: Definition, with walker: inout DocumentWalker) {
        switch definition {
        case .operation, .fragment:
            return
        case .schema(let schema):
            walker.walkDirectives(schema.directives, at: .schema, collects: false)
            for operationType in schema.operationTypes { knownType(operationType.type, walker) }
        case .scalar(let scalar):
            walker.walkDirectives(scalar.directives, at: .scalar, collects: false)
        case .object(let object):
            for interface in object.interfaces { knownType(interface, walker) }
            walker.walkDirectives(object.directives, at: .object, collects: false)
            for field in object.fields { walkField(field, with: &walker) }
        case .interface(let interface):
            for implemented in interface.interfaces { knownType(implemented, walker) }
            walker.walkDirectives(interface.directives, at: .interface, collects: false)
            for field in interface.fields { walkField(field, with: &walker) }
        case .union(let union):
            walker.walkDirectives(union.directives, at: .union, collects: false)
            for member in union.members { knownType(member, walker) }
        case .enumeration(let enumeration):
            walker.walkDirectives(enumeration.directives, at: .enumeration, collects: false)
            for value in enumeration.values {
                walker.walkDirectives(value.directives, at: .enumValue, collects: false)
            }
        case .inputObject(let input):
            walker.walkDirectives(input.directives, at: .inputObject, collects: false)
            for field in input.fields { walkInputValue(field, at: .inputFieldDefinition, with: &walker) }
        case .directive(let directive):
            for argument in directive.arguments { walkInputValue(argument, at: .argumentDefinition, with: &walker) }
        }
    }

    private static func knownType(_ name: Name, _ walker: DocumentWalker) {
        KnownTypeNames.check(name, allowsStandardNames: true, in: walker)
    }

    private static func walkField(_ field: FieldDefinition, with walker: inout DocumentWalker) {
        for argument in field.arguments { walkInputValue(argument, at: .argumentDefinition, with: &walker) }
        knownType(field.type.namedType, walker)
        walker.walkDirectives(field.directives, at: .fieldDefinition, collects: false)
    }

    private static func walkInputValue(
        _ value: InputValueDefinition, at location: DirectiveLocation, with walker: inout DocumentWalker
    ) {
        knownType(value.type.namedType, walker)
        if let defaultValue = value.defaultValue {
            // The reference tracks no expected type here, so no value is checked.
            walker.walkValue(defaultValue, type: nil, hasLocationDefault: false, checksValue: false, collects: false)
        }
        walker.walkDirectives(value.directives, at: location, collects: false)
    }
}

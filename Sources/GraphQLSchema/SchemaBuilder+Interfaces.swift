import GraphQLSyntax

extension SchemaBuilder {
    /// Checks that an object or interface type implements only interfaces, each once, not
    /// itself, together with the interfaces they implement, and provides each of their fields
    /// with a compatible type and arguments.
    mutating func validateInterfaces(of type: SchemaType, _ possibleTypes: PossibleTypes) {
        var seen = Set<TypeID>()
        for interface in type.interfaces {
            let interfaceName = name(of: interface)
            guard kind(of: interface) == .interface else {
                report(
                    "Type \(type.name) must only implement Interface types, it cannot implement \(interfaceName).",
                    rule: SchemaRule.validateInterfaces, at: places(naming: interfaceName, in: type.id))
                continue
            }
            if interface == type.id {
                report(
                    "Type \(type.name) cannot implement itself because it would create a circular reference.",
                    rule: SchemaRule.validateInterfaces, at: places(naming: interfaceName, in: type.id))
            }
            guard seen.insert(interface).inserted else {
                report(
                    "Type \(type.name) can only implement \(interfaceName) once.", rule: SchemaRule.validateInterfaces,
                    at: places(naming: interfaceName, in: type.id))
                continue
            }
            validateImplementsAncestors(type, types[interface.index])
            validateImplements(type, types[interface.index], possibleTypes)
        }
    }

    /// Every interface the interface implements, the type must declare too.
    private mutating func validateImplementsAncestors(_ type: SchemaType, _ interface: SchemaType) {
        for transitive in interface.interfaces where !type.interfaces.contains(transitive) {
            let message =
                transitive == type.id
                ? "Type \(type.name) cannot implement \(interface.name) because it would create a circular reference."
                : "Type \(type.name) must implement \(name(of: transitive)) because it is implemented by \(interface.name)."
            report(
                message, rule: SchemaRule.validateTypeImplementsAncestors,
                at: places(naming: interface.name, in: type.id) + places(naming: name(of: transitive), in: interface.id))
        }
    }

    private mutating func validateImplements(_ type: SchemaType, _ interface: SchemaType, _ possibleTypes: PossibleTypes) {
        let rule = SchemaRule.validateTypeImplementsInterface
        for interfaceField in interface.fields {
            let fieldName = interfaceField.name
            guard let typeField = type.field(named: fieldName) else {
                let parts = pendingTypes[type.id.index].parts.filter { $0.role != .duplicate }
                report(
                    "Interface field \(interface.name).\(fieldName) expected but \(type.name) does not provide it.",
                    rule: rule,
                    at: parts.map { ($0.definition.span, $0.sourceIndex) }
                        + [(interfaceField.definition.span, interfaceField.sourceIndex)])
                continue
            }
            if isResolved(typeField.type), isResolved(interfaceField.type),
                !TypeComparison.isSubType(
                    typeField.type, of: interfaceField.type, kindOf: { kind(of: $0) },
                    isPossibleType: { possibleTypes.isSubType($0, of: $1) })
            {
                report(
                    "Interface field \(interface.name).\(fieldName) expects type \(describe(interfaceField.type)) but \(type.name).\(fieldName) is type \(describe(typeField.type)).",
                    rule: rule,
                    at: [
                        (typeField.definition.type.span, typeField.sourceIndex),
                        (interfaceField.definition.type.span, interfaceField.sourceIndex),
                    ])
            }
            for interfaceArgument in interfaceField.arguments {
                let argumentName = interfaceArgument.name
                guard let typeArgument = typeField.argument(named: argumentName) else {
                    report(
                        "Interface field argument \(interface.name).\(fieldName)(\(argumentName):) expected but \(type.name).\(fieldName) does not provide it.",
                        rule: rule,
                        at: [
                            (typeField.definition.span, typeField.sourceIndex),
                            (interfaceArgument.definition.span, interfaceArgument.sourceIndex),
                        ])
                    continue
                }
                if isResolved(typeArgument.type), isResolved(interfaceArgument.type),
                    typeArgument.type != interfaceArgument.type
                {
                    report(
                        "Interface field argument \(interface.name).\(fieldName)(\(argumentName):) expects type \(describe(interfaceArgument.type)) but \(type.name).\(fieldName)(\(argumentName):) is type \(describe(typeArgument.type)).",
                        rule: rule,
                        at: [
                            (typeArgument.definition.type.span, typeArgument.sourceIndex),
                            (interfaceArgument.definition.type.span, interfaceArgument.sourceIndex),
                        ])
                }
            }
            for typeArgument in typeField.arguments
            where typeArgument.isRequired && interfaceField.argument(named: typeArgument.name) == nil {
                report(
                    "Object field \(type.name).\(fieldName) includes required argument \(typeArgument.name) that is missing from the Interface field \(interface.name).\(fieldName).",
                    rule: rule,
                    at: [
                        (typeArgument.definition.span, typeArgument.sourceIndex),
                        (interfaceField.definition.span, interfaceField.sourceIndex),
                    ])
            }
        }
    }

    private func isResolved(_ reference: SchemaTypeReference) -> Bool { reference.namedType != .unresolved }
}

import GraphQLSyntax

extension SchemaBuilder {
    /// Checks that an object or interface type implements only interfaces, each once, not
    /// itself, together with the interfaces they implement, and provides each of their fields
    /// with a compatible type and arguments.
    mutating func validateInterfaces(of id: TypeID, _ possibleTypes: PossibleTypes) {
        var seen: [TypeID] = []
        let interfaces = types[id.index].interfaces
        let typeName = types[id.index].name
        for interface in interfaces {
            let interfaceName = name(of: interface)
            guard kind(of: interface) == .interface else {
                report(
                    "Type \(typeName) must only implement Interface types, it cannot implement \(interfaceName).",
                    rule: SchemaRule.validateInterfaces, at: places(naming: interfaceName, in: id))
                continue
            }
            if interface == id {
                report(
                    "Type \(typeName) cannot implement itself because it would create a circular reference.",
                    rule: SchemaRule.validateInterfaces, at: places(naming: interfaceName, in: id))
            }
            guard !seen.contains(interface) else {
                report(
                    "Type \(typeName) can only implement \(interfaceName) once.", rule: SchemaRule.validateInterfaces,
                    at: lastFirst(places(naming: interfaceName, in: id)))
                continue
            }
            seen.append(interface)
            validateImplementsAncestors(id, interface)
            validateImplements(id, interface, possibleTypes)
        }
    }

    /// Every interface the interface implements, the type must declare too.
    private mutating func validateImplementsAncestors(_ typeID: TypeID, _ interfaceID: TypeID) {
        for transitive in types[interfaceID.index].interfaces where !types[typeID.index].interfaces.contains(transitive)
        {
            let type = types[typeID.index], interface = types[interfaceID.index]
            let message =
                transitive == type.id
                ? "Type \(type.name) cannot implement \(interface.name) because it would create a circular reference."
                : "Type \(type.name) must implement \(name(of: transitive)) because it is implemented by \(interface.name)."
            report(
                message, rule: SchemaRule.validateTypeImplementsAncestors,
                at: places(naming: interface.name, in: type.id) + places(naming: name(of: transitive), in: interface.id)
            )
        }
    }

    private mutating func validateImplements(_ typeID: TypeID, _ interfaceID: TypeID, _ possibleTypes: PossibleTypes) {
        for position in types[interfaceID.index].fields.indices {
            let fieldName = types[interfaceID.index].fields[position].definition.name.value
            let typePosition = types.withUnsafeBufferPointer { types in
                (types.baseAddress.unsafelyUnwrapped + typeID.index).pointee.fieldPosition(named: fieldName)
            }
            guard let typePosition else {
                reportMissingField(fieldName, typeID, interfaceID, position)
                continue
            }
            let typeFieldType = types[typeID.index].fields[typePosition].type
            let interfaceFieldType = types[interfaceID.index].fields[position].type
            let arguments = types[typeID.index].fields[typePosition].arguments
            let interfaceArguments = types[interfaceID.index].fields[position].arguments
            if arguments.isEmpty && interfaceArguments.isEmpty
                && (typeFieldType == interfaceFieldType || !isResolved(typeFieldType)
                    || !isResolved(interfaceFieldType))
            {
                continue
            }
            validateImplements(
                types[typeID.index], types[interfaceID.index], typePosition: typePosition, position: position,
                possibleTypes)
        }
    }

    private mutating func reportMissingField(
        _ fieldName: String, _ typeID: TypeID, _ interfaceID: TypeID, _ position: Int
    ) {
        let type = types[typeID.index], interface = types[interfaceID.index]
        let interfaceField = interface.fields[position]
        let parts = pendingTypes[type.id.index].appliedParts
        report(
            "Interface field \(interface.name).\(fieldName) expected but \(type.name) does not provide it.",
            rule: SchemaRule.validateTypeImplementsInterface,
            at: parts.map { ($0.contents.span, $0.sourceIndex) }
                + [(interfaceField.definition.span, interfaceField.sourceIndex)])
    }

    /// Compares one field of a type with the interface's field of the same name: a covariant
    /// type, every argument of the interface's with the same type, no extra required argument.
    private mutating func validateImplements(
        _ type: SchemaType, _ interface: SchemaType, typePosition: Int, position: Int, _ possibleTypes: PossibleTypes
    ) {
        let rule = SchemaRule.validateTypeImplementsInterface
        let interfaceField = interface.fields[position]
        let typeField = type.fields[typePosition]
        let fieldName = interfaceField.name
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

    private func isResolved(_ reference: SchemaTypeReference) -> Bool { reference.namedType != .unresolved }
}

extension Printer {
    public static func print(_ schema: SchemaDefinition) -> String {
        let keyword = schema.isExtension ? "extend schema" : "schema"
        return describe(schema.description)
            + join(
                [
                    keyword, print(schema.directives),
                    block(schema.operationTypes.map { "\($0.operation.rawValue): \($0.type.value)" }),
                ], " ")
    }

    public static func print(_ scalar: ScalarTypeDefinition) -> String {
        describe(scalar.description)
            + join([keyword("scalar", scalar.isExtension), scalar.name.value, print(scalar.directives)], " ")
    }

    public static func print(_ object: ObjectTypeDefinition) -> String {
        describe(object.description)
            + join(
                [
                    keyword("type", object.isExtension), object.name.value, implements(object.interfaces),
                    print(object.directives), block(object.fields.map(print)),
                ], " ")
    }

    public static func print(_ interface: InterfaceTypeDefinition) -> String {
        describe(interface.description)
            + join(
                [
                    keyword("interface", interface.isExtension), interface.name.value, implements(interface.interfaces),
                    print(interface.directives), block(interface.fields.map(print)),
                ], " ")
    }

    public static func print(_ union: UnionTypeDefinition) -> String {
        describe(union.description)
            + join(
                [
                    keyword("union", union.isExtension), union.name.value, print(union.directives),
                    wrap("= ", union.members.map(\.value).joined(separator: " | ")),
                ], " ")
    }

    public static func print(_ enumeration: EnumTypeDefinition) -> String {
        describe(enumeration.description)
            + join(
                [
                    keyword("enum", enumeration.isExtension), enumeration.name.value, print(enumeration.directives),
                    block(
                        enumeration.values.map {
                            describe($0.description) + join([$0.name.value, print($0.directives)], " ")
                        }),
                ],
                " ")
    }

    public static func print(_ input: InputObjectTypeDefinition) -> String {
        describe(input.description)
            + join(
                [
                    keyword("input", input.isExtension), input.name.value, print(input.directives),
                    block(input.fields.map(print)),
                ], " ")
    }

    public static func print(_ directive: DirectiveDefinition) -> String {
        describe(directive.description) + "directive @" + directive.name.value + arguments(directive.arguments)
            + (directive.isRepeatable ? " repeatable" : "") + " on "
            + directive.locations.map(\.value).joined(separator: " | ")
    }

    static func print(_ field: FieldDefinition) -> String {
        describe(field.description) + field.name.value + arguments(field.arguments) + ": " + print(field.type)
            + wrap(" ", print(field.directives))
    }

    static func print(_ input: InputValueDefinition) -> String {
        describe(input.description)
            + join(
                [
                    input.name.value + ": " + print(input.type), wrap("= ", input.defaultValue.map(print) ?? ""),
                    print(input.directives),
                ], " ")
    }

    private static func keyword(_ keyword: String, _ isExtension: Bool) -> String {
        isExtension ? "extend " + keyword : keyword
    }

    private static func implements(_ interfaces: [Name]) -> String {
        wrap("implements ", interfaces.map(\.value).joined(separator: " & "))
    }

    /// Argument definitions on one line, or one per line when any has a description.
    private static func arguments(_ arguments: [InputValueDefinition]) -> String {
        let printed = arguments.map(print)
        if printed.contains(where: { $0.contains("\n") }) {
            return wrap("(\n", indent(printed.joined(separator: "\n")), "\n)")
        }
        return wrap("(", printed.joined(separator: ", "), ")")
    }

    /// A description and the line break after it, or nothing.
    private static func describe(_ description: StringValue?) -> String {
        guard let description else { return "" }
        return (description.isBlock ? printBlockString(description.value) : printString(description.value)) + "\n"
    }
}

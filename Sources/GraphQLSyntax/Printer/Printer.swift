import Foundation

/// Prints an AST back to GraphQL text, in the layout the reference implementation's
/// `print` uses. Parsing the output gives back an equal AST (spans aside).
public enum Printer {
    /// The whole document, definitions separated by a blank line.
    public static func print(_ document: Document) -> String {
        document.definitions.map(print).joined(separator: "\n\n")
    }

    public static func print(_ definition: Definition) -> String {
        switch definition {
        case .operation(let operation): print(operation)
        case .fragment(let fragment): print(fragment)
        case .schema(let schema): print(schema)
        case .scalar(let scalar): print(scalar)
        case .object(let object): print(object)
        case .interface(let interface): print(interface)
        case .union(let union): print(union)
        case .enumeration(let enumeration): print(enumeration)
        case .inputObject(let input): print(input)
        case .directive(let directive): print(directive)
        }
    }

    // MARK: Executable definitions

    public static func print(_ operation: OperationDefinition) -> String {
        let variables = wrap("(", operation.variableDefinitions.map(print).joined(separator: ", "), ")")
        let prefix = join(
            [
                operation.operation.rawValue, join([operation.name?.value ?? "", variables]),
                print(operation.directives),
            ],
            " ")
        return (prefix == "query" ? "" : prefix + " ") + print(operation.selectionSet)
    }

    static func print(_ variable: VariableDefinition) -> String {
        "$" + variable.variable.name.value + ": " + print(variable.type)
            + wrap(" = ", variable.defaultValue.map(print) ?? "") + wrap(" ", print(variable.directives))
    }

    public static func print(_ fragment: FragmentDefinition) -> String {
        "fragment \(fragment.name.value) on \(fragment.typeCondition.value) "
            + wrap("", print(fragment.directives), " ") + print(fragment.selectionSet)
    }

    public static func print(_ selectionSet: SelectionSet) -> String {
        block(selectionSet.selections.map(print))
    }

    public static func print(_ selection: Selection) -> String {
        switch selection {
        case .field(let field):
            let prefix = wrap("", field.alias?.value ?? "", ": ") + field.name.value
            var line = prefix + wrap("(", field.arguments.map(print).joined(separator: ", "), ")")
            if line.count > 80 {
                line = prefix + wrap("(\n", indent(field.arguments.map(print).joined(separator: "\n")), "\n)")
            }
            return join([line, print(field.directives), field.selectionSet.map(print) ?? ""], " ")
        case .fragmentSpread(let spread):
            return "..." + spread.name.value + wrap(" ", print(spread.directives))
        case .inlineFragment(let fragment):
            return join(
                [
                    "...", wrap("on ", fragment.typeCondition?.value ?? ""), print(fragment.directives),
                    print(fragment.selectionSet),
                ], " ")
        }
    }

    static func print(_ argument: Argument) -> String { argument.name.value + ": " + print(argument.value) }

    static func print(_ directives: [Directive]) -> String {
        directives.map { directive in
            "@" + directive.name.value + wrap("(", directive.arguments.map(print).joined(separator: ", "), ")")
        }.joined(separator: " ")
    }

    // MARK: Values and types

    public static func print(_ value: Value) -> String {
        switch value.kind {
        case .variable(let name): "$" + name.value
        case .int(let text), .float(let text): text
        case .string(let string, let block): block ? printBlockString(string) : printString(string)
        case .boolean(let bool): bool ? "true" : "false"
        case .null: "null"
        case .enumValue(let name): name
        case .list(let items): "[" + items.map(print).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { $0.name.value + ": " + print($0.value) }.joined(separator: ", ") + "}"
        }
    }

    public static func print(_ type: TypeReference) -> String { type.description }

    // MARK: Layout helpers (as the reference printer's)

    /// Joins the non-empty strings.
    static func join(_ parts: [String], _ separator: String = "") -> String {
        parts.filter { !$0.isEmpty }.joined(separator: separator)
    }

    /// `start + text + end`, or nothing when `text` is empty.
    static func wrap(_ start: String, _ text: String, _ end: String = "") -> String {
        text.isEmpty ? "" : start + text + end
    }

    /// `{`, the lines indented, `}`; nothing for no lines.
    static func block(_ lines: [String]) -> String {
        wrap("{\n", indent(join(lines, "\n")), "\n}")
    }

    static func indent(_ text: String) -> String {
        wrap("  ", text.replacingOccurrences(of: "\n", with: "\n  "))
    }
}

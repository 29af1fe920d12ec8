import GraphQLSchema

/// Prints the text sent to the server for an operation: the operation, then the fragments it
/// reaches sorted by name, from the text program (fragment arguments applied, `__typename`,
/// `id` and `__is<Type>` keys added). Client-only parts are left out: client extensions,
/// handles, Relay's directives (already lowered) and variables nothing printed uses.
/// `@include`/`@skip` are printed back on each guarded selection, innermost first.
///
/// Each fragment is printed once, up front, however many operations reach it: a fragment's
/// text does not depend on the operation (its arguments are applied before, into fragments of
/// their own). Operations can then be printed on several threads at once.
struct QueryTextPrinter: Sendable {
    let schema: GraphQLSchema
    /// Every fragment's text, by name.
    private var printedFragments: [String: PrintedFragment] = [:]

    /// A fragment's text, and what it uses.
    private struct PrintedFragment: Sendable {
        var text: String
        var variables: Set<String>
        var spreads: Set<String>
    }

    /// A printer of operations that spread `fragments` (the text program's).
    init(schema: GraphQLSchema, fragments: [IR.Fragment]) {
        self.schema = schema
        let printer = self
        let printed = fragments.concurrentMap { printer.print($0) }
        for (fragment, text) in zip(fragments, printed) { printedFragments[fragment.name.value] = text }
    }

    func text(of operation: IR.Operation) -> String {
        var usedVariables = Set<String>()
        var fragmentNames = Set<String>()
        var body = ""
        block(operation.selections, indent: "", into: &body, used: &usedVariables, spreads: &fragmentNames)
        // The fragments reached, transitively.
        var pending = Array(fragmentNames)
        var reached: Set<String> = []
        while let name = pending.popLast() {
            guard !reached.contains(name), let fragment = printedFragments[name] else { continue }
            reached.insert(name)
            usedVariables.formUnion(fragment.variables)
            pending += fragment.spreads.filter { !reached.contains($0) }
        }
        var text = operation.kind.rawValue + " " + operation.name.value
        let variables = operation.variables.filter { usedVariables.contains($0.name.value) }
        if !variables.isEmpty {
            text += "(\n"
            for variable in variables {
                text += "  $\(variable.name.value): \(schema.describe(variable.type))"
                if let defaultValue = variable.defaultValue { text += " = " + defaultValue.graphQLText }
                text += "\n"
            }
            text += ")"
        }
        var ignored = Set<String>()
        directives(operation.directives, into: &text, used: &ignored)
        text += " " + body + "\n"
        for name in reached.sorted() { text += "\n" + (printedFragments[name]?.text ?? "") }
        return text
    }

    /// A fragment's text and what it uses.
    private func print(_ fragment: IR.Fragment) -> PrintedFragment {
        let name = fragment.name.value
        var printed = PrintedFragment(text: "", variables: [], spreads: [])
        printed.text = "fragment \(name) on \(schema[fragment.typeCondition].name)"
        directives(fragment.directives, into: &printed.text, used: &printed.variables)
        printed.text += " "
        block(fragment.selections, indent: "", into: &printed.text, used: &printed.variables, spreads: &printed.spreads)
        printed.text += "\n"
        return printed
    }

    /// `{`, the selections one level deeper, then `}` at `indent`.
    private func block(
        _ selections: [IR.Selection], indent: String, into text: inout String, used: inout Set<String>,
        spreads: inout Set<String>
    ) {
        text += "{\n"
        print(selections, indent: indent + "  ", conditions: "", into: &text, used: &used, spreads: &spreads)
        text += indent + "}"
    }

    /// One line per selection (more for those with their own block); `conditions` are the
    /// enclosing `@include`/`@skip`, printed on each line.
    private func print(
        _ selections: [IR.Selection], indent: String, conditions: String, into text: inout String,
        used: inout Set<String>, spreads: inout Set<String>
    ) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                text += indent
                fieldHead(field.alias, field.name.value, field.arguments, into: &text, used: &used)
                text += conditions
                directives(field.directives, into: &text, used: &used)
                text += "\n"
            case .linkedField(let field):
                text += indent
                fieldHead(field.alias, field.name.value, field.arguments, into: &text, used: &used)
                text += conditions
                directives(field.directives, into: &text, used: &used)
                text += " "
                block(field.selections, indent: indent, into: &text, used: &used, spreads: &spreads)
                text += "\n"
            case .inlineFragment(let fragment):
                text += indent + "..."
                if let type = fragment.typeCondition { text += " on " + schema[type].name }
                text += conditions
                directives(fragment.directives, into: &text, used: &used)
                text += " "
                block(fragment.selections, indent: indent, into: &text, used: &used, spreads: &spreads)
                text += "\n"
            case .fragmentSpread(let spread):
                spreads.insert(spread.name.value)
                text += indent + "..." + spread.name.value + conditions
                directives(spread.directives, into: &text, used: &used)
                text += "\n"
            case .condition(let condition):
                used.formUnion(condition.value.variableNames)
                let directive = " @\(condition.passingValue ? "include" : "skip")(if: \(condition.value.graphQLText))"
                print(
                    condition.selections, indent: indent, conditions: directive + conditions, into: &text,
                    used: &used, spreads: &spreads)
            case .clientExtension:
                continue
            }
        }
    }

    private func fieldHead(
        _ alias: IR.Name?, _ name: String, _ arguments: [IR.Argument], into text: inout String,
        used: inout Set<String>
    ) {
        if let alias, alias.value != name { text += alias.value + ": " }
        text += name
        self.arguments(arguments, into: &text, used: &used)
    }

    private func arguments(_ arguments: [IR.Argument], into text: inout String, used: inout Set<String>) {
        var first = true
        for argument in arguments where argument.value != .null {
            used.formUnion(argument.value.variableNames)
            text += first ? "(" : ", "
            text += argument.name.value + ": " + argument.value.queryText
            first = false
        }
        if !first { text += ")" }
    }

    private func directives(_ directives: [IR.Directive], into text: inout String, used: inout Set<String>) {
        for directive in directives {
            text += " @" + directive.name.value
            arguments(directive.arguments, into: &text, used: &used)
        }
    }
}

import GraphQLSchema

/// Prints the text sent to the server for an operation: the operation, then the fragments it
/// reaches sorted by name, from the text program (fragment arguments applied, `__typename`,
/// `id` and `__is<Type>` keys added). Client-only parts are left out: client extensions,
/// handles, Relay's directives (already lowered) and variables nothing printed uses.
/// `@include`/`@skip` are printed back on each guarded selection, innermost first.
struct QueryTextPrinter {
    let schema: GraphQLSchema
    let fragmentsByName: [String: IR.Fragment]

    func text(of operation: IR.Operation) -> String {
        var usedVariables = Set<String>()
        var fragmentNames = Set<String>()
        let body = block(operation.selections, indent: "", used: &usedVariables, spreads: &fragmentNames)
        // The fragments reached, transitively.
        var pending = Array(fragmentNames)
        var fragmentTexts: [String: String] = [:]
        while let name = pending.popLast() {
            guard fragmentTexts[name] == nil, let fragment = fragmentsByName[name] else { continue }
            var nested = Set<String>()
            let fragmentBody = block(fragment.selections, indent: "", used: &usedVariables, spreads: &nested)
            fragmentTexts[name] =
                "fragment \(name) on \(schema[fragment.typeCondition].name)"
                + directives(fragment.directives, used: &usedVariables) + " " + fragmentBody + "\n"
            pending += nested.filter { fragmentTexts[$0] == nil }
        }
        var header = operation.kind.rawValue + " " + operation.name.value
        let variables = operation.variables.filter { usedVariables.contains($0.name.value) }
        if !variables.isEmpty {
            header += "(\n"
            for variable in variables {
                header += "  $\(variable.name.value): \(schema.describe(variable.type))"
                if let defaultValue = variable.defaultValue { header += " = " + defaultValue.graphQLText }
                header += "\n"
            }
            header += ")"
        }
        var ignored = Set<String>()
        var text = header + directives(operation.directives, used: &ignored) + " " + body + "\n"
        for name in fragmentTexts.keys.sorted() { text += "\n" + (fragmentTexts[name] ?? "") }
        return text
    }

    private func block(
        _ selections: [IR.Selection], indent: String, used: inout Set<String>, spreads: inout Set<String>
    ) -> String {
        var lines = ""
        print(selections, indent: indent + "  ", conditions: [], into: &lines, used: &used, spreads: &spreads)
        return "{\n" + lines + indent + "}"
    }

    private func print(
        _ selections: [IR.Selection], indent: String, conditions: [String], into lines: inout String,
        used: inout Set<String>, spreads: inout Set<String>
    ) {
        let conditionText = conditions.isEmpty ? "" : " " + conditions.joined(separator: " ")
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                lines += indent + fieldHead(field.alias, field.name.value, field.arguments, used: &used)
                    + conditionText + directives(field.directives, used: &used) + "\n"
            case .linkedField(let field):
                lines += indent + fieldHead(field.alias, field.name.value, field.arguments, used: &used)
                    + conditionText + directives(field.directives, used: &used) + " "
                    + block(field.selections, indent: indent, used: &used, spreads: &spreads) + "\n"
            case .inlineFragment(let fragment):
                let type = fragment.typeCondition.map { " on " + schema[$0].name } ?? ""
                lines += indent + "..." + type + conditionText + directives(fragment.directives, used: &used) + " "
                    + block(fragment.selections, indent: indent, used: &used, spreads: &spreads) + "\n"
            case .fragmentSpread(let spread):
                spreads.insert(spread.name.value)
                lines += indent + "..." + spread.name.value + conditionText
                    + directives(spread.directives, used: &used) + "\n"
            case .condition(let condition):
                used.formUnion(condition.value.variableNames)
                let directive = "@\(condition.passingValue ? "include" : "skip")(if: \(condition.value.graphQLText))"
                print(
                    condition.selections, indent: indent, conditions: [directive] + conditions, into: &lines,
                    used: &used, spreads: &spreads)
            case .clientExtension:
                continue
            }
        }
    }

    private func fieldHead(
        _ alias: IR.Name?, _ name: String, _ arguments: [IR.Argument], used: inout Set<String>
    ) -> String {
        var head = alias.map { $0.value == name ? "" : $0.value + ": " } ?? ""
        head += name + self.arguments(arguments, used: &used)
        return head
    }

    private func arguments(_ arguments: [IR.Argument], used: inout Set<String>) -> String {
        let printed = arguments.filter { $0.value != .null }
        guard !printed.isEmpty else { return "" }
        for argument in printed { used.formUnion(argument.value.variableNames) }
        return "(" + printed.map { $0.name.value + ": " + $0.value.queryText }.joined(separator: ", ") + ")"
    }

    private func directives(_ directives: [IR.Directive], used: inout Set<String>) -> String {
        directives.map { " @" + $0.name.value + arguments($0.arguments, used: &used) }.joined()
    }
}

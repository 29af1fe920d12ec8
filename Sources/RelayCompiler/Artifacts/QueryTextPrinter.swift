import GraphQLSchema

/// Prints the text sent to the server for an operation: the operation, then the fragments it
/// reaches sorted by name, from the text program (fragment arguments applied, `__typename`,
/// `id` and `__is<Type>` keys added). Client-only parts are left out: client extensions,
/// handles, Relay's directives (already lowered) and variables nothing printed uses; so are
/// fields, fragments and conditions left with nothing to ask for, and an operation left so
/// has no text at all.
/// `@include`/`@skip` are printed back on each guarded selection, innermost first; where one
/// is nested in another of its kind, the enclosing ones go on an inline fragment around it (the
/// specification allows each directive once per location), as Relay's printer does.
///
/// Each fragment is printed once, up front, however many operations reach it: a fragment's
/// text does not depend on the operation (its arguments are applied before, into fragments of
/// their own). Operations can then be printed on several threads at once.
///
/// Text is written into byte buffers, not appended to a `String`: a string's appends cost
/// hundreds of instructions each, and a query text is made of thousands of short pieces.
struct QueryTextPrinter: Sendable {
    let schema: GraphQLSchema
    /// The fragments that ask the server for something, printed, in name order (the order
    /// their texts follow an operation's).
    private var printedFragments: [PrintedFragment] = []
    /// Where each of those is in `printedFragments`.
    private var positions = NameMap<Int>()
    /// The fragments that ask the server for nothing (all their selections are the client's).
    private var clientOnlyFragments: Set<String> = []

    /// A fragment's text, and what it uses.
    private struct PrintedFragment: Sendable {
        var text: [UInt8]
        /// The variables it uses, once each.
        var variables: [String]
        /// The fragments it spreads, by name.
        var spreads: [String]
        /// The positions of itself and of every fragment it reaches, ascending: an
        /// operation's text is its own and these fragments' texts, for each fragment it
        /// spreads. (Worked out once here rather than followed, by name, for each operation.)
        var reached: [Int] = []
    }

    /// What printing selections collects besides the text: the variables and the fragments
    /// they use, as met (repeats included: they are cheaper to keep than to look for).
    private struct Uses {
        var variables: [String] = []
        var spreads: [String] = []
    }

    /// A printer of operations that spread `fragments` (the text program's).
    init(schema: GraphQLSchema, fragments: [IR.Fragment]) {
        self.schema = schema
        clientOnlyFragments = Self.clientOnly(fragments, schema: schema)
        let printer = self
        let serverFragments = fragments.filter { !clientOnlyFragments.contains($0.name.value) }
            .sorted { $0.name.value < $1.name.value }
        printedFragments = serverFragments.concurrentMap { printer.print($0) }
        positions = NameMap(capacity: serverFragments.count)
        for (position, fragment) in serverFragments.enumerated() { positions[fragment.name.value] = position }
        Self.findReached(&printedFragments, positions: positions)
    }

    /// Fills in each fragment's `reached`. Fragment spreads form no cycles (validation
    /// rejects them), so following them ends.
    private static func findReached(_ fragments: inout [PrintedFragment], positions: NameMap<Int>) {
        func reached(_ position: Int) -> [Int] {
            if !fragments[position].reached.isEmpty { return fragments[position].reached }
            var found = [position]
            for name in fragments[position].spreads {
                if let spread = positions[name] { found += reached(spread) }
            }
            found = Self.sortedUnique(found)
            fragments[position].reached = found
            return found
        }
        for position in fragments.indices { _ = reached(position) }
    }

    private static func sortedUnique(_ positions: [Int]) -> [Int] {
        var sorted = positions.sorted()
        var kept = 0
        for position in sorted where kept == 0 || sorted[kept - 1] != position {
            sorted[kept] = position
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// The text of an operation, or `nil` when it asks the server for nothing.
    func text(of operation: IR.Operation) -> String? {
        guard asksServer(operation.selections) else { return nil }
        var uses = Uses()
        var body = ByteBuffer()
        block(operation.selections, indent: 0, into: &body, uses: &uses)
        // The fragments reached, transitively, in name order.
        var reached: [Int] = []
        for name in uses.spreads {
            if let position = positions[name] { reached += printedFragments[position].reached }
        }
        reached = Self.sortedUnique(reached)
        var used = NameSet(uses.variables)
        for position in reached {
            for name in printedFragments[position].variables { used.insert(name) }
        }
        var text = ByteBuffer(capacity: body.count + 1024)
        text.append(contentsOf: operation.kind.rawValue)
        text.append(" ")
        text.append(contentsOf: operation.name.value)
        let variables = operation.variables.filter { used.contains($0.name.value) }
        if !variables.isEmpty {
            text.append("(\n")
            for variable in variables {
                text.append("  $")
                text.append(contentsOf: variable.name.value)
                text.append(": ")
                text.append(contentsOf: schema.describe(variable.type))
                if let defaultValue = variable.defaultValue {
                    text.append(" = ")
                    text.append(contentsOf: defaultValue.graphQLText)
                }
                text.append("\n")
            }
            text.append(")")
        }
        var ignored: [String] = []
        directives(operation.directives, into: &text, used: &ignored)
        text.append(" ")
        text.append(body)
        text.append("\n")
        for position in reached {
            text.append("\n")
            text.append(printedFragments[position].text)
        }
        return text.finishText()
    }

    /// A fragment's text and what it uses.
    private func print(_ fragment: IR.Fragment) -> PrintedFragment {
        var uses = Uses()
        var text = ByteBuffer()
        text.append("fragment ")
        text.append(contentsOf: fragment.name.value)
        text.append(" on ")
        text.append(contentsOf: schema[fragment.typeCondition].name)
        directives(fragment.directives, into: &text, used: &uses.variables)
        text.append(" ")
        block(fragment.selections, indent: 0, into: &text, uses: &uses)
        text.append("\n")
        var variables = NameSet()
        return PrintedFragment(
            text: text.finish(), variables: uses.variables.filter { variables.insert($0) }, spreads: uses.spreads)
    }

    /// `{`, the selections one level deeper, then `}` indented by `indent` spaces.
    private func block(_ selections: [IR.Selection], indent: Int, into text: inout ByteBuffer, uses: inout Uses) {
        text.append("{\n")
        print(selections, indent: indent + 2, conditions: EnclosingConditions(), into: &text, uses: &uses)
        text.append(repeating: UInt8(ascii: " "), count: indent)
        text.append("}")
    }

    /// The `@include`/`@skip` directives printed after each selection of a list, innermost
    /// first, and which of the two they use.
    private struct EnclosingConditions {
        var text = ""
        var includes = false
        var skips = false

        /// These, inside `condition`, printed `directive`; `nil` when they use its directive already.
        func adding(_ condition: IR.Condition, printed directive: String) -> EnclosingConditions? {
            guard condition.passingValue ? !includes : !skips else { return nil }
            return EnclosingConditions(
                text: directive + text, includes: includes || condition.passingValue,
                skips: skips || !condition.passingValue)
        }

        /// Only `condition`, printed `directive`.
        static func only(_ condition: IR.Condition, printed directive: String) -> EnclosingConditions {
            EnclosingConditions(text: directive, includes: condition.passingValue, skips: !condition.passingValue)
        }
    }

    /// One line per selection (more for those with their own block), indented by `indent`
    /// spaces; `conditions` are the enclosing `@include`/`@skip`, printed on each line.
    private func print(
        _ selections: [IR.Selection], indent: Int, conditions: EnclosingConditions, into text: inout ByteBuffer,
        uses: inout Uses
    ) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                text.append(repeating: UInt8(ascii: " "), count: indent)
                fieldHead(field.alias, field.name.value, field.arguments, into: &text, used: &uses.variables)
                text.append(contentsOf: conditions.text)
                directives(field.directives, into: &text, used: &uses.variables)
                text.append("\n")
            case .linkedField(let field):
                guard asksServer(field.selections) else { continue }
                text.append(repeating: UInt8(ascii: " "), count: indent)
                fieldHead(field.alias, field.name.value, field.arguments, into: &text, used: &uses.variables)
                text.append(contentsOf: conditions.text)
                directives(field.directives, into: &text, used: &uses.variables)
                text.append(" ")
                block(field.selections, indent: indent, into: &text, uses: &uses)
                text.append("\n")
            case .inlineFragment(let fragment):
                guard asksServer(fragment.selections) else { continue }
                text.append(repeating: UInt8(ascii: " "), count: indent)
                text.append("...")
                if let type = fragment.typeCondition {
                    text.append(" on ")
                    text.append(contentsOf: schema[type].name)
                }
                text.append(contentsOf: conditions.text)
                directives(fragment.directives, into: &text, used: &uses.variables)
                text.append(" ")
                block(fragment.selections, indent: indent, into: &text, uses: &uses)
                text.append("\n")
            case .fragmentSpread(let spread):
                guard !clientOnlyFragments.contains(spread.name.value) else { continue }
                uses.spreads.append(spread.name.value)
                text.append(repeating: UInt8(ascii: " "), count: indent)
                text.append("...")
                text.append(contentsOf: spread.name.value)
                text.append(contentsOf: conditions.text)
                directives(spread.directives, into: &text, used: &uses.variables)
                text.append("\n")
            case .condition(let condition):
                guard asksServer(condition.selections) else { continue }
                condition.value.appendVariableNames(to: &uses.variables)
                let directive = " @\(condition.passingValue ? "include" : "skip")(if: \(condition.value.graphQLText))"
                if let nested = conditions.adding(condition, printed: directive) {
                    print(condition.selections, indent: indent, conditions: nested, into: &text, uses: &uses)
                } else {
                    // The enclosing conditions go on an inline fragment of their own.
                    text.append(repeating: UInt8(ascii: " "), count: indent)
                    text.append("...")
                    text.append(contentsOf: conditions.text)
                    text.append(" {\n")
                    print(
                        condition.selections, indent: indent + 2, conditions: .only(condition, printed: directive),
                        into: &text, uses: &uses)
                    text.append(repeating: UInt8(ascii: " "), count: indent)
                    text.append("}\n")
                }
            case .clientExtension:
                continue
            }
        }
    }

    /// Whether the selections ask the server for anything: whether any but client extensions
    /// and what holds nothing else is left to print. (Most lists start with a field of their
    /// own, which answers at once.)
    private func asksServer(_ selections: [IR.Selection]) -> Bool {
        // The closure captures the set, not the printer: capturing `self` copied the printer,
        // retaining all it holds, for every field printed.
        guard !clientOnlyFragments.isEmpty else {
            return Self.asksServer(selections, clientOnlyFragments: { _ in false })
        }
        let clientOnly = clientOnlyFragments
        return Self.asksServer(selections, clientOnlyFragments: { clientOnly.contains($0) })
    }

    private static func asksServer(_ selections: [IR.Selection], clientOnlyFragments: (String) -> Bool) -> Bool {
        selections.contains { selection in
            switch selection {
            case .scalarField: true
            case .linkedField(let field): asksServer(field.selections, clientOnlyFragments: clientOnlyFragments)
            case .inlineFragment(let fragment):
                asksServer(fragment.selections, clientOnlyFragments: clientOnlyFragments)
            case .condition(let condition):
                asksServer(condition.selections, clientOnlyFragments: clientOnlyFragments)
            case .fragmentSpread(let spread): !clientOnlyFragments(spread.name.value)
            case .clientExtension: false
            }
        }
    }

    /// The fragments that ask the server for nothing, their spreads followed: those on types
    /// only the client knows, and those whose selections are all the client's.
    private static func clientOnly(_ fragments: [IR.Fragment], schema: GraphQLSchema) -> Set<String> {
        // Looked up only where a spread decides: a fragment's own field nearly always does.
        var byName: [String: IR.Fragment] = [:]
        var decided: [String: Bool] = [:]
        func isClientOnly(_ fragment: IR.Fragment) -> Bool {
            schema.isClientExtension(type: fragment.typeCondition)
                || !asksServer(fragment.selections, clientOnlyFragments: isClientOnly(named:))
        }
        // Fragment spreads form no cycles (validation rejects them), so the recursion ends.
        func isClientOnly(named name: String) -> Bool {
            if let known = decided[name] { return known }
            if byName.isEmpty {
                byName = Dictionary(fragments.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let fragment = byName[name] else { return false }
            let result = isClientOnly(fragment)
            decided[name] = result
            return result
        }
        var result: Set<String> = []
        for fragment in fragments where isClientOnly(fragment) { result.insert(fragment.name.value) }
        return result
    }

    private func fieldHead(
        _ alias: IR.Name?, _ name: String, _ arguments: [IR.Argument], into text: inout ByteBuffer,
        used: inout [String]
    ) {
        if let alias, alias.value != name {
            text.append(contentsOf: alias.value)
            text.append(": ")
        }
        text.append(contentsOf: name)
        self.arguments(arguments, into: &text, used: &used)
    }

    private func arguments(_ arguments: [IR.Argument], into text: inout ByteBuffer, used: inout [String]) {
        var first = true
        for argument in arguments where argument.value != .null {
            argument.value.appendVariableNames(to: &used)
            text.append(first ? "(" : ", ")
            text.append(contentsOf: argument.name.value)
            text.append(": ")
            text.append(contentsOf: argument.value.queryText)
            first = false
        }
        if !first { text.append(")") }
    }

    /// The directives the server knows: Relay's own (those its passes leave, such as `@inline`)
    /// and those client schema extensions define stay out.
    private func directives(_ directives: [IR.Directive], into text: inout ByteBuffer, used: inout [String]) {
        for directive in directives {
            if GraphQLSchema.relayDirectiveNames.contains(directive.name.value) { continue }
            if schema.hasClientExtensions, let definition = schema.directive(named: directive.name.value),
                schema.isClientExtension(definition)
            {
                continue
            }
            text.append(" @")
            text.append(contentsOf: directive.name.value)
            arguments(directive.arguments, into: &text, used: &used)
        }
    }
}

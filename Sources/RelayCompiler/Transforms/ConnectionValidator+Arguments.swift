import GraphQLSyntax

extension ConnectionValidator {
    /// `@connection`'s arguments as the transform uses them.
    struct Arguments {
        var key: String
        var handler: String
        var filters: [String]?
        var dynamicKey: IR.Value?
    }

    /// The directive's arguments, or nil after reporting every one that is not as Relay asks.
    /// Each check reports its own problem and goes on with the argument's default, so that the
    /// others are checked too; any report leaves the arguments unused.
    mutating func checkDirectiveArguments() -> Arguments? {
        let reported = diagnostics.count
        let handler = checkHandler()
        let key = checkKey()
        let filters = checkFilters()
        let dynamicKey = checkDynamicKey()
        guard let key, diagnostics.count == reported else { return nil }
        return Arguments(key: key, handler: handler, filters: filters, dynamicKey: dynamicKey)
    }

    private mutating func checkKey() -> String? {
        guard let argument = directive.argument(named: "key"), case .string(let key) = argument.value else {
            fail(
                directive.argument(named: "key")?.valueLocation ?? directive.location,
                "Expected the key argument to @connection to be a string literal for field '\(fieldName)'.")
            return nil
        }
        let postfix = "_" + fieldName
        guard key.hasSuffix(postfix) else {
            fail(
                argument.valueLocation ?? directive.location,
                "Expected the key argument to @connection to be of form '<SomeName>\(postfix)', got '\(key)'. "
                    + "For a detailed explanation, check out https://relay.dev/docs/tutorial/connections-pagination/",
                notes: [field.name.location.note("the connection field")],
                fixIts: argument.valueLocation.map { [Self.keyFixIt(key, postfix: postfix, at: $0)] } ?? [])
            return nil
        }
        return key
    }

    /// The key mended: what comes before its last `_` kept and the field's name put after it,
    /// or (when nothing comes before an `_`) the field's name added to the whole key.
    private static func keyFixIt(_ key: String, postfix: String, at location: IR.Location) -> Diagnostic.FixIt {
        let name = key.lastIndex(of: "_").map { key[..<$0] } ?? ""
        let mended = (name.isEmpty ? key : String(name)) + postfix
        return location.fixIt("use the key '\(mended)'", replacement: Printer.printString(mended))
    }

    private mutating func checkHandler() -> String {
        guard let argument = directive.argument(named: "handler") else { return "connection" }
        guard case .string(let name) = argument.value else {
            fail(
                argument.valueLocation ?? directive.location,
                "Expected the handler argument to @connection to be a string literal for field '\(fieldName)'.")
            return "connection"
        }
        return name
    }

    private mutating func checkFilters() -> [String]? {
        guard let argument = directive.argument(named: "filters") else { return nil }
        // A list of string literals, as Relay asks: not `null`, nor one name alone (which the
        // list coercion of input values would accept).
        guard let names = Self.stringLiterals(argument.value) else {
            fail(
                argument.valueLocation ?? directive.location,
                "Expected the filters argument to @connection to be a list of string literals for field "
                    + "'\(fieldName)'.")
            return nil
        }
        for name in names
        where !declaredArguments.contains(name) && !field.arguments.contains(where: { $0.name.value == name }) {
            fail(
                argument.valueLocation ?? directive.location,
                "Expected the `filters` argument to `@connection` to be a list of argument names to the "
                    + "connection field to use to identify the connection, got `\(name)`. Not specifying "
                    + "`filters` is often recommended and will use all fields.")
        }
        return names
    }

    private mutating func checkDynamicKey() -> IR.Value? {
        guard let argument = directive.argument(named: "dynamicKey_UNSTABLE") else { return nil }
        guard case .variable = argument.value else {
            fail(
                argument.valueLocation ?? directive.location,
                "Expected the dynamicKey_UNSTABLE argument to @connection to be a variable for field '\(fieldName)'.")
            return nil
        }
        return argument.value
    }

    /// The strings of a list of string literals, else `nil`.
    private static func stringLiterals(_ value: IR.Value) -> [String]? {
        guard case .list(let items) = value else { return nil }
        var strings: [String] = []
        for item in items {
            guard case .string(let string) = item else { return nil }
            strings.append(string)
        }
        return strings
    }
}

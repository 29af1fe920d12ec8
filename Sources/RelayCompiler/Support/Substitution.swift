extension IR.Selection {
    /// The selection with every variable named in `values` replaced by its value there, in
    /// field, directive, spread and handle arguments and in conditions. A condition that
    /// becomes a literal is decided: its selections are kept without it, or dropped; an inline
    /// fragment or condition left with no selections is dropped too.
    static func substitute(_ selections: [IR.Selection], _ values: [String: IR.Value]) -> [IR.Selection] {
        guard !values.isEmpty else { return selections }
        var result: [IR.Selection] = []
        result.reserveCapacity(selections.count)
        for selection in selections {
            switch selection {
            case .scalarField(var field):
                field.arguments = substitute(field.arguments, values)
                field.directives = substitute(field.directives, values)
                field.handles = field.handles.map { substitute($0, values) }
                result.append(.scalarField(field))
            case .linkedField(var field):
                field.arguments = substitute(field.arguments, values)
                field.directives = substitute(field.directives, values)
                field.handles = field.handles.map { substitute($0, values) }
                // Kept even when left with nothing to select: the reader reads the field
                // whatever it holds, and the record gets its `id` or `__typename` later.
                field.selections = substitute(field.selections, values)
                result.append(.linkedField(field))
            case .inlineFragment(var fragment):
                fragment.directives = substitute(fragment.directives, values)
                fragment.selections = substitute(fragment.selections, values)
                if !fragment.selections.isEmpty { result.append(.inlineFragment(fragment)) }
            case .fragmentSpread(var spread):
                spread.arguments = substitute(spread.arguments, values)
                spread.directives = substitute(spread.directives, values)
                result.append(.fragmentSpread(spread))
            case .condition(var condition):
                condition.value = condition.value.substituting(values)
                condition.selections = substitute(condition.selections, values)
                switch condition.value {
                case .boolean(let literal):
                    if literal == condition.passingValue { result += condition.selections }
                case .null:
                    if !condition.passingValue { result += condition.selections }
                default:
                    if !condition.selections.isEmpty { result.append(.condition(condition)) }
                }
            case .clientExtension(let nested):
                let selections = substitute(nested, values)
                if !selections.isEmpty { result.append(.clientExtension(selections)) }
            }
        }
        return result
    }

    static func substitute(_ arguments: [IR.Argument], _ values: [String: IR.Value]) -> [IR.Argument] {
        arguments.map { argument in
            var argument = argument
            argument.value = argument.value.substituting(values)
            return argument
        }
    }

    static func substitute(_ directives: [IR.Directive], _ values: [String: IR.Value]) -> [IR.Directive] {
        directives.map { directive in
            var directive = directive
            directive.arguments = substitute(directive.arguments, values)
            return directive
        }
    }

    static func substitute(_ handle: IR.FieldHandle, _ values: [String: IR.Value]) -> IR.FieldHandle {
        var handle = handle
        handle.dynamicKey = handle.dynamicKey?.substituting(values)
        handle.handleArguments = substitute(handle.handleArguments, values)
        return handle
    }
}

import GraphQLSchema
import GraphQLSyntax

/// §5.6.1: every literal value is valid for the type expected where it is written: the
/// built-in scalars as their parsers accept them, enum values of the enum, input objects
/// with their required fields and no unknown ones, exactly one non-null field for `@oneOf`.
/// (In Relay's configuration, in Relay's words, which name the expected type without its list
/// and non-null wrappers.)
enum ValuesOfCorrectType {
    static let name = "ValuesOfCorrectType"

    static func checkNull(_ value: Value, type: SchemaTypeReference?, in walker: DocumentWalker) {
        guard let type, type.isNonNull else { return }
        if walker.context.options.reportsAsRelayDoes {
            reportRelayMismatch(value, type, in: walker)
            return
        }
        walker.report(name, "Expected value of type \"\(walker.context.describe(type))\", found null.", at: value.span)
    }

    /// Relay's report of a value that does not match the type expected (`ExpectedValueMatchingType`),
    /// with a note on what was found: Relay's words name only what was expected.
    private static func reportRelayMismatch(_ value: Value, _ type: SchemaTypeReference, in walker: DocumentWalker) {
        let context = walker.context
        let named = context.schema[type.namedType]
        let written = Printer.print(value)
        var found = "found \(written) where `\(context.describe(type))` is expected"
        var fixIts: [Diagnostic.FixIt] = []
        if named.kind == .enumeration, !named.enumValues.isEmpty {
            let values = named.enumValues.map(\.name)
            let similar = Suggestions.list(for: written, among: values, limit: Suggestions.relayLimit)
            found +=
                similar.isEmpty
                ? values.count <= 10 ? "; its values: " + values.joined(separator: ", ") : ""
                : "." + Suggestions.relayDidYouMean(similar)
            fixIts = Suggestions.fixIts(renaming: written, at: value.span, to: similar)
        }
        walker.report(
            name, "Expected a value of type '\(named.name)'", at: value.span,
            related: [(found, walker.place(value.span))], fixIts: fixIts)
    }

    /// A scalar, enum, list or object literal where a leaf type (or, for a list or an
    /// object, a type that is not a list or an input object) is expected.
    static func checkLeaf(_ value: Value, locationType: SchemaTypeReference?, in walker: DocumentWalker) {
        guard let locationType else { return }
        let context = walker.context
        let type = context.schema[locationType.namedType]
        guard type.kind.isLeaf else {
            if context.options.reportsAsRelayDoes { return reportRelayMismatch(value, locationType, in: walker) }
            walker.report(
                name, "Expected value of type \"\(context.describe(locationType))\", found \(Printer.print(value)).",
                at: value.span)
            return
        }
        guard let problem = LiteralCoercion.problem(with: value, as: type, in: context.schema) else { return }
        guard context.options.reportsAsRelayDoes else {
            return walker.report(
                name, problem.message, at: value.span,
                fixIts: Suggestions.fixIts(renaming: Printer.print(value), at: value.span, to: problem.suggestions))
        }
        if type.kind == .enumeration, case .string(let text, _) = value.kind {
            // The quotes removed, where that names one of the enum's values.
            let unquoted = type.enumValues.contains { $0.name == text }
            walker.report(
                name,
                "Expected value of type '\(type.name)' to be a valid enum value, got string. Consider removing quotes.",
                at: value.span,
                fixIts: unquoted ? [Diagnostic.FixIt("remove the quotes", span: value.span, replacement: text)] : [])
        } else {
            reportRelayMismatch(value, locationType, in: walker)
        }
    }

    static func checkObject(_ value: Value, fields: [ObjectField], type: SchemaType, in walker: DocumentWalker) {
        let missing = type.inputFields.filter { field in
            field.isRequired && !fields.contains { $0.name.value == field.name }
        }
        if walker.context.options.reportsAsRelayDoes, !missing.isEmpty {
            // Relay prints the names as a Rust list of strings, sorted (its interned names
            // compare as their text).
            let names = missing.map(\.name).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            walker.report(name, "Missing required fields '[\(names)]' of type '\(type.name)'", at: value.span)
        } else {
            for field in missing {
                walker.report(
                    name,
                    "Field \"\(type.name).\(field.name)\" of required type \"\(walker.context.describe(field.type))\""
                        + " was not provided.", at: value.span)
            }
        }
        if type.isOneOf { checkOneOf(value, fields: fields, type: type, in: walker) }
    }

    static func reportUnknownField(_ field: ObjectField, of type: SchemaType, in walker: DocumentWalker) {
        let suggestions = Suggestions.list(for: field.name.value, among: type.inputFields.map(\.name))
        let fixIts = Suggestions.fixIts(renaming: field.name.value, at: field.name.span, to: suggestions)
        if walker.context.options.reportsAsRelayDoes {
            walker.report(
                name, RelayMessages.unknownField(field.name.value, on: type.name, similar: suggestions),
                at: field.name.span, fixIts: fixIts)
            return
        }
        walker.report(
            name,
            "Field \"\(field.name.value)\" is not defined by type \"\(type.name)\"."
                + Suggestions.didYouMean(suggestions),
            at: field.span, fixIts: fixIts)
    }

    private static func checkOneOf(_ value: Value, fields: [ObjectField], type: SchemaType, in walker: DocumentWalker) {
        // Keys as the reference counts them: a repeated field counts once.
        var keys: [ObjectField] = []
        for field in fields {
            if let index = keys.firstIndex(where: { $0.name.value == field.name.value }) {
                keys[index] = field
            } else {
                keys.append(field)
            }
        }
        guard keys.count == 1 else {
            walker.report(name, "OneOf Input Object \"\(type.name)\" must specify exactly one key.", at: value.span)
            return
        }
        let field = keys[0]
        switch field.value.kind {
        case .null:
            walker.report(name, "Field \"\(type.name).\(field.name.value)\" must be non-null.", at: value.span)
        case .variable(let variable):
            // The variables of the operation entered last, as the reference looks them up.
            let definition = walker.context.lastOperationVariables.last { $0.variable.name.value == variable.value }
            if let definition, !definition.type.isNonNull {
                walker.report(
                    name,
                    "Variable \"\(variable.value)\" must be non-nullable to be used for OneOf Input Object"
                        + " \"\(type.name)\".", at: value.span)
            }
        default:
            break
        }
    }
}

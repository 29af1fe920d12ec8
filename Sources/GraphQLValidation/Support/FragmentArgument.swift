import GraphQLSchema
import GraphQLSyntax

/// An argument a fragment declares with Relay's `@argumentDefinitions`:
/// `@argumentDefinitions(count: {type: "Int", defaultValue: 10})`. In Relay's mode it is a
/// variable of the fragment's own, in scope in the fragment's selections.
struct FragmentArgument {
    var name: String
    /// Where the argument is declared.
    var span: SourceSpan
    /// The declared type; nil when it is missing, does not parse or names an unknown type.
    var type: SchemaTypeReference?
    /// Whether a default value other than `null` is declared.
    var hasNonNullDefault: Bool

    static let directiveName = "argumentDefinitions"

    /// The arguments every `@argumentDefinitions` on the fragment declares.
    static func declared(by fragment: FragmentDefinition, in context: ValidationContext) -> [FragmentArgument] {
        fragment.declaredArguments.map { argument in
            var type: SchemaTypeReference?
            var hasNonNullDefault = false
            if case .object(let fields) = argument.value.kind {
                for field in fields {
                    switch (field.name.value, field.value.kind) {
                    case ("type", .string(let text, _)):
                        if let reference = try? Parser.parseType(Source(text: text)) {
                            type = context.resolve(reference)
                        }
                    case ("defaultValue", let kind):
                        hasNonNullDefault = kind != .null
                    default:
                        break
                    }
                }
            }
            return FragmentArgument(
                name: argument.name.value, span: argument.span, type: type, hasNonNullDefault: hasNonNullDefault)
        }
    }
}

extension FragmentDefinition {
    /// The arguments of every `@argumentDefinitions` on the fragment: the ones it declares.
    var declaredArguments: [Argument] {
        directives.filter { $0.name.value == FragmentArgument.directiveName }.flatMap(\.arguments)
    }
}

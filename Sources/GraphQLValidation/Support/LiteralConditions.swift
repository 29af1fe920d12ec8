import GraphQLSyntax

extension [Directive] {
    /// Whether a literal `@skip(if: true)` or `@include(if: false)` leaves the selection out.
    /// A variable condition has no value during validation: the selection is kept.
    var isExcludedByLiteralCondition: Bool {
        contains { directive in
            let name = directive.name.value
            guard name == "skip" || name == "include",
                case .boolean(let value) = directive.arguments.first(where: { $0.name.value == "if" })?.value.kind
            else { return false }
            return value == (name == "skip")
        }
    }
}

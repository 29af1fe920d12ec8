/// Lowers `@relay(plural:)` and `@relay(mask:)` on fragment definitions into the fragment's
/// `Metadata` (`plural`, `mask`), removing the directive.
public enum RelayDirectiveTransform {
    /// The program with `@relay` on fragments lowered.
    public static func transform(_ program: IR.Program) -> IR.Program {
        var program = program
        for index in program.fragments.indices {
            var fragment = program.fragments[index]
            guard let directive = fragment.directives.first(where: { $0.name.value == "relay" }) else { continue }
            if case .boolean(let plural) = directive.argument(named: "plural")?.value { fragment.metadata.plural = plural }
            if case .boolean(let mask) = directive.argument(named: "mask")?.value { fragment.metadata.mask = mask }
            fragment.directives.removeAll { $0.name.value == "relay" }
            program.fragments[index] = fragment
        }
        return program
    }
}

import GraphQLSyntax

extension IR {
    /// A fragment argument the app provides (`@argumentDefinitions(x: {type: "Boolean!",
    /// provider: "P"})`), as the operation variable it becomes: the fragment reads
    /// `$__relay_internal__pv__P` where it was written `$x`, and every operation that spreads
    /// the fragment declares that variable (`ProvidedVariablesTransform`).
    public struct ProvidedVariable: Sendable {
        /// The fragment's argument as written, located at its name.
        public var argument: Name
        /// The operation variable: its name, the declared type, located at the argument's name.
        public var definition: VariableDefinition
        /// The provider as written.
        public var provider: String

        /// No operation may declare a variable whose name starts with this.
        public static let reservedPrefix = "__relay_internal"

        /// The operation variable a provider gives: `__relay_internal__pv__` and the provider's
        /// letters, digits and underscores (`"Flags.showAvatar"` gives
        /// `__relay_internal__pv__FlagsshowAvatar`).
        public static func variableName(forProvider provider: String) -> String {
            reservedPrefix + "__pv__" + String(decoding: provider.utf8.filter(\.isGraphQLNameContinue), as: UTF8.self)
        }
    }
}

extension [IR.ProvidedVariable] {
    /// Whether one of these is the operation variable `name` (a fragment's: then the fragment
    /// alone lists it among its globals, and the operations spreading it declare it).
    func provides(_ name: String) -> Bool {
        !isEmpty && contains { $0.definition.name.value == name }
    }
}

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
            reservedPrefix + "__pv__" + String(provider.unicodeScalars.filter(\.isASCIIWordCharacter))
        }
    }
}

extension Unicode.Scalar {
    /// An ASCII letter, digit or underscore.
    fileprivate var isASCIIWordCharacter: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        default: false
        }
    }
}

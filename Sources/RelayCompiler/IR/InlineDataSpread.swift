import GraphQLSchema

extension IR {
    /// What `InlineDataFragmentTransform` made of a spread of an `@inline` fragment: the inline
    /// fragment holding the fragment's selections is read as the fragment's data, in place
    /// (Relay's `InlineDataFragmentSpread`). Reader side only.
    ///
    /// A class: most inline fragments have none, and a reference keeps theirs one word wide.
    public final class InlineDataSpread: Sendable {
        /// The spread fragment's name, located at the spread.
        public let fragmentName: Name
        /// The fragment's type condition.
        public let fragmentType: TypeID
        /// The values the spread passes with `@arguments`, in source order.
        public let arguments: [Argument]
        /// The fragment's own arguments (`@argumentDefinitions`).
        public let argumentDefinitions: [VariableDefinition]
        /// The operation variables the fragment uses without declaring them.
        public let usedGlobalVariables: [VariableDefinition]

        /// Creates the record of a spread of an `@inline` fragment.
        public init(
            fragmentName: Name, fragmentType: TypeID, arguments: [Argument],
            argumentDefinitions: [VariableDefinition], usedGlobalVariables: [VariableDefinition]
        ) {
            self.fragmentName = fragmentName
            self.fragmentType = fragmentType
            self.arguments = arguments
            self.argumentDefinitions = argumentDefinitions
            self.usedGlobalVariables = usedGlobalVariables
        }
    }
}

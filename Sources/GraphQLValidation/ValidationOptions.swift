/// Which variant of the executable-document rules to apply.
///
/// The specification's rules, as the reference implementation runs them, are the default.
/// Relay's compiler relaxes five of them and tightens one, and is configured here rather than
/// forked: variables declared with `@argumentDefinitions` are in scope inside their fragment,
/// a fragment that no operation spreads is not an error (it may be read on its own), the
/// variables of the declarative mutation directives are not checked against the directives'
/// argument types (they never reach the server: Relay's own fixtures pass `[String!]!`
/// variables where `connections: [ID!]!` is declared), an argument passed `null` is the same
/// as one not passed (Relay leaves it out of its IR and of the query text), a subscription's
/// fields from client schema extensions do not count as subscribed fields; and a meta-field's
/// type counts where fields of one response name are compared. The problems Relay's compiler
/// reports itself are reported in its words.
public struct ValidationOptions: Sendable, Equatable {
    /// Whether `@argumentDefinitions(name: {type: …})` on a fragment defines `$name` for the
    /// fragment's selections (NoUndefinedVariables, VariablesInAllowedPosition). Arguments that
    /// mention such a name are not compared as written (OverlappingFieldsCanBeMerged): Relay's
    /// compiler compares them once the fragments' arguments are applied. An argument a spread
    /// passes with `@arguments` that its fragment does not declare is an error
    /// (KnownFragmentArguments).
    public var fragmentArgumentsAreInScope: Bool
    /// Whether a fragment that no operation spreads is allowed (NoUnusedFragments).
    public var allowsUnusedFragments: Bool
    /// Whether variables passed to `@appendEdge`, `@prependEdge`, `@appendNode`,
    /// `@prependNode` and `@deleteEdge` (`GraphQLSchema.connectionsDirectiveNames`) may have
    /// any type (VariablesInAllowedPosition).
    public var acceptsAnyVariableInMutationDirectives: Bool
    /// Whether a field's argument passed `null` counts as not passed when fields of one
    /// response name are compared (OverlappingFieldsCanBeMerged): `f(a: 1)` and
    /// `f(a: 1, b: null)` merge.
    public var nullArgumentsAreOmitted: Bool
    /// Whether a subscription's root fields from client schema extensions are left out when
    /// counting its fields (SingleFieldSubscriptions): they are never sent to the server.
    public var clientFieldsAreNotSubscribed: Bool
    /// Whether meta-fields (`__typename`, `__schema`, `__type`, Relay's `__id`) are compared by
    /// their types too when fields of one response name meet on types that never overlap
    /// (OverlappingFieldsCanBeMerged): `same: __typename` on one object type and `same: name`
    /// (a `String`, not a `String!`) on another conflict. The specification's SameResponseShape
    /// compares every field's return type, and Relay's compiler does; the reference
    /// implementation finds no definition for a meta-field there and lets it pass.
    public var metaFieldsHaveTypes: Bool
    /// Whether problems are reported as Relay's compiler reports them: in its words (the
    /// newest Relay's, "Variable of type 'Boolean' cannot be used where 'Boolean!' is
    /// expected."), at the places it points to, and as often as it reports them (a field
    /// conflict found by its walk of each operation through its fragments, at the innermost
    /// pair of fields; an operation's undefined variables once each; a fragment cycle where
    /// its walk closes it; conflicting uses of a variable as its inference meets them). Each
    /// rule says what it changes. One check of Relay's own comes with it: uses of one variable
    /// within a fragment whose types conflict, even in a fragment no operation spreads.
    public var reportsAsRelayDoes: Bool

    public init(
        fragmentArgumentsAreInScope: Bool = false, allowsUnusedFragments: Bool = false,
        acceptsAnyVariableInMutationDirectives: Bool = false, nullArgumentsAreOmitted: Bool = false,
        clientFieldsAreNotSubscribed: Bool = false, metaFieldsHaveTypes: Bool = false,
        reportsAsRelayDoes: Bool = false
    ) {
        self.fragmentArgumentsAreInScope = fragmentArgumentsAreInScope
        self.allowsUnusedFragments = allowsUnusedFragments
        self.acceptsAnyVariableInMutationDirectives = acceptsAnyVariableInMutationDirectives
        self.nullArgumentsAreOmitted = nullArgumentsAreOmitted
        self.clientFieldsAreNotSubscribed = clientFieldsAreNotSubscribed
        self.metaFieldsHaveTypes = metaFieldsHaveTypes
        self.reportsAsRelayDoes = reportsAsRelayDoes
    }

    /// The specification's rules, unchanged.
    public static let specification = ValidationOptions()

    /// The rules as Relay's compiler applies them.
    public static let relay = ValidationOptions(
        fragmentArgumentsAreInScope: true, allowsUnusedFragments: true, acceptsAnyVariableInMutationDirectives: true,
        nullArgumentsAreOmitted: true, clientFieldsAreNotSubscribed: true, metaFieldsHaveTypes: true,
        reportsAsRelayDoes: true)
}

/// A variable whose value the app provides when the operation runs, not its caller: a
/// fragment's `@argumentDefinitions(showAvatar: {type: "Boolean!", provider: "ShowAvatar"})`.
/// The compiler makes it an operation variable named from the provider
/// (`__relay_internal__pv__ShowAvatar`) in every operation that spreads the fragment; the
/// runtime sets it from `value` whenever it describes the operation (`OperationDescriptor`).
///
/// Two are equal when they have the same name and provider: `value` is code, not data.
public struct ProvidedVariable: Sendable, Hashable {
    /// The operation variable's name.
    public var name: String
    /// The provider as the fragment names it (in Swift, a type conforming to
    /// `VariableProvider`).
    public var provider: String
    /// The value, asked for each time the operation is described; `nil` in an artifact decoded
    /// from JSON, which names the provider but cannot run it (the caller passes the variable).
    public var value: (@Sendable () -> JSONValue)?

    /// A provided variable whose value `value` gives.
    public init(name: String, provider: String, value: (@Sendable () -> JSONValue)?) {
        self.name = name
        self.provider = provider
        self.value = value
    }

    public static func == (lhs: ProvidedVariable, rhs: ProvidedVariable) -> Bool {
        lhs.name == rhs.name && lhs.provider == rhs.provider
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(provider)
    }
}

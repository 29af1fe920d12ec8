/// The app's side of a provided variable: a fragment's
/// `@argumentDefinitions(showAvatar: {type: "Boolean!", provider: "ShowAvatar"})` names a type
/// conforming to this protocol, in the module the generated code is compiled in:
///
/// ```swift
/// enum ShowAvatar: VariableProvider {
///     static func get() -> Bool { FeatureFlags.avatars }
/// }
/// ```
///
/// `get()` is called each time an operation spreading the fragment is fetched (or otherwise
/// described), on whatever thread that happens: in a module whose code is isolated to the main
/// actor by default, mark it `nonisolated`. Its value is sent as the operation's variable;
/// callers never pass it.
public protocol VariableProvider {
    /// The variable's value, of the type `@argumentDefinitions` declares.
    associatedtype Value: Encodable & Sendable
    /// The value to run the operation with now.
    static func get() -> Value
}

extension ProvidedVariable {
    /// The provided variable `name`, whose value `get` gives (generated code passes the
    /// provider's `get`); `null` should the value not encode, as one the schema does not accept
    /// would be rejected by the server.
    public init<Value: Encodable & Sendable>(
        name: String, provider: String, get: @escaping @Sendable () -> Value
    ) {
        self.init(name: name, provider: provider, value: { (try? JSONValue.encoding(get())) ?? .null })
    }
}

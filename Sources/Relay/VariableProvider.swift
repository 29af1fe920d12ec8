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
/// described), and its value sent as the operation's variable; callers never pass it.
public protocol VariableProvider: SendableMetatype {
    /// The variable's value, of the type `@argumentDefinitions` declares.
    associatedtype Value: Encodable & Sendable
    /// The value to run the operation with now.
    static func get() -> Value
}

extension ProvidedVariable {
    /// The provided variable `name`, whose value `Provider.get()` gives (`null` should it not
    /// encode, as a value the schema does not accept would be rejected by the server).
    public init<Provider: VariableProvider>(name: String, provider: Provider.Type) {
        self.init(name: name, provider: String(describing: provider)) {
            (try? JSONValue.encoding(Provider.get())) ?? .null
        }
    }
}

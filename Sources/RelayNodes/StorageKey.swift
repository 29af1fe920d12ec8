/// Storage keys: the names under which a field's value is kept in a record.
///
/// A field with arguments is stored as `name(arg1:JSON1,arg2:JSON2)` with arguments in name
/// order, values printed as `JSON.stringify` prints them and `null` values dropped; a field
/// without arguments (or with only null ones) is stored under its bare name. The compiler
/// precomputes this for all-literal arguments; the runtime computes it for the rest.
public enum StorageKey {
    /// Formats a storage key from evaluated argument values (Relay's `formatStorageKey` over a
    /// stable copy: keys sorted at every level).
    public static func format(name: String, arguments: [String: JSONValue]?) -> String {
        guard let arguments, !arguments.isEmpty else { return name }
        var parts: [String] = []
        for key in arguments.keys.sorted() {
            guard let value = arguments[key], !value.isNull else { continue }
            parts.append(key + ":" + value.jsonString)
        }
        return parts.isEmpty ? name : name + "(" + parts.joined(separator: ",") + ")"
    }

    /// The key of a field with the given argument nodes, evaluated against `variables`.
    public static func format(name: String, arguments: [Argument]?, variables: [String: JSONValue]) -> String {
        guard let arguments, !arguments.isEmpty else { return name }
        return format(name: name, arguments: arguments.values(variables: variables))
    }

    /// The field name under which a handle keeps its data, and the name of the reader's
    /// field: `__<key>_<handle>`, or `__<fieldName>_<handle>` for a handle without a key
    /// (Relay's `getRelayHandleKey`; the field's name, not its alias).
    public static func handleKey(handle: String, key: String, fieldName: String) -> String {
        "__" + (key.isEmpty ? fieldName : key) + "_" + handle
    }
}

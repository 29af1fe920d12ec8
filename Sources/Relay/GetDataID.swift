/// How the normalizer names the record of an object in a response: Relay's `getDataID`.
///
/// By default a record is keyed by its `id` field (`GetDataID.default`). A server whose
/// records are identified by another field (PostGraphile's `nodeId`, for one) names it here
/// and, for the compiler, in `relay.config.json`'s `schemaConfig.nodeInterfaceIdField`, so
/// that the compiler selects that field wherever a type has it:
///
/// ```swift
/// let environment = Environment(network: network, getDataID: .field(named: "nodeId"))
/// ```
///
/// An object it gives no ID (`nil`) gets a client ID from the path that reached it.
public struct GetDataID: Sendable {
    private let identify: @Sendable (_ object: [String: JSONValue], _ typeName: String) -> DataID?

    /// Names a record by `identify(object, typeName)`: the object as the response holds it
    /// (keyed by response name) and its type's name.
    public init(_ identify: @escaping @Sendable (_ object: [String: JSONValue], _ typeName: String) -> DataID?) {
        self.identify = identify
    }

    /// The ID of `object`, of the type named `typeName`, if it has one.
    public func callAsFunction(_ object: [String: JSONValue], typeName: String) -> DataID? {
        identify(object, typeName)
    }

    /// Relay's `defaultGetDataID`: the object's `id`.
    public static let `default` = field(named: "id")

    /// The object's field `name` (a string, or a number used as one); the viewer without it is
    /// `DataID.viewerID`, as in Relay's `defaultGetDataID`.
    public static func field(named name: String) -> GetDataID {
        GetDataID { object, typeName in
            switch object.responseValue(name) {
            case .string(let id): DataID(id)
            case .int(let id): DataID(String(id))
            default: typeName == "Viewer" ? .viewerID : nil
            }
        }
    }
}

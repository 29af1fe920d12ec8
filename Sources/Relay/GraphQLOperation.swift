import Foundation

/// A generated operation type: its artifact, its variables and the data it reads.
///
/// What generated code relies on: `Variables` encode as a JSON object keyed by variable name
/// (a `DataID` encodes as its string); `Data` decodes from `SelectorData` by response key
/// (alias or field name), `__id` as a `DataID`, a spread fragment as a `FragmentPointer`
/// property named `fragment_<FragmentName>`, a field that may be missing or null as an
/// optional. Named `GraphQLOperation` rather than `Operation` so that it never clashes with
/// Foundation's `Operation` class in files importing both. A type of one's own adopts the
/// protocol of its kind (`GraphQLQuery`, `GraphQLMutation`, `GraphQLSubscription`), which the
/// runtime's typed methods take.
public protocol GraphQLOperation: Sendable {
    /// The operation's variables (`EmptyVariables` when it has none).
    associatedtype Variables: Encodable & Sendable
    /// What the operation's root selections read.
    associatedtype Data: Decodable & Sendable
    /// The operation's artifact.
    static var node: ConcreteRequest { get }
    /// The variables of this value of the operation (`UserTodosQuery(id: "1")`), which
    /// `Environment.fetchQuery(_:)` and `Mutation.commit(_:)` run it with.
    var variables: Variables { get }
}

/// A generated query: what `fetchQuery`, `fetchQueryFromStoreAndNetwork`, `fetchLiveQuery` and
/// a refetchable fragment's refetch run. Each kind of operation has a protocol of its own, so
/// that a mutation given to `fetchQuery` (or a query to `Mutation`) is a compile-time error.
public protocol GraphQLQuery: GraphQLOperation {}

/// A generated mutation: what `Mutation` commits.
public protocol GraphQLMutation: GraphQLOperation {}

/// A generated subscription: what `Environment.requestSubscription` requests.
public protocol GraphQLSubscription: GraphQLOperation {}

/// A generated fragment type: its reader AST and the data it reads.
public protocol GraphQLFragment: Sendable {
    /// What the fragment reads.
    associatedtype Data: Decodable & Sendable
    /// The fragment's artifact.
    static var node: ReaderFragment { get }
}

/// A generated fragment on one record, as a value made from a key (`ToDoItem_todo(key: todo)`):
/// `Environment.read(_:)` reads it. Every generated fragment but a plural one is one.
public protocol SingularFragment: GraphQLFragment {
    /// Where the fragment's data is read from.
    var fragmentPointer: FragmentPointer { get }
}

/// A generated `@relay(plural: true)` fragment, as a value made from a list of keys:
/// `Environment.read(_:)` reads it, an item per key.
public protocol PluralFragment: GraphQLFragment {
    /// Where the fragment's data is read from, one pointer per item.
    var fragmentPointers: [FragmentPointer] { get }
}

/// A generated `@inline` fragment type: its data is read in place, with the data that spreads
/// it, into a `fragment_<FragmentName>` property of type `Data` (Relay's `readInlineData`).
public protocol GraphQLInlineDataFragment: Sendable {
    /// What the fragment reads.
    associatedtype Data: Decodable & Sendable
    /// The fragment's artifact.
    static var node: InlineDataFragment { get }
}

extension GraphQLOperation where Variables == EmptyVariables {
    /// An operation without variables runs with none.
    public var variables: EmptyVariables { EmptyVariables() }
}

/// Variables of an operation that declares none.
public struct EmptyVariables: Encodable, Sendable, Hashable {
    /// No variables.
    public init() {}
}

/// Marks GraphQL text in Swift sources for `relay-swift-compiler`, which finds these calls
/// and compiles their text; at run time it just returns the text.
@discardableResult
public func graphql(_ text: String) -> String { text }

extension JSONValue {
    /// Converts any `Encodable` value (generated variables, typed data) to JSON.
    static func encoding<T: Encodable>(_ value: T) throws(RelayError) -> JSONValue {
        do {
            return try JSONValue(parsing: FoundationScalars.encoder().encode(value))
        } catch {
            throw .encoding(String(describing: error))
        }
    }
}

extension VariableData {
    /// Generated variables as `VariableData`; they must encode as a JSON object.
    static func encoding<T: Encodable>(_ variables: T) throws(RelayError) -> VariableData {
        guard let object = try JSONValue.encoding(variables).objectValue else {
            throw .encoding("Variables must encode as a JSON object")
        }
        return object
    }
}

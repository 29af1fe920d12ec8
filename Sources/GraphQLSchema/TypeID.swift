/// The index of a named type in its `GraphQLSchema`: a small integer that is cheaper to store,
/// compare and hash than a type's name.
///
/// An ID is only meaningful for the schema that issued it.
public struct TypeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the type in `GraphQLSchema.types`.
    public let rawValue: Int32

    /// Creates an ID from a position in `GraphQLSchema.types`.
    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The position as an `Int`, for subscripting.
    @inlinable public var index: Int { Int(rawValue) }

    public static func < (lhs: TypeID, rhs: TypeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` and the position, for debugging (a type's name needs its schema).
    public var description: String { "#\(rawValue)" }
}

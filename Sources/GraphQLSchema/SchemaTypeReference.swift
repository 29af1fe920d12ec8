/// A type as a field, an argument or an input field uses it: a named type wrapped in any number
/// of lists and non-nulls, such as `[String!]!`, resolved against a schema.
///
/// Packed into two words so that it is stored inline, compared with `==` (two types are equal
/// exactly when they are written the same) and hashed without allocation: the named type's ID,
/// and the wrappers as bits, innermost first, below a count.
public struct SchemaTypeReference: Hashable, Sendable {
    /// What a reference is at its outermost level.
    public enum Shape: Hashable, Sendable {
        case named(TypeID)
        case list(of: SchemaTypeReference)
        case nonNull(of: SchemaTypeReference)
    }

    /// The named type at the core: `String` for `[String!]!`.
    public let namedType: TypeID
    /// Bits 0–5: the number of wrappers; bit 6 + i: wrapper i counted from the innermost,
    /// 1 for non-null and 0 for list.
    private let wrappers: UInt64

    /// The most wrappers a reference can hold.
    public static let maximumWrapperCount = 58
    private static let countMask: UInt64 = 0x3F

    private init(namedType: TypeID, wrappers: UInt64) {
        self.namedType = namedType
        self.wrappers = wrappers
    }

    /// The named type itself, unwrapped.
    public init(named type: TypeID) {
        self.init(namedType: type, wrappers: 0)
    }

    /// How many lists and non-nulls wrap the named type.
    public var wrapperCount: Int { Int(wrappers & Self.countMask) }

    /// Whether the reference is the named type itself.
    public var isNamed: Bool { wrapperCount == 0 }

    /// Whether the outermost wrapper is a non-null.
    public var isNonNull: Bool {
        let count = wrapperCount
        return count > 0 && wrappers & (1 << (5 + UInt64(count))) != 0
    }

    /// Whether the outermost wrapper is a list.
    public var isList: Bool { wrapperCount > 0 && !isNonNull }

    /// Whether `other` wraps its named type in the same lists and non-nulls: `[A!]` and
    /// `[B!]` do, `[A]` and `[A!]` do not.
    public func hasSameWrappers(as other: SchemaTypeReference) -> Bool { wrappers == other.wrappers }

    /// Whether a list is anywhere in the reference: `[Int]!` and `[[Int!]]` are list types.
    public var containsList: Bool {
        let count = wrapperCount
        guard count > 0 else { return false }
        let listBits = ~(wrappers >> 6) & ((1 << UInt64(count)) - 1)
        return listBits != 0
    }

    /// The reference with its outermost wrapper removed, or nil for a named type.
    public var ofType: SchemaTypeReference? {
        let count = wrapperCount
        guard count > 0 else { return nil }
        let kept = (wrappers >> 6) & ((1 << UInt64(count - 1)) - 1)
        return SchemaTypeReference(namedType: namedType, wrappers: kept << 6 | UInt64(count - 1))
    }

    /// The reference without its outermost non-null, if it has one: `[Int!]` for `[Int!]!`.
    public var nullable: SchemaTypeReference {
        isNonNull ? (ofType ?? self) : self
    }

    /// The outermost level as an enum, for pattern matching.
    public var shape: Shape {
        guard let inner = ofType else { return .named(namedType) }
        return isNonNull ? .nonNull(of: inner) : .list(of: inner)
    }

    /// The reference wrapped in a list, or nil past `maximumWrapperCount` wrappers.
    public func wrappedInList() -> SchemaTypeReference? {
        wrapped(nonNull: false)
    }

    /// The reference wrapped in a non-null, or nil past `maximumWrapperCount` wrappers or when
    /// it is already non-null (`T!!` is not a type).
    public func wrappedInNonNull() -> SchemaTypeReference? {
        isNonNull ? nil : wrapped(nonNull: true)
    }

    private func wrapped(nonNull: Bool) -> SchemaTypeReference? {
        let count = wrapperCount
        guard count < Self.maximumWrapperCount else { return nil }
        let bit: UInt64 = nonNull ? 1 << (6 + UInt64(count)) : 0
        return SchemaTypeReference(
            namedType: namedType, wrappers: (wrappers & ~Self.countMask) | bit | UInt64(count + 1))
    }

    /// The reference as GraphQL writes it, naming types with `name`: `[String!]!`.
    public func description(naming name: (TypeID) -> String) -> String {
        var text = name(namedType)
        let count = wrapperCount
        var index = 0
        while index < count {
            if wrappers & (1 << (6 + UInt64(index))) != 0 {
                text += "!"
            } else {
                text = "[" + text + "]"
            }
            index += 1
        }
        return text
    }
}

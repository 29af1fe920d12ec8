/// A selection of a reader AST: what a component reads from the store.
public enum ReaderSelection: Sendable, Hashable, Codable {
    /// A scalar field.
    case scalarField(ScalarField)
    /// A linked field.
    case linkedField(ReaderLinkedField)
    /// Selections applied only for a matching type.
    case inlineFragment(ReaderInlineFragment)
    /// A named fragment, read as a fragment pointer (data masking).
    case fragmentSpread(FragmentSpread)
    /// `@include`/`@skip`.
    case condition(ReaderCondition)
    /// Client-only selections, such as `__id`.
    case clientExtension(ReaderClientExtension)
    /// A field marked `@required`.
    indirect case requiredField(RequiredField)
    /// A spread or inline fragment marked `@alias`, read as an object of its own.
    indirect case aliasedInlineFragmentSpread(AliasedInlineFragmentSpread)
    /// A spread of an `@inline` fragment, read in place into an object of its own.
    indirect case inlineDataFragmentSpread(InlineDataFragmentSpread)

    /// Decodes by the node's `kind`; an unknown kind is a decoding error naming it.
    public init(from decoder: any Decoder) throws {
        switch try decodeKind(decoder) {
        case "ScalarField": self = .scalarField(try ScalarField(from: decoder))
        case "LinkedField": self = .linkedField(try ReaderLinkedField(from: decoder))
        case "InlineFragment": self = .inlineFragment(try ReaderInlineFragment(from: decoder))
        case "FragmentSpread": self = .fragmentSpread(try FragmentSpread(from: decoder))
        case "Condition": self = .condition(try ReaderCondition(from: decoder))
        case "ClientExtension": self = .clientExtension(try ReaderClientExtension(from: decoder))
        case "RequiredField": self = .requiredField(try RequiredField(from: decoder))
        case "AliasedInlineFragmentSpread":
            self = .aliasedInlineFragmentSpread(try AliasedInlineFragmentSpread(from: decoder))
        case "InlineDataFragmentSpread":
            self = .inlineDataFragmentSpread(try InlineDataFragmentSpread(from: decoder))
        case let kind:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Unsupported reader selection kind \"\(kind)\""))
        }
    }

    /// Encodes the wrapped node.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .scalarField(let node): try node.encode(to: encoder)
        case .linkedField(let node): try node.encode(to: encoder)
        case .inlineFragment(let node): try node.encode(to: encoder)
        case .fragmentSpread(let node): try node.encode(to: encoder)
        case .condition(let node): try node.encode(to: encoder)
        case .clientExtension(let node): try node.encode(to: encoder)
        case .requiredField(let node): try node.encode(to: encoder)
        case .aliasedInlineFragmentSpread(let node): try node.encode(to: encoder)
        case .inlineDataFragmentSpread(let node): try node.encode(to: encoder)
        }
    }
}

/// A linked field of a reader AST.
public typealias ReaderLinkedField = LinkedField<ReaderSelection>
/// An inline fragment of a reader AST.
public typealias ReaderInlineFragment = InlineFragment<ReaderSelection>
/// A condition of a reader AST.
public typealias ReaderCondition = Condition<ReaderSelection>
/// A client extension of a reader AST.
public typealias ReaderClientExtension = ClientExtension<ReaderSelection>

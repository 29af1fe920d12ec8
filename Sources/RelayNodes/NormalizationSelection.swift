/// A selection of a normalization AST: what the server returns and how to store it.
public enum NormalizationSelection: Sendable, Hashable, Codable {
    /// A scalar field.
    case scalarField(ScalarField)
    /// A linked field.
    case linkedField(NormalizationLinkedField)
    /// Selections applied only for a matching type (also inlined fragment spreads).
    case inlineFragment(NormalizationInlineFragment)
    /// `@include`/`@skip`.
    case condition(NormalizationCondition)
    /// Client-only selections, such as `__id`.
    case clientExtension(NormalizationClientExtension)
    /// A handler to run on a linked field's data.
    case linkedHandle(FieldHandle)
    /// A handler to run on a scalar field's data.
    case scalarHandle(FieldHandle)
    /// Records whether the record implements an abstract type.
    case typeDiscriminator(TypeDiscriminator)

    /// Decodes by the node's `kind`; an unknown kind is a decoding error naming it.
    public init(from decoder: any Decoder) throws {
        switch try decodeKind(decoder) {
        case "ScalarField": self = .scalarField(try ScalarField(from: decoder))
        case "LinkedField": self = .linkedField(try NormalizationLinkedField(from: decoder))
        case "InlineFragment": self = .inlineFragment(try NormalizationInlineFragment(from: decoder))
        case "Condition": self = .condition(try NormalizationCondition(from: decoder))
        case "ClientExtension": self = .clientExtension(try NormalizationClientExtension(from: decoder))
        case "LinkedHandle": self = .linkedHandle(try FieldHandle(from: decoder))
        case "ScalarHandle": self = .scalarHandle(try FieldHandle(from: decoder))
        case "TypeDiscriminator": self = .typeDiscriminator(try TypeDiscriminator(from: decoder))
        case let kind:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Unsupported normalization selection kind \"\(kind)\""))
        }
    }

    /// Encodes the wrapped node.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .scalarField(let node): try node.encode(to: encoder)
        case .linkedField(let node): try node.encode(to: encoder)
        case .inlineFragment(let node): try node.encode(to: encoder)
        case .condition(let node): try node.encode(to: encoder)
        case .clientExtension(let node): try node.encode(to: encoder)
        case .linkedHandle(let node): try node.encode(to: encoder, kind: "LinkedHandle")
        case .scalarHandle(let node): try node.encode(to: encoder, kind: "ScalarHandle")
        case .typeDiscriminator(let node): try node.encode(to: encoder)
        }
    }
}

/// A linked field of a normalization AST.
public typealias NormalizationLinkedField = LinkedField<NormalizationSelection>
/// An inline fragment of a normalization AST.
public typealias NormalizationInlineFragment = InlineFragment<NormalizationSelection>
/// A condition of a normalization AST.
public typealias NormalizationCondition = Condition<NormalizationSelection>
/// A client extension of a normalization AST.
public typealias NormalizationClientExtension = ClientExtension<NormalizationSelection>

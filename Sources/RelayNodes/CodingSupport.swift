/// The coding keys every artifact node uses. One shared key type keeps the per-node coders
/// short; the key names are exactly those Relay's compiler prints.
enum NodeKey: String, CodingKey {
    case abstractKey, action, alias, args, argumentDefinitions, backward, cacheID, concreteType
    case condition, connection, count, cursor, defaultValue, direction, dynamicKey, field, fields
    case filters, forward, fragment, fragmentPathInResult, handle, handleArgs, id
    case identifierField, identifierQueryVariableName, items, key, kind, mask, metadata, name
    case operation, operationKind, params, passingValue, path, plural, providedVariables, refetch, selections
    case storageKey, stream, text, type, value, variableName
}

extension KeyedDecodingContainer where Key == NodeKey {
    /// Decodes an optional key, treating a missing key like an explicit `null`.
    func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(type, forKey: key)
    }

    /// Checks the `kind` discriminator of a node.
    func expectKind(_ expected: String) throws {
        let kind = try decode(String.self, forKey: .kind)
        guard kind == expected else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: self,
                debugDescription: "Expected a node of kind \"\(expected)\", found \"\(kind)\"")
        }
    }
}

extension KeyedEncodingContainer where Key == NodeKey {
    /// Encodes an optional value, printing `null` for `nil` as Relay's compiler does.
    mutating func encodeNullable<T: Encodable>(_ value: T?, _ key: Key) throws {
        if let value {
            try encode(value, forKey: key)
        } else {
            try encodeNil(forKey: key)
        }
    }
}

/// Reads only the `kind` of a node, to choose which case of a selection enum to decode.
func decodeKind(_ decoder: any Decoder) throws -> String {
    let container = try decoder.container(keyedBy: NodeKey.self)
    return try container.decode(String.self, forKey: .kind)
}

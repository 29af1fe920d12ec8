import RelayNodes

/// Artifacts as JSON text in the shape Relay's compiler prints (keys sorted, pretty-printed,
/// slashes unescaped): each node writes its own keys, in byte order, through `JSONWriter`.
public enum ArtifactJSON {
    /// A request's JSON; throws only for a non-finite number in a literal.
    public static func bytes(of request: ConcreteRequest) throws -> [UInt8] { try print(request) }

    /// A fragment's JSON; throws only for a non-finite number in a literal.
    public static func bytes(of fragment: ReaderFragment) throws -> [UInt8] { try print(fragment) }

    static func print(_ node: some JSONWritable) throws(JSONWriterError) -> [UInt8] {
        var json = JSONWriter()
        try node.write(to: &json)
        return json.finish()
    }
}

/// A value that prints itself as one JSON value.
protocol JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError)
}

extension JSONWriter {
    mutating func array(_ items: [some JSONWritable]) throws(JSONWriterError) {
        beginArray()
        for item in items {
            self.item()
            try item.write(to: &self)
        }
        endArray()
    }

    mutating func array(_ items: [some JSONWritable]?) throws(JSONWriterError) {
        if let items { try array(items) } else { null() }
    }

    mutating func value(_ value: (some JSONWritable)?) throws(JSONWriterError) {
        if let value { try value.write(to: &self) } else { null() }
    }

    mutating func strings(_ items: [String]) {
        beginArray()
        for item in items {
            self.item()
            string(item)
        }
        endArray()
    }

    mutating func strings(_ items: [String]?) {
        if let items { strings(items) } else { null() }
    }
}

// MARK: Requests and fragments

extension ConcreteRequest: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("fragment")
        try fragment.write(to: &json)
        json.key("kind")
        json.staticString("Request")
        json.key("operation")
        try operation.write(to: &json)
        json.key("params")
        try params.write(to: &json)
        json.endObject()
    }
}

extension NormalizationOperation: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("argumentDefinitions")
        try json.array(argumentDefinitions)
        json.key("kind")
        json.staticString("Operation")
        json.key("name")
        json.string(name)
        json.key("selections")
        try json.array(selections)
        json.endObject()
    }
}

extension ReaderFragment: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("abstractKey")
        json.string(abstractKey)
        json.key("argumentDefinitions")
        try json.array(argumentDefinitions)
        json.key("kind")
        json.staticString("Fragment")
        json.key("metadata")
        try json.value(metadata)
        json.key("name")
        json.string(name)
        json.key("selections")
        try json.array(selections)
        json.key("type")
        json.string(type)
        json.endObject()
    }
}

extension FragmentMetadata: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        if let connection {
            json.key("connection")
            try json.array(connection)
        }
        if let mask {
            json.key("mask")
            json.bool(mask)
        }
        if let plural {
            json.key("plural")
            json.bool(plural)
        }
        if let refetch {
            json.key("refetch")
            try refetch.write(to: &json)
        }
        json.endObject()
    }
}

extension RequestParameters: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        if let cacheID {
            json.key("cacheID")
            json.string(cacheID)
        }
        json.key("id")
        json.string(id)
        json.key("metadata")
        try metadata.write(to: &json)
        json.key("name")
        json.string(name)
        json.key("operationKind")
        json.string(operationKind.rawValue)
        json.key("text")
        json.string(text)
        json.endObject()
    }
}

extension RequestMetadata: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        var keys = Array(other.keys)
        if connection != nil { keys.append("connection") }
        for key in keys.sorted(by: ByteOrder.precedes) {
            json.key(key)
            if key == "connection", let connection {
                try json.array(connection)
            } else if let value = other[key] {
                try value.write(to: &json)
            }
        }
        json.endObject()
    }
}

// MARK: Metadata

extension ConnectionMetadata: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("count")
        json.string(count)
        json.key("cursor")
        json.string(cursor)
        json.key("direction")
        json.string(direction.rawValue)
        json.key("path")
        json.strings(path)
        if isStreamConnection {
            json.key("stream")
            json.bool(true)
        }
        json.endObject()
    }
}

extension RefetchMetadata: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("connection")
        try json.value(connection)
        json.key("fragmentPathInResult")
        json.strings(fragmentPathInResult)
        if let identifierField {
            json.key("identifierField")
            json.string(identifierField)
        }
        json.key("operation")
        json.string(operation)
        json.endObject()
    }
}

extension RefetchConnectionMetadata: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("backward")
        try json.value(backward)
        json.key("forward")
        try json.value(forward)
        json.key("path")
        json.strings(path)
        json.endObject()
    }
}

extension PaginationVariables: JSONWritable {
    func write(to json: inout JSONWriter) throws(JSONWriterError) {
        json.beginObject()
        json.key("count")
        json.string(count)
        json.key("cursor")
        json.string(cursor)
        json.endObject()
    }
}

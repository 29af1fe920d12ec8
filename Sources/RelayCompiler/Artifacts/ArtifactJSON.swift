import RelayNodes

/// Artifacts as JSON text in the shape Relay's compiler prints (keys sorted, pretty-printed,
/// slashes unescaped): each node writes its own keys, in byte order, through `JSONWriter`.
public enum ArtifactJSON {
    /// A request's JSON, with a final line break if `asFile` (as files end).
    public static func bytes(of request: ConcreteRequest, asFile: Bool = false) -> [UInt8] {
        // A request's JSON is mostly its normalization AST, which grows with the query text
        // (in the corpus, 6 to 30 times the text, 12 in the median): room for 16 times the
        // text spares most large artifacts the copies of growing.
        print(request, asFile: asFile, capacity: 16_384 + 16 * (request.params.text?.utf8.count ?? 0))
    }

    /// A fragment's JSON, with a final line break if `asFile` (as files end).
    public static func bytes(of fragment: ReaderFragment, asFile: Bool = false) -> [UInt8] {
        print(fragment, asFile: asFile)
    }

    /// An `@inline` fragment's JSON, with a final line break if `asFile`.
    public static func bytes(of fragment: InlineDataFragment, asFile: Bool = false) -> [UInt8] {
        print(fragment, asFile: asFile, capacity: 64)
    }

    static func print(_ node: some JSONWritable, asFile: Bool = false, capacity: Int = 16_384) -> [UInt8] {
        // Written straight into the array's own storage, sized `capacity`: only a text that
        // outgrows it, or fills under half of it (not to keep much unused room), is copied
        // into an array of its own after.
        var copied: [UInt8]?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { storage, count in
            var json = JSONWriter(lentMemory: storage)
            node.write(to: &json)
            if asFile { json.lineBreak() }
            if let written = json.countInLentMemory, written >= capacity / 2 {
                count = written
            } else {
                copied = json.finish()
                count = 0
            }
        }
        return copied ?? bytes
    }
}

/// A value that prints itself as one JSON value.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

extension JSONWriter {
    mutating func array(_ items: [some JSONWritable]) {
        beginArray()
        // Read in place: a `for` loop over the array copies out each item, retaining
        // everything the node holds, only to write it.
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                item()
                items[index].write(to: &self)
            }
        }
        endArray()
    }

    mutating func array(_ items: [some JSONWritable]?) {
        if let items { array(items) } else { null() }
    }

    mutating func value(_ value: (some JSONWritable)?) {
        if let value { value.write(to: &self) } else { null() }
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
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("fragment")
        fragment.write(to: &json)
        json.key("kind")
        json.staticString("Request")
        json.key("operation")
        operation.write(to: &json)
        json.key("params")
        params.write(to: &json)
        json.endObject()
    }
}

extension NormalizationOperation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("argumentDefinitions")
        json.array(argumentDefinitions)
        json.key("kind")
        json.staticString("Operation")
        json.key("name")
        json.string(name)
        json.key("selections")
        json.array(selections)
        json.endObject()
    }
}

extension ReaderFragment: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("abstractKey")
        json.string(abstractKey)
        json.key("argumentDefinitions")
        json.array(argumentDefinitions)
        json.key("kind")
        json.staticString("Fragment")
        json.key("metadata")
        json.value(metadata)
        json.key("name")
        json.string(name)
        json.key("selections")
        json.array(selections)
        json.key("type")
        json.string(type)
        json.endObject()
    }
}

extension InlineDataFragment: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("kind")
        json.staticString("InlineDataFragment")
        json.key("name")
        json.string(name)
        json.endObject()
    }
}

extension FragmentMetadata: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        if let connection {
            json.key("connection")
            json.array(connection)
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
            refetch.write(to: &json)
        }
        json.endObject()
    }
}

extension RequestParameters: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        if let cacheID {
            json.key("cacheID")
            json.string(cacheID)
        }
        json.key("id")
        json.string(id)
        json.key("metadata")
        metadata.write(to: &json)
        json.key("name")
        json.string(name)
        json.key("operationKind")
        json.string(operationKind.rawValue)
        if !providedVariables.isEmpty {
            // Relay prints each provider as a reference to its module; here it is its name.
            json.key("providedVariables")
            json.beginObject()
            for variable in providedVariables.sorted(by: { ByteOrder.precedes($0.name, $1.name) }) {
                json.key(named: variable.name)
                json.string(variable.provider)
            }
            json.endObject()
        }
        json.key("text")
        json.string(text)
        json.endObject()
    }
}

extension RequestMetadata: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        var keys = Array(other.keys)
        if connection != nil { keys.append("connection") }
        for key in keys.sorted(by: ByteOrder.precedes) {
            json.key(named: key)
            if key == "connection", let connection {
                json.array(connection)
            } else if let value = other[key] {
                value.write(to: &json)
            }
        }
        json.endObject()
    }
}

// MARK: Metadata

extension ConnectionMetadata: JSONWritable {
    func write(to json: inout JSONWriter) {
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
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("connection")
        json.value(connection)
        json.key("fragmentPathInResult")
        json.strings(fragmentPathInResult)
        if let identifierField {
            json.key("identifierField")
            json.string(identifierField)
        }
        if let identifierQueryVariableName {
            json.key("identifierQueryVariableName")
            json.string(identifierQueryVariableName)
        }
        json.key("operation")
        json.string(operation)
        json.endObject()
    }
}

extension RefetchConnectionMetadata: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("backward")
        json.value(backward)
        json.key("forward")
        json.value(forward)
        json.key("path")
        json.strings(path)
        json.endObject()
    }
}

extension PaginationVariables: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("count")
        json.string(count)
        json.key("cursor")
        json.string(cursor)
        json.endObject()
    }
}

import RelayNodes

// The selection nodes of both ASTs, their arguments and literal values, as JSON.

extension ReaderSelection: JSONWritable {
    func write(to json: inout JSONWriter) {
        switch self {
        case .scalarField(let node): node.write(to: &json)
        case .linkedField(let node): node.write(to: &json)
        case .inlineFragment(let node): node.write(to: &json)
        case .fragmentSpread(let node): node.write(to: &json)
        case .condition(let node): node.write(to: &json)
        case .clientExtension(let node): node.write(to: &json)
        case .requiredField(let node): node.write(to: &json)
        case .aliasedInlineFragmentSpread(let node): node.write(to: &json)
        case .inlineDataFragmentSpread(let node): node.write(to: &json)
        }
    }
}

extension InlineDataFragmentSpread: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("args")
        json.array(args)
        json.key("argumentDefinitions")
        json.array(argumentDefinitions)
        json.key("kind")
        json.staticString("InlineDataFragmentSpread")
        json.key("name")
        json.string(name)
        json.key("selections")
        json.array(selections)
        json.endObject()
    }
}

extension AliasedInlineFragmentSpread: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("fragment")
        fragment.write(to: &json)
        json.key("kind")
        json.staticString("AliasedInlineFragmentSpread")
        json.key("name")
        json.string(name)
        json.endObject()
    }
}

extension NormalizationSelection: JSONWritable {
    func write(to json: inout JSONWriter) {
        switch self {
        case .scalarField(let node): node.write(to: &json)
        case .linkedField(let node): node.write(to: &json)
        case .inlineFragment(let node): node.write(to: &json)
        case .condition(let node): node.write(to: &json)
        case .clientExtension(let node): node.write(to: &json)
        case .linkedHandle(let node): node.write(to: &json, kind: "LinkedHandle")
        case .scalarHandle(let node): node.write(to: &json, kind: "ScalarHandle")
        case .typeDiscriminator(let node):
            json.beginObject()
            json.key("abstractKey")
            json.string(node.abstractKey)
            json.key("kind")
            json.staticString("TypeDiscriminator")
            json.endObject()
        }
    }
}

extension ScalarField: JSONWritable {
    func write(to json: inout JSONWriter) {
        if alias == nil, args == nil, storageKey == nil, Self.plainLayout.write(name, to: &json) { return }
        writeMembers(to: &json)
    }

    /// A field with only a name: the corpus's most frequent node.
    private static let plainLayout = JSONLayout { json, name in
        ScalarField(name: name).writeMembers(to: &json)
    }

    private func writeMembers(to json: inout JSONWriter) {
        json.beginObject()
        json.key("alias")
        json.string(alias)
        json.key("args")
        json.array(args)
        json.key("kind")
        json.staticString("ScalarField")
        json.key("name")
        json.string(name)
        json.key("storageKey")
        json.string(storageKey)
        json.endObject()
    }
}

extension LinkedField: JSONWritable where Selection: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("alias")
        json.string(alias)
        json.key("args")
        json.array(args)
        json.key("concreteType")
        json.string(concreteType)
        json.key("kind")
        json.staticString("LinkedField")
        json.key("name")
        json.string(name)
        json.key("plural")
        json.bool(plural)
        json.key("selections")
        json.array(selections)
        json.key("storageKey")
        json.string(storageKey)
        json.endObject()
    }
}

extension InlineFragment: JSONWritable where Selection: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("abstractKey")
        json.string(abstractKey)
        json.key("kind")
        json.staticString("InlineFragment")
        json.key("selections")
        json.array(selections)
        json.key("type")
        json.string(type)
        json.endObject()
    }
}

extension Condition: JSONWritable where Selection: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("condition")
        json.string(condition)
        json.key("kind")
        json.staticString("Condition")
        json.key("passingValue")
        json.bool(passingValue)
        json.key("selections")
        json.array(selections)
        json.endObject()
    }
}

extension RequiredField: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("action")
        json.string(action.rawValue)
        json.key("field")
        field.write(to: &json)
        json.key("kind")
        json.staticString("RequiredField")
        json.endObject()
    }
}

extension ClientExtension: JSONWritable where Selection: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("kind")
        json.staticString("ClientExtension")
        json.key("selections")
        json.array(selections)
        json.endObject()
    }
}

extension FragmentSpread: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("args")
        json.array(args)
        json.key("kind")
        json.staticString("FragmentSpread")
        json.key("name")
        json.string(name)
        json.endObject()
    }
}

extension FieldHandle {
    func write(to json: inout JSONWriter, kind: StaticString) {
        json.beginObject()
        json.key("alias")
        json.string(alias)
        json.key("args")
        json.array(args)
        if let dynamicKey {
            json.key("dynamicKey")
            dynamicKey.write(to: &json)
        }
        json.key("filters")
        json.strings(filters)
        json.key("handle")
        json.string(handle)
        if let handleArgs {
            json.key("handleArgs")
            json.array(handleArgs)
        }
        json.key("key")
        json.string(key)
        json.key("kind")
        json.staticString(kind)
        json.key("name")
        json.string(name)
        json.endObject()
    }
}

// MARK: Arguments and values

extension ArgumentDefinition: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .local(let name, let defaultValue, let type):
            json.key("defaultValue")
            (defaultValue ?? .null).write(to: &json)
            json.key("kind")
            json.staticString("LocalArgument")
            json.key("name")
            json.string(name)
            if let type {
                json.key("type")
                json.string(type)
            }
        case .root(let name, let type):
            json.key("kind")
            json.staticString("RootArgument")
            json.key("name")
            json.string(name)
            if let type {
                json.key("type")
                json.string(type)
            }
        }
        json.endObject()
    }
}

extension Argument: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .literal(let name, let value):
            json.key("kind")
            json.staticString("Literal")
            json.key("name")
            json.string(name)
            json.key("value")
            value.write(to: &json)
        case .variable(let name, let variableName):
            json.key("kind")
            json.staticString("Variable")
            json.key("name")
            json.string(name)
            json.key("variableName")
            json.string(variableName)
        case .objectValue(let name, let fields):
            json.key("fields")
            json.array(fields)
            json.key("kind")
            json.staticString("ObjectValue")
            json.key("name")
            json.string(name)
        case .listValue(let name, let items):
            json.key("items")
            json.beginArray()
            for item in items {
                json.item()
                json.value(item)
            }
            json.endArray()
            json.key("kind")
            json.staticString("ListValue")
            json.key("name")
            json.string(name)
        }
        json.endObject()
    }
}

extension JSONValue: JSONWritable {
    func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let value): json.bool(value)
        case .int(let value): json.int(value)
        case .double(let value): json.double(value)
        case .string(let value): json.string(value)
        case .array(let items): json.array(items)
        case .object(let members):
            json.beginObject()
            for key in members.keys.sorted(by: ByteOrder.precedes) {
                json.key(named: key)
                members[key]?.write(to: &json)
            }
            json.endObject()
        }
    }
}

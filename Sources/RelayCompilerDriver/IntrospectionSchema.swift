import GraphQLSyntax

/// A schema given as the result of the introspection query (`schema.json`, as graphql-js's
/// `getIntrospectionQuery` fetches it and Apollo's tools save it), written out as SDL, which
/// the schema builder then reads like any schema file. A JSON value of the wrong kind, or a
/// key missing where an introspection result always has it, is reported at the JSON.
///
/// The result is the whole response (`{"data": {"__schema": …}}`) or its `data`
/// (`{"__schema": …}`). Introspection types and the built-in scalars and directives are left
/// out: the builder declares them.
struct IntrospectionSchema {
    private static let builtInScalars: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]
    private static let builtInDirectives: Set<String> = ["include", "skip", "deprecated", "specifiedBy", "oneOf"]

    /// The JSON file, where problems are reported.
    private let source: Source
    private var sdl = ""

    /// The SDL of the schema `source` (a JSON file) describes.
    static func sdl(from source: Source) throws(Diagnostic) -> String {
        var writer = IntrospectionSchema(source: source)
        let root = try ConfigJSON.parse(source)
        let data = try writer.optional("data", of: root) ?? root
        try writer.writeSchema(try writer.member("__schema", of: data))
        return writer.sdl
    }

    private mutating func writeSchema(_ schema: ConfigJSON) throws(Diagnostic) {
        try writeDescription(of: schema, indent: "")
        sdl += "schema {\n"
        for (key, operation) in [
            ("queryType", "query"), ("mutationType", "mutation"), ("subscriptionType", "subscription"),
        ] {
            guard let type = try optional(key, of: schema) else { continue }
            sdl += "  \(operation): \(try name(of: type))\n"
        }
        sdl += "}\n"
        for type in try list(member("types", of: schema)) {
            try writeType(type)
        }
        for directive in try optional("directives", of: schema).map(list) ?? [] {
            try writeDirective(directive)
        }
    }

    private mutating func writeType(_ type: ConfigJSON) throws(Diagnostic) {
        let name = try name(of: type)
        guard !name.hasPrefix("__") else { return }
        let kind = try member("kind", of: type)
        let keyword: String
        switch try string(kind) {
        case "SCALAR":
            guard !Self.builtInScalars.contains(name) else { return }
            keyword = "scalar"
        case "OBJECT": keyword = "type"
        case "INTERFACE": keyword = "interface"
        case "UNION": keyword = "union"
        case "ENUM": keyword = "enum"
        case "INPUT_OBJECT": keyword = "input"
        case let other:
            throw problem(at: kind, "expected the kind of a named type (SCALAR, OBJECT, …), found \"\(other)\"")
        }
        sdl += "\n"
        try writeDescription(of: type, indent: "")
        sdl += keyword + " " + name
        let interfaces = try optional("interfaces", of: type).map(list) ?? []
        if !interfaces.isEmpty {
            sdl += " implements " + (try names(of: interfaces).joined(separator: " & "))
        }
        // (graphql-js names the key `specifiedByURL`; some servers `specifiedByUrl`.)
        var specifiedBy = try optional("specifiedByURL", of: type)
        if specifiedBy == nil { specifiedBy = try optional("specifiedByUrl", of: type) }
        if let url = specifiedBy {
            sdl += " @specifiedBy(url: " + Printer.printString(try string(url)) + ")"
        }
        if try optional("isOneOf", of: type).map(bool) == true { sdl += " @oneOf" }
        switch keyword {
        case "type", "interface":
            try writeMembers(of: type, "fields") { writer, field throws(Diagnostic) in try writer.writeField(field) }
        case "input":
            try writeMembers(of: type, "inputFields") { writer, field throws(Diagnostic) in
                try writer.writeInputValue(field)
            }
        case "enum":
            try writeMembers(of: type, "enumValues") { writer, value throws(Diagnostic) in
                writer.sdl += try writer.name(of: value)
                try writer.writeDeprecation(of: value)
            }
        case "union":
            sdl += " = " + (try names(of: list(member("possibleTypes", of: type))).joined(separator: " | "))
        default:
            break
        }
        sdl += "\n"
    }

    /// ` {`, each member of the type's list `key` on a line of its own with its description,
    /// `}`.
    private mutating func writeMembers(
        of type: ConfigJSON, _ key: String, _ write: (inout Self, ConfigJSON) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        sdl += " {\n"
        for member in try list(member(key, of: type)) {
            try writeDescription(of: member, indent: "  ")
            sdl += "  "
            try write(&self, member)
            sdl += "\n"
        }
        sdl += "}"
    }

    private mutating func writeField(_ field: ConfigJSON) throws(Diagnostic) {
        sdl += try name(of: field)
        try writeArguments(of: field)
        sdl += ": " + (try typeReference(member("type", of: field)))
        try writeDeprecation(of: field)
    }

    /// A field's or directive's arguments, on one line, each description a string before it.
    private mutating func writeArguments(of node: ConfigJSON) throws(Diagnostic) {
        let arguments = try optional("args", of: node).map(list) ?? []
        guard !arguments.isEmpty else { return }
        sdl += "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { sdl += ", " }
            if let description = try optional("description", of: argument) {
                sdl += Printer.printString(try string(description)) + " "
            }
            try writeInputValue(argument)
        }
        sdl += ")"
    }

    /// `name: Type = default`, and `@deprecated` (an argument or an input field).
    private mutating func writeInputValue(_ value: ConfigJSON) throws(Diagnostic) {
        sdl += try name(of: value) + ": " + typeReference(member("type", of: value))
        if let defaultValue = try optional("defaultValue", of: value) {
            // Introspection gives a default as GraphQL text.
            sdl += " = " + (try string(defaultValue))
        }
        try writeDeprecation(of: value)
    }

    private mutating func writeDirective(_ directive: ConfigJSON) throws(Diagnostic) {
        let name = try name(of: directive)
        guard !Self.builtInDirectives.contains(name) else { return }
        sdl += "\n"
        try writeDescription(of: directive, indent: "")
        sdl += "directive @" + name
        try writeArguments(of: directive)
        if try optional("isRepeatable", of: directive).map(bool) == true { sdl += " repeatable" }
        let locations = try list(member("locations", of: directive))
        var written: [String] = []
        for location in locations { written.append(try string(location)) }
        sdl += " on " + written.joined(separator: " | ") + "\n"
    }

    private mutating func writeDescription(of node: ConfigJSON, indent: String) throws(Diagnostic) {
        guard let description = try optional("description", of: node) else { return }
        sdl += indent + Printer.printString(try string(description)) + "\n"
    }

    private mutating func writeDeprecation(of node: ConfigJSON) throws(Diagnostic) {
        guard try optional("isDeprecated", of: node).map(bool) == true else { return }
        sdl += " @deprecated"
        if let reason = try optional("deprecationReason", of: node) {
            sdl += "(reason: " + Printer.printString(try string(reason)) + ")"
        }
    }

    /// `{"kind": "NON_NULL", "ofType": {"kind": "LIST", "ofType": {"name": "ID"}}}` as `[ID]!`.
    private func typeReference(_ type: ConfigJSON) throws(Diagnostic) -> String {
        switch try string(member("kind", of: type)) {
        case "NON_NULL": return try typeReference(member("ofType", of: type)) + "!"
        case "LIST": return "[" + (try typeReference(member("ofType", of: type))) + "]"
        default: return try name(of: type)
        }
    }

    // MARK: Reading the JSON

    /// The node's `name`, which must be a GraphQL name (it is written into SDL as it is).
    private func name(of node: ConfigJSON) throws(Diagnostic) -> String {
        let value = try member("name", of: node)
        let name = try string(value)
        guard name.isGraphQLName else { throw problem(at: value, "expected a GraphQL name, found \"\(name)\"") }
        return name
    }

    private func names(of nodes: [ConfigJSON]) throws(Diagnostic) -> [String] {
        var names: [String] = []
        for node in nodes { names.append(try name(of: node)) }
        return names
    }

    /// The member `key` of an object; an error when there is none (or it is `null`).
    private func member(_ key: String, of object: ConfigJSON) throws(Diagnostic) -> ConfigJSON {
        guard let value = try optional(key, of: object) else {
            throw problem(at: object, "expected the key \"\(key)\" in this object")
        }
        return value
    }

    /// The member `key` of an object, `nil` when it is absent or `null`.
    private func optional(_ key: String, of object: ConfigJSON) throws(Diagnostic) -> ConfigJSON? {
        guard case .object(let members) = object.kind else {
            throw problem(at: object, "expected an object, found \(object.typeDescription)")
        }
        guard let value = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = value.kind { return nil }
        return value
    }

    private func string(_ value: ConfigJSON) throws(Diagnostic) -> String {
        guard case .string(let text) = value.kind else {
            throw problem(at: value, "expected a string, found \(value.typeDescription)")
        }
        return text
    }

    private func bool(_ value: ConfigJSON) throws(Diagnostic) -> Bool {
        guard case .bool(let flag) = value.kind else {
            throw problem(at: value, "expected a boolean, found \(value.typeDescription)")
        }
        return flag
    }

    private func list(_ value: ConfigJSON) throws(Diagnostic) -> [ConfigJSON] {
        guard case .array(let items) = value.kind else {
            throw problem(at: value, "expected a list, found \(value.typeDescription)")
        }
        return items
    }

    private func problem(at value: ConfigJSON, _ message: String) -> Diagnostic {
        Diagnostic(.error, "introspection result: " + message, source: source, span: value.span)
    }
}

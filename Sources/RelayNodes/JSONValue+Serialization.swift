extension JSONValue {
    /// Compact JSON text the way JavaScript's `JSON.stringify` prints a stable-copied value:
    /// no whitespace, object keys sorted, integral numbers without a fraction.
    ///
    /// Storage keys embed this text (`user(id:"me")`), so it must match Relay byte for byte.
    public var jsonString: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .int(let value):
            output += String(value)
        case .double(let value):
            output += JSONValue.formatNumber(value)
        case .string(let value):
            JSONValue.writeQuoted(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                JSONValue.writeQuoted(key, to: &output)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    /// JavaScript prints integral doubles without a fraction and non-finite numbers as null.
    private static func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e21, let exact = Int(exactly: value) {
            return String(exact)
        }
        return String(value)
    }

    private static func writeQuoted(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

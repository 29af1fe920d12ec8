import RelaySwiftCodegen

/// A generated Swift file split into its imports and the rest, so that several definitions can
/// share one file (the build tool plugin's per-source outputs) under one header and one set of
/// imports.
struct SwiftFileBody {
    /// The `import` lines of the file's preamble.
    var imports: [String] = []
    /// Everything after the preamble (the header comment, imports and blank lines).
    var body: Substring

    init(_ contents: String) {
        var rest = Substring(contents)
        while let newline = rest.firstIndex(of: "\n") {
            let line = rest[..<newline]
            if line.hasPrefix("import ") {
                imports.append(String(line))
            } else if !(line.isEmpty || line == GeneratedSwiftFile.header) {
                break
            }
            rest = rest[rest.index(after: newline)...]
        }
        body = rest
    }

    /// One file: the header, the union of the parts' imports, then each part's body, separated
    /// by a blank line. With no parts, the header alone (every declared output must exist).
    static func joined(_ parts: [SwiftFileBody]) -> String {
        var text = GeneratedSwiftFile.header + "\n"
        let imports = Set(parts.flatMap(\.imports)).sorted()
        if !imports.isEmpty { text += "\n" + imports.joined(separator: "\n") + "\n" }
        for part in parts { text += "\n" + part.body }
        return text
    }
}

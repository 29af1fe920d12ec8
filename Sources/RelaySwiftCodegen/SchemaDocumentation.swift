import GraphQLSchema

/// The documentation a generated member carries from the schema, for Xcode's Quick Help: the
/// description of the field, enum value or input field it stands for and, when that is
/// deprecated, the reason.
///
/// Deprecation is said in the comment, not with `@available(*, deprecated)`: the attribute
/// would warn inside the generated code that decodes, copies and switches over the member.
///
/// The text is made fit for `///` lines here, byte by byte (descriptions run to megabytes in
/// a large project's generated code, and `Character`-wise work costs a hundred times more):
/// lines end at a line feed or a carriage return, as Swift's comments do (a CRLF once), other
/// control characters become spaces (Swift warns of them in source), and trailing whitespace
/// is dropped.
enum SchemaDocumentation {
    /// The text, or nil when the schema says nothing (no description, or one of whitespace
    /// only, and not deprecated).
    static func text(description: String?, deprecationReason: String?) -> String? {
        joined(description.flatMap(commentText), deprecationReason: deprecationReason)
    }

    /// The documentation of the field `name` of `type`; nil for `__typename` and `__id`. A
    /// field without a description takes that of the interface field it implements, if any
    /// (so that `id` reads the same on every type that implements `Node`).
    static func field(_ name: String, of type: TypeID, in schema: GraphQLSchema, cache: Cache) -> String? {
        guard !name.hasPrefix("__"), let field = schema[type].field(named: name) else { return nil }
        return cache.documentation(of: field) { uncachedField(field, of: type, in: schema) }
    }

    private static func uncachedField(_ field: SchemaField, of type: TypeID, in schema: GraphQLSchema) -> String? {
        let name = field.name
        let description =
            field.description.flatMap(commentText)
            ?? schema[type].interfaces.lazy.compactMap {
                schema[$0].field(named: name)?.description.flatMap(commentText)
            }
            .first
        return joined(description, deprecationReason: field.deprecationReason)
    }

    /// A description already fit for comments, and the deprecation warning after it.
    private static func joined(_ description: String?, deprecationReason: String?) -> String? {
        guard let deprecationReason else { return description }
        let warning = commentText(deprecationReason).map { "- Warning: Deprecated: " + $0 } ?? "- Warning: Deprecated."
        return description.map { $0 + "\n\n" + warning } ?? warning
    }

    /// `text` fit for comment lines (see the type's notes), its lines separated by line
    /// feeds, without empty lines before or after; nil if it is all whitespace.
    private static func commentText(_ text: String) -> String? {
        var text = text
        // Most descriptions are fit as they are: one pass over their bytes says so.
        if text.withUTF8(isCommentText) { return text }
        var bytes: [UInt8] = []
        var line: [UInt8] = []
        var emptyLines = 0
        var afterCarriageReturn = false
        for byte in text.utf8 {
            switch byte {
            case 0x0A where afterCarriageReturn: break
            case 0x0A, 0x0D: endLine(&line, into: &bytes, emptyLinesBefore: &emptyLines)
            case 0x09: line.append(byte)
            case 0..<0x20, 0x7F: line.append(0x20)
            default: line.append(byte)
            }
            afterCarriageReturn = byte == 0x0D
        }
        endLine(&line, into: &bytes, emptyLinesBefore: &emptyLines)
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` are fit for comment lines as they are: not empty, no control character
    /// but tabs and line feeds, no whitespace before a line feed or at the end, no line feed
    /// first. Eight bytes at a time where none is a control character (most of them).
    private static func isCommentText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let last = bytes.last, bytes[0] != 0x0A, !isSpaceOrTab(last), last != 0x0A
        else { return false }
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !mayHoldControlCharacter(word) {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x20 {
                // A line feed is never first (checked above), so it has a byte before it.
                guard byte == 0x09 || (byte == 0x0A && !isSpaceOrTab(bytes[index - 1])) else { return false }
            } else if byte == 0x7F {
                return false
            }
            index += 1
        }
        return true
    }

    private static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether a byte of `word` may be below 0x20 or be 0x7F (never false when one is: the
    /// test for a byte below `n` of "Bit Twiddling Hacks", and for a zero byte after `^ 0x7F`).
    private static func mayHoldControlCharacter(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below0x20 = (word &- ones &* 0x20) & ~word & highs
        let delete = word ^ (ones &* 0x7F)
        return below0x20 | ((delete &- ones) & ~delete & highs) != 0
    }

    /// Ends a line of `commentText`'s slow path: trims its trailing whitespace and appends it
    /// after the empty lines met since the last line with text (none before the first).
    private static func endLine(
        _ line: inout [UInt8], into bytes: inout [UInt8], emptyLinesBefore emptyLines: inout Int
    ) {
        while let last = line.last, isSpaceOrTab(last) { line.removeLast() }
        if line.isEmpty {
            emptyLines += 1
            return
        }
        if !bytes.isEmpty { bytes.append(contentsOf: repeatElement(0x0A, count: emptyLines + 1)) }
        bytes += line
        line.removeAll(keepingCapacity: true)
        emptyLines = 0
    }
}

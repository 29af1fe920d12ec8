import GraphQLSyntax

extension SwiftLexicalScanner {
    /// Completes a tag whose string literal just ended (`index` is past its closing delimiter):
    /// checks that the call closes, decodes the text and records the tag.
    mutating func finishTag(_ literal: StringLiteral, callStart: Int, closingQuote: Int) {
        var after = skipTrivia(from: index)
        // Swift 6.1 accepts a trailing comma in an argument list.
        if bytes.byte(at: after) == UInt8(ascii: ",") { after = skipTrivia(from: after + 1) }
        guard bytes.byte(at: after) == UInt8(ascii: ")") else {
            report(
                "expected ')' after the string literal of graphql(…): the GraphQL must be one literal; "
                    + "found \(describe(at: after))", after, after + 1)
            return
        }
        index = after + 1
        if literal.isInvalid { return }
        var decoder = TagTextDecoder(file: file, bytes: bytes, hashes: literal.hashes)
        guard let (content, startOffset) = decoder.decode(literal, closingQuote: closingQuote) else {
            diagnostics += decoder.diagnostics
            return
        }
        tags.append(
            GraphQLTag(
                file: file, start: lines.location(of: startOffset, in: bytes),
                callSpan: SourceSpan(start: callStart, end: index), content: content,
                literal: literal.hashes > 0 ? .raw : literal.isMultiline ? .multiLine : .singleLine))
    }

    /// The character at `offset` quoted, for a message, or "the end of the file".
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let text = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        return text.unicodeScalars.first.map { "'\($0)'" } ?? "the end of the file"
    }
}

// libFuzzer target: SwiftTagScanner on arbitrary bytes as a Swift file, then the parser on each
// tag found, with every diagnostic rendered through the tag's origin. A crash, a trap, a hang or
// a broken invariant (below) is a bug.
import GraphQLSyntax
import RelayCompilerDriver

@_cdecl("LLVMFuzzerTestOneInput")
public func swiftTagsFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "Fuzz.swift")
    let result = SwiftTagScanner.scan(file)
    var previousEnd: UInt32 = 0
    for tag in result.tags {
        // Tags are in file order, inside the file, and their start is where Source says it is.
        guard tag.callSpan.start >= previousEnd, tag.callSpan.end <= UInt32(size),
            tag.start.offset >= Int(tag.callSpan.start), tag.start.offset < Int(tag.callSpan.end)
        else { fatalError("tag out of place: \(tag.callSpan) after \(previousEnd), start \(tag.start)") }
        previousEnd = tag.callSpan.end
        guard tag.start == file.location(of: tag.start.offset) else {
            fatalError("tag start \(tag.start) is not \(file.location(of: tag.start.offset))")
        }
        // Every byte of the text maps into the call, to the same byte, or to the backslash of
        // the escape it decodes, or (a `\n`) to the `\r` of a line break Swift normalizes.
        let source = tag.makeSource()
        for (offset, byte) in source.bytes.enumerated() {
            let mapped = source.location(of: offset).offset
            guard mapped >= tag.start.offset, mapped < Int(tag.callSpan.end) else {
                fatalError("text offset \(offset) maps to \(mapped), outside the call")
            }
            let written = file.bytes[mapped]
            guard written == byte || written == UInt8(ascii: "\\") || (byte == 0x0A && written == 0x0D) else {
                fatalError("text offset \(offset) holds \(byte) but maps to \(written) at \(mapped)")
            }
        }
        do {
            _ = try Parser.parseDocument(source)
        } catch {
            _ = DiagnosticRenderer.text(error)
            _ = DiagnosticRenderer.json(error)
        }
    }
    for diagnostic in result.diagnostics { _ = DiagnosticRenderer.text(diagnostic) }
    return 0
}

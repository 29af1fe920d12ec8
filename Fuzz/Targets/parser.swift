// libFuzzer target: the lexer and parser on arbitrary bytes (executable and type-system
// documents alike), then the printer on whatever parsed. A crash, a trap or a hang is a bug.
import GraphQLSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Source(bytes: UnsafeBufferPointer(start: data, count: size), name: "fuzz")
    if let document = try? Parser.parseDocument(source) {
        // What parses must print, and the printed text must parse again.
        let printed = Printer.print(document)
        if (try? Parser.parseDocument(Source(text: printed))) == nil {
            fatalError("printed document does not parse:\n\(printed)")
        }
    }
    return 0
}

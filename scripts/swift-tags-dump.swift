// Prints every graphql("""…""") tag that SwiftTagScanner finds in the .swift files of a folder,
// one JSON object a line: {"file","offset","line","column","text"}; then each diagnostic as
// {"file","diagnostic"}. Built and run by scripts/check-swift-tags.py.
import Foundation
import GraphQLSyntax
import RelayCompilerDriver

@main
enum SwiftTagsDump {
    static func main() throws {
        guard CommandLine.arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: swift-tags-dump FOLDER\n".utf8))
            exit(2)
        }
        let folder = CommandLine.arguments[1]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        for name in names.sorted() {
            let result = SwiftTagScanner.scan(try Source(contentsOfFile: "\(folder)/\(name)", name: name))
            for tag in result.tags {
                print(
                    "{\"file\":\(DiagnosticRenderer.quote(name)),\"offset\":\(tag.start.offset),"
                        + "\"line\":\(tag.start.line),\"column\":\(tag.start.column),"
                        + "\"text\":\(DiagnosticRenderer.quote(tag.text))}")
            }
            for diagnostic in result.diagnostics {
                let text = DiagnosticRenderer.quote("\(diagnostic)")
                print("{\"file\":\(DiagnosticRenderer.quote(name)),\"diagnostic\":\(text)}")
            }
        }
    }
}

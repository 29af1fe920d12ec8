import RelayNodes

/// What operation and fragment files share: the header, the import, the `node` property,
/// and the `Data` tree.
struct DefinitionFileWriter {
    let options: SwiftCodegenOptions

    var modifier: String { options.modifier }

    /// Starts a file: the header line and the imports.
    func startFile(into writer: inout SwiftWriter) {
        writer.line(GeneratedSwiftFile.header)
        writer.line("")
        // The types custom scalars are mapped to are Foundation's, most often (`Date`, `URL`),
        // and a file sees only the modules it imports itself.
        if !options.customScalars.isEmpty { writer.line("import Foundation") }
        writer.line("import Relay")
        writer.line("")
    }

    /// `static let <name>: <type> = <expression>`, the expression `body` writes laid out for
    /// the writer's indentation.
    func writeStaticLet(
        _ name: String, type: String, into writer: inout SwiftWriter, _ body: (inout ExpressionWriter) -> Void
    ) {
        writer.line(modifier + "static let " + name + ": " + type + " = ", expression: body)
    }

    /// Whether a data tree holds a spread fragment anywhere, a pointer or an `@inline`
    /// fragment's data (it then cannot be encoded).
    static func containsSpreadFragment(_ model: SelectionSetModel) -> Bool {
        var models = [model]
        while let next = models.popLast() {
            if next.properties.contains(where: { $0.spreadFragment != nil }) { return true }
            models.append(contentsOf: next.properties.compactMap(\.nested))
            if case .typeSwitch(let cases, let other) = next.shape {
                models.append(contentsOf: cases.map(\.model))
                models.append(other)
            }
        }
        return false
    }
}

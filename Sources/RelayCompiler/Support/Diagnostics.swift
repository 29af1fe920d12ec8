import GraphQLSyntax

extension IR.Location {
    /// An error at this location.
    func error(_ message: String, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) -> Diagnostic {
        Diagnostic(.error, message, source: source, span: span, notes: notes, fixIts: fixIts)
    }

    /// A fix-it replacing the text here with `replacement`.
    func fixIt(_ message: String, replacement: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(message, span: span, replacement: replacement)
    }

    /// A note pointing at this location, for another diagnostic.
    func note(_ message: String) -> Diagnostic.Note {
        Diagnostic.Note(message, source: source, span: span)
    }
}

extension IR.Name {
    /// An error at the name.
    func error(_ message: String, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) -> Diagnostic {
        location.error(message, notes: notes, fixIts: fixIts)
    }
}

/// Collects the diagnostics of a pass, in the order they are found.
struct DiagnosticList {
    private(set) var all: [Diagnostic] = []

    mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }

    mutating func append(contentsOf diagnostics: [Diagnostic]) { all.append(contentsOf: diagnostics) }

    var isEmpty: Bool { all.isEmpty }
}

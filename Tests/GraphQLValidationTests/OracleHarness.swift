import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// A document to validate against `OracleHarness.schema`, and the errors expected.
struct Case {
    var document: String
    var expected: [Expected]

    init(_ document: String, expecting expected: [Expected]) {
        self.document = document
        self.expected = expected
    }
}

/// One expected error: its rule, its message, and every location (primary and notes) as
/// "line:column", in any order.
struct Expected: Hashable, CustomStringConvertible {
    var rule: String
    var message: String
    var locations: [String]

    init(_ rule: String, _ message: String, _ locations: [String]) {
        self.rule = rule
        self.message = message
        self.locations = locations.sorted()
    }

    var description: String { "\(rule): \(message) @ \(locations.joined(separator: ", "))" }
}

/// Validates documents and compares the errors with the reference's (written by
/// Oracle/generate.py from graphql-core), as multisets.
enum OracleHarness {
    /// The schema of Oracle/schema.graphql, the reference tests' schema.
    static let schema: GraphQLSchema = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Oracle/schema.graphql")
        let source = try! Source(contentsOfFile: url.path)
        let document = try! Parser.parseDocument(source)
        let (schema, diagnostics) = GraphQLSchema.build(from: [document])
        precondition(diagnostics.isEmpty, "\(diagnostics)")
        return schema!
    }()

    /// The errors as `Expected` values, for comparison.
    static func found(in documents: [String], options: ValidationOptions = .specification) -> [Expected] {
        let parsed = documents.enumerated().map { index, text in
            try! Parser.parseDocument(Source(text: text, name: "doc\(index)"))
        }
        return Validator.validate(parsed, against: schema, options: options).map(expected)
    }

    static func expected(_ diagnostic: Diagnostic) -> Expected {
        var locations: [String] = []
        if let location = diagnostic.location { locations.append("\(location.line):\(location.column)") }
        for note in diagnostic.notes {
            let location = note.source.location(of: Int(note.span.start))
            locations.append("\(location.line):\(location.column)")
        }
        return Expected(diagnostic.rule ?? "?", diagnostic.message, locations)
    }

    static func check(_ cases: [Case], options: ValidationOptions = .specification, file: StaticString = #filePath,
                      line: UInt = #line) {
        for testCase in cases {
            let found = found(in: [testCase.document], options: options)
            let actual = found.map(\.description).sorted()
            let wanted = testCase.expected.map(\.description).sorted()
            if actual != wanted {
                XCTFail(
                    "\n\(testCase.document)\nexpected:\n  \(wanted.joined(separator: "\n  "))\nfound:\n  "
                        + actual.joined(separator: "\n  "), file: file, line: line)
            }
        }
    }
}

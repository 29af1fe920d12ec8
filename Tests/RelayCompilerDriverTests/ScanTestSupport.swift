import GraphQLSyntax
import XCTest

@testable import RelayCompilerDriver

/// Scans `swift` as the file `View.swift`.
func scan(_ swift: String, name: String = "View.swift") -> SwiftTagScan {
    SwiftTagScanner.scan(Source(text: swift, name: name))
}

/// The texts of the tags in `swift`; fails the test on any diagnostic.
func tagTexts(_ swift: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    let result = scan(swift)
    XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
    return result.tags.map(\.text)
}

/// Each diagnostic of `swift` as "line:column: message".
func diagnostics(_ swift: String) -> [String] {
    scan(swift).diagnostics.map { diagnostic in
        let location = diagnostic.location ?? SourceLocation(line: 0, column: 0, offset: 0)
        return "\(location.line):\(location.column): \(diagnostic.message)"
    }
}

import XCTest

@testable import RelayCompiler

/// Fragment arguments are applied where an operation reaches a fragment declaring them; every
/// other fragment is its own copy, kept as it is.
final class ApplyFragmentArgumentsTests: XCTestCase {
    private let text = """
        query WithArguments { viewer { ...Todos @arguments(first: 2) ...Name } }
        query WithDefaults { viewer { ...Todos } }
        query WithoutArguments { viewer { ...Name } }
        fragment Todos on User @argumentDefinitions(first: {type: "Int", defaultValue: 5}) {
          todos(first: $first) { totalCount }
        }
        fragment Name on User { name }
        fragment Unreached on User { id }
        """

    private func applied() throws -> IR.Program {
        let built = try TestSupport.build(text)
        XCTAssertEqual(built.diagnostics.map(\.message), [])
        let resolved = FragmentArgumentsTransform.transform(built.program, schema: TestSupport.todoSchema)
        XCTAssertEqual(resolved.diagnostics.map(\.message), [])
        return ApplyFragmentArgumentsTransform.transform(resolved.program)
    }

    func testCopiesAreMadeOnlyForFragmentsDeclaringArguments() throws {
        let program = try applied()
        let names = program.fragments.map(\.name.value)
        // The copy with `first: 2` has a hashed name; the one with the default keeps the name.
        XCTAssertEqual(names.count, 4, "\(names)")
        XCTAssertEqual(Array(names.filter { !$0.hasPrefix("Todos_") }), ["Name", "Todos", "Unreached"])
        let copy = try XCTUnwrap(program.fragments.first { $0.name.value.hasPrefix("Todos_") })
        XCTAssertEqual(copy.argumentDefinitions.count, 0)
        XCTAssertEqual(Self.firstArgument(of: copy), .int("2"))
        let defaults = try XCTUnwrap(program.fragments.first { $0.name.value == "Todos" })
        XCTAssertEqual(Self.firstArgument(of: defaults), .int("5"))
    }

    func testSpreadsPassingArgumentsAreRenamedAndOthersKept() throws {
        let program = try applied()
        let spreads = program.operations.map { operation in
            Self.spreadNames(in: operation.selections)
        }
        XCTAssertEqual(spreads[0].count, 2)
        XCTAssertTrue(spreads[0][0].hasPrefix("Todos_"), "\(spreads[0])")
        XCTAssertEqual(spreads[0][1], "Name")
        XCTAssertEqual(spreads[1], ["Todos"])
        XCTAssertEqual(spreads[2], ["Name"])
    }

    private static func firstArgument(of fragment: IR.Fragment) -> IR.Value? {
        guard case .linkedField(let field) = fragment.selections.first else { return nil }
        return field.arguments.first?.value
    }

    private static func spreadNames(in selections: [IR.Selection]) -> [String] {
        selections.flatMap { selection -> [String] in
            switch selection {
            case .fragmentSpread(let spread): [spread.name.value]
            case .linkedField(let field): spreadNames(in: field.selections)
            default: []
            }
        }
    }
}

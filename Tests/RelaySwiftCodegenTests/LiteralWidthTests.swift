import RelayNodes
import XCTest

@testable import RelaySwiftCodegen

/// The bound that lets the printer break a node without trying it on one line must never
/// pass the node's real width there, or a node that fits would be broken.
final class LiteralWidthTests: XCTestCase {
    private let printer = NodeLiteralPrinter()

    private func oneLine(_ write: (inout ExpressionWriter) -> Void) -> Int {
        ExpressionWriter.text(lineWidth: 1 << 30, write).utf8.count
    }

    private let leaves: [ReaderSelection] = [
        .scalarField(ScalarField(name: "id")),
        .scalarField(ScalarField(alias: "handle", name: "login", args: [.variable(name: "a", variableName: "b")])),
        .fragmentSpread(FragmentSpread(name: "User_profile", args: [.literal(name: "size", value: 2)])),
        .condition(ReaderCondition(condition: "flag", passingValue: true, selections: [])),
    ]

    private var readerSelections: [ReaderSelection] {
        leaves + [
            .linkedField(
                ReaderLinkedField(
                    alias: "me", name: "viewer", args: [.literal(name: "x", value: "é\"")], concreteType: "User",
                    plural: true, selections: leaves, storageKey: "viewer(x:\"é\\\"\")")),
            .inlineFragment(ReaderInlineFragment(type: "Node", abstractKey: "__isNode", selections: leaves)),
            .linkedField(ReaderLinkedField(name: "node", selections: [])),
        ]
    }

    func testTheReaderBoundNeverPassesTheWidthOnOneLine() {
        for selection in readerSelections {
            let width = oneLine { printer.write(selection, to: &$0) }
            XCTAssertLessThanOrEqual(selection.literalWidth(limit: .max), width, "\(selection)")
        }
    }

    func testTheNormalizationBoundNeverPassesTheWidthOnOneLine() {
        let leaves: [NormalizationSelection] = [
            .scalarField(ScalarField(alias: "a", name: "b")),
            .scalarHandle(FieldHandle(name: "id", handle: "deleteRecord")),
            .typeDiscriminator(TypeDiscriminator(abstractKey: "__isNode")),
        ]
        let selections: [NormalizationSelection] =
            leaves + [
                .linkedField(NormalizationLinkedField(name: "user", concreteType: "User", selections: leaves)),
                .inlineFragment(NormalizationInlineFragment(type: "User", selections: leaves)),
            ]
        for selection in selections {
            let width = oneLine { printer.write(selection, to: &$0) }
            XCTAssertLessThanOrEqual(selection.literalWidth(limit: .max), width, "\(selection)")
        }
    }

    func testTheBoundCountsEveryPartAlwaysPrinted() {
        // Without optional parts, the bound is the width itself: it breaks every node it can.
        let plain: [ReaderSelection] = [
            .scalarField(ScalarField(name: "id")),
            .linkedField(
                ReaderLinkedField(
                    name: "viewer", concreteType: "User", selections: [.scalarField(ScalarField(name: "id"))])),
            .inlineFragment(ReaderInlineFragment(type: "User", selections: [])),
        ]
        for selection in plain {
            XCTAssertEqual(selection.literalWidth(limit: .max), oneLine { printer.write(selection, to: &$0) })
        }
    }

    func testCountingStopsPastTheLimit() {
        let wide = ReaderSelection.linkedField(
            ReaderLinkedField(
                name: "viewer", selections: Array(repeating: .scalarField(ScalarField(name: "id")), count: 1000)))
        // Past the limit, but well short of the 1,000 fields' 39,000 columns.
        XCTAssertGreaterThan(wide.literalWidth(limit: 100), 100)
        XCTAssertLessThan(wide.literalWidth(limit: 100), 10_000)
        XCTAssertGreaterThan(wide.literalWidth(limit: .max), 39_000)
    }

    func testAFieldWrittenStraightEqualsTheGeneralLayoutAtEveryWidth() {
        let fields = [
            ScalarField(name: "id"), ScalarField(alias: "handle", name: "login"),
            ScalarField(name: "avatarUrl", args: [.literal(name: "size", value: 40)], storageKey: "avatarUrl(size:40)"),
        ]
        for field in fields {
            for width in [10, 30, 45, 60, 120] {
                let straight = ExpressionWriter.text(lineWidth: width) { printer.scalarField(field, to: &$0) }
                let general = ExpressionWriter.text(lineWidth: width) { writer in
                    writer.wrapping(".scalarField") { printer.write(field, to: &$0) }
                }
                XCTAssertEqual(straight, general, "\(field) at \(width) columns")
            }
        }
    }
}

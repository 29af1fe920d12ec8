import RelayCompiler
import XCTest

@testable import RelaySwiftCodegen

final class ExpressionWriterTests: XCTestCase {
    /// `f(a: [1, 2], b: [:], c: .x([...]))` with room for `width` columns.
    private func sample(width: Int) -> String {
        ExpressionWriter.text(lineWidth: width) { writer in
            writer.call("f") { writer in
                writer.argument("a")
                writer.array { writer in
                    for number in ["1", "2"] {
                        writer.element()
                        writer.atom(number)
                    }
                }
                writer.argument("b")
                writer.dictionary { _ in }
                writer.argument("c")
                writer.wrapping(".x") { writer in
                    writer.array { writer in
                        writer.element()
                        writer.string("long text")
                    }
                }
            }
        }
    }

    func testANodeThatFitsStaysOnOneLine() {
        // Exactly as wide as the line (42 columns).
        XCTAssertEqual(sample(width: 42), #"f(a: [1, 2], b: [:], c: .x(["long text"]))"#)
    }

    func testANodeOneColumnTooWideBreaksAndItsPartsTryOneLineEach() {
        XCTAssertEqual(
            sample(width: 41),
            """
            f(
                a: [1, 2],
                b: [:],
                c: .x(["long text"])
            )
            """)
    }

    func testBrokenArraysEndWithACommaAndAWrappedNodeHugsItsCase() {
        XCTAssertEqual(
            sample(width: 12),
            """
            f(
                a: [
                    1,
                    2,
                ],
                b: [:],
                c: .x([
                    "long text",
                ])
            )
            """)
    }

    func testAMultilineStringBreaksItsNodeAndIsIndentedLikeItsLine() {
        let text = ExpressionWriter.text { writer in
            writer.call("g") { writer in
                writer.argument("text")
                writer.multilineString("a\nb")
            }
        }
        XCTAssertEqual(text, "g(\n    text: #\"\"\"\n    a\n    b\n    \"\"\"#\n)")
    }

    func testAppendingToABufferContinuesItsLastLine() {
        var writer = ExpressionWriter(appendingTo: ByteBuffer(Array("x\n    let y = ".utf8)), indent: 4, lineWidth: 20)
        writer.call("h") { writer in
            writer.argument("value")
            writer.string("0123456789")
        }
        let text = writer.finish().finishText()
        XCTAssertEqual(text, "x\n    let y = h(\n        value: \"0123456789\"\n    )")
    }

    func testALeafIsWrittenAsItIsWhereItFitsAndOtherwiseAsTheGeneralPathWould() {
        func leaf(width: Int) -> String {
            ExpressionWriter.text(lineWidth: width) { writer in
                writer.array { writer in
                    for name in ["a", "b"] {
                        writer.element()
                        writer.leaf {
                            $0.append(contentsOf: "leaf(" + name + ")")
                        } otherwise: {
                            $0.atom("broken(" + name + ")")
                        }
                    }
                }
            }
        }
        // The array fits, leaves and all; then it breaks and each leaf fits its line.
        XCTAssertEqual(leaf(width: 40), "[leaf(a), leaf(b)]")
        XCTAssertEqual(leaf(width: 12), "[\n    leaf(a),\n    leaf(b),\n]")
        // A leaf past its line takes its text back and is written by `otherwise`.
        XCTAssertEqual(leaf(width: 8), "[\n    broken(a),\n    broken(b),\n]")
    }
}

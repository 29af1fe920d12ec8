import RelayCompiler

/// Writes a Swift expression built of calls, arrays and dictionaries straight into bytes,
/// each laid out on one line when it fits the line width, else one argument or element per
/// line. The layout depends only on the expression, so the same artifact always prints the
/// same text.
///
/// Nothing is built first: a call, array or dictionary is written on one line, and when that
/// line passes the width (or meets a literal that spans lines) the writer stops, takes the
/// text back and writes the node broken over lines, its parts each trying one line in turn.
/// A try ends at most a line's width past where it started, so layout costs a line per node
/// that breaks, and node literals of megabytes are written in one pass without a tree. Two
/// shortcuts keep even that line from being written: a node given a lower bound of its
/// one-line width (`atLeast`) that already passes the line is broken without a try, and a leaf
/// whose one-line text the caller knows is written straight (`leaf`).
///
/// Usage: `call`, `array` and `dictionary` take a body that writes the items; each item
/// starts with `argument(_:)`, `element()` or `entry(_:)` and then writes its value.
struct ExpressionWriter: ~Copyable {
    /// The column limit (the repository's formatting width).
    static let lineWidth = 120
    /// One indentation step.
    static let indentUnit = "    "

    /// The text written so far (the buffer handed in, then the expression).
    private var bytes: ByteBuffer
    private let lineWidth: Int
    /// Where the current line starts in `bytes`.
    private var lineStart: Int
    /// The indentation of the line the node being written broken starts on.
    private var indent: Int
    /// While a node is tried on one line: the buffer size its text may not pass.
    private var flatEnd: Int?
    /// Whether the node tried on one line did not fit; every write stops until the try ends.
    private var overflowed = false
    /// The list being written: how its items are separated, and how many came so far.
    private var list = ListState(style: .arguments, count: 0)

    /// A writer that appends to `bytes`, whose last line is indented by `indent` spaces.
    init(appendingTo bytes: consuming ByteBuffer, indent: Int, lineWidth: Int = Self.lineWidth) {
        self.lineStart = Self.lastLineStart(of: bytes)
        self.bytes = bytes
        self.lineWidth = lineWidth
        self.indent = indent
    }

    /// The text written: the buffer handed in, then the expression.
    consuming func finish() -> ByteBuffer { bytes }

    /// The text of the expression `body` writes, starting a line with no indentation.
    static func text(lineWidth: Int = Self.lineWidth, _ body: (inout ExpressionWriter) -> Void) -> String {
        var writer = ExpressionWriter(appendingTo: ByteBuffer(), indent: 0, lineWidth: lineWidth)
        body(&writer)
        return writer.finish().finishText()
    }

    // MARK: Leaves

    /// Text printed as it is: an identifier, a number, a member such as `.null`.
    mutating func atom(_ text: String) {
        append(text)
    }

    /// A single-line string literal, `"…"`, escaped where it must be.
    mutating func string(_ text: String) {
        guard !overflowed else { return }
        SwiftNames.appendStringLiteral(text, to: &bytes)
        checkWidth()
    }

    /// A raw multi-line string literal whose lines are indented like the line it starts on
    /// (a single-line literal when the text has no line break). It spans lines, so the nodes
    /// around it break.
    mutating func multilineString(_ text: String) {
        guard !overflowed else { return }
        guard flatEnd == nil else {
            if SwiftNames.printsOnSeveralLines(text) { overflowed = true } else { string(text) }
            return
        }
        let indentation = String(repeating: " ", count: indent)
        guard SwiftNames.appendMultilineLiteral(text, indent: indentation, to: &bytes) else { return string(text) }
        lineStart = Self.lastLineStart(of: bytes)
    }

    // MARK: Nodes
    //
    // Each node may be given `atLeast`, a lower bound of its width on one line: when the bound
    // alone passes the line, the node is written broken at once instead of tried on one line.

    /// `callee(label: value, …)`; `callee` may be `.caseName` or `TypeName`. Without items,
    /// `callee()`.
    mutating func call(_ callee: String, atLeast width: Int = 0, _ arguments: (inout ExpressionWriter) -> Void) {
        node(atLeast: width) { writer in writer.writeList(callee, style: .arguments, arguments) }
    }

    /// `callee(node)` for a case wrapping one call, array or dictionary (`.linkedField(…)`):
    /// when it breaks, it hugs the node it wraps, `.linkedField(ReaderLinkedField(` … `))`.
    mutating func wrapping(_ callee: String, atLeast width: Int = 0, _ wrapped: (inout ExpressionWriter) -> Void) {
        node(atLeast: width) { writer in
            writer.append(callee)
            writer.append(token: "(")
            wrapped(&writer)  // a node of its own: broken, it tries one line where it starts
            writer.append(token: ")")
        }
    }

    /// `[a, b]`, ending with a comma when broken over lines, as the formatter writes it.
    mutating func array(atLeast width: Int = 0, _ elements: (inout ExpressionWriter) -> Void) {
        node(atLeast: width) { writer in writer.writeList(style: .elements, elements) }
    }

    /// `["key": value]`, in the order written; `[:]` when empty.
    mutating func dictionary(_ entries: (inout ExpressionWriter) -> Void) {
        node(atLeast: 0) { writer in writer.writeList(style: .entries, entries) }
    }

    /// A node whose one-line text `oneLine` writes straight into the bytes (a leaf such as a
    /// field without arguments, the most frequent node); when that line passes the width
    /// outside a one-line try, the text is taken back and `otherwise` writes the node as the
    /// general path would (broken over lines).
    mutating func leaf(_ oneLine: (inout ByteBuffer) -> Void, otherwise: (inout ExpressionWriter) -> Void) {
        guard !overflowed else { return }
        let start = bytes.count
        oneLine(&bytes)
        if flatEnd != nil { return checkWidth() }
        guard bytes.count - lineStart > lineWidth else { return }
        bytes.truncate(to: start)
        otherwise(&self)
    }

    // MARK: Items

    /// Starts an argument of a call: `label: ` (nothing before an unlabeled one).
    mutating func argument(_ label: String?) {
        startItem()
        if let label {
            append(label)
            append(token: ": ")
        }
    }

    /// `label: "value"` when there is a value, nothing otherwise: the optional string fields
    /// of Relay's nodes, left out when absent.
    mutating func argument(_ label: String, string value: String?) {
        guard let value else { return }
        argument(label)
        string(value)
    }

    /// Starts an element of an array.
    mutating func element() {
        startItem()
    }

    /// Starts an entry of a dictionary: `key: ` (the key already a printed literal).
    mutating func entry(_ key: String) {
        startItem()
        append(key)
        append(token: ": ")
    }

    // MARK: Layout

    /// Whether a node is being tried on one line (where a node's layout is not chosen).
    var isTryingOneLine: Bool { flatEnd != nil }

    /// Whether the node tried on one line did not fit: nothing more is written until the try
    /// ends, so the rest of its items may be skipped.
    var hasOverflowed: Bool { overflowed }

    /// The columns left on the current line.
    var remainingWidth: Int { lineWidth - (bytes.count - lineStart) }

    private enum ListStyle {
        /// A call's arguments: no comma after the last when broken.
        case arguments
        /// An array's elements: a comma after each when broken.
        case elements
        /// A dictionary's entries: as elements; `[:]` when empty.
        case entries
    }

    private struct ListState {
        var style: ListStyle
        var count: Int
    }

    /// Writes a node with `write`: on one line when its text fits before the line width,
    /// else `write` again for the layout broken over lines. A node at least `width` wide that
    /// cannot fit is written broken at once.
    private mutating func node(atLeast width: Int, _ write: (inout ExpressionWriter) -> Void) {
        guard !overflowed else { return }
        // Inside a node tried on one line, everything is on that line.
        if flatEnd != nil { return write(&self) }
        if width > remainingWidth { return write(&self) }
        let start = bytes.count
        flatEnd = start + lineWidth - (start - lineStart)
        write(&self)
        flatEnd = nil
        guard overflowed else { return }
        overflowed = false
        bytes.truncate(to: start)
        write(&self)
    }

    /// Writes `callee(…)` or `[…]` around the items `body` writes, on the line or broken over
    /// lines as the node being written is.
    private mutating func writeList(
        _ callee: String? = nil, style: ListStyle, _ body: (inout ExpressionWriter) -> Void
    ) {
        if let callee { append(callee) }
        append(token: style == .arguments ? "(" : "[")
        let outer = list
        let outerIndent = indent
        list = ListState(style: style, count: 0)
        if flatEnd == nil { indent += Self.indentUnit.utf8.count }
        body(&self)
        let count = list.count
        list = outer
        indent = outerIndent
        let close: StaticString = style == .arguments ? ")" : "]"
        if count == 0 {
            append(token: style == .entries ? ":]" : close)
            return
        }
        if flatEnd == nil {
            if style != .arguments { append(token: ",") }
            newLine()
        }
        append(token: close)
    }

    /// The separator before an item of the current list.
    private mutating func startItem() {
        defer { list.count += 1 }
        if flatEnd != nil {
            if list.count > 0 { append(token: ", ") }
            return
        }
        // Broken over lines, each item is on its own line, one level deeper than the node's
        // (`writeList` raised `indent`).
        if list.count > 0 { append(token: ",") }
        newLine()
    }

    /// A line break and the current indentation.
    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        lineStart = bytes.count
        bytes.append(repeating: UInt8(ascii: " "), count: indent)
    }

    private mutating func append(_ text: String) {
        guard !overflowed else { return }
        bytes.append(contentsOf: text)
        checkWidth()
    }

    private mutating func append(token: StaticString) {
        guard !overflowed else { return }
        bytes.append(token)
        checkWidth()
    }

    /// Ends the try of a node on one line once its text passes the line width.
    private mutating func checkWidth() {
        if let flatEnd, bytes.count > flatEnd { overflowed = true }
    }

    /// Where the last line of `bytes` starts.
    private static func lastLineStart(of bytes: borrowing ByteBuffer) -> Int {
        (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    }
}

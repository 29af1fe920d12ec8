import RelayNodes

/// Prints RelayNodes artifact values as Swift expressions that construct equal values: the
/// `static let node` of every generated type.
///
/// Arguments equal to an initializer's default are left out, so that a printed node reads
/// like a hand-written one; everything else is spelled out with explicit enum cases
/// (`.string("x")` rather than `"x"`) so that the type checker never has to infer literal
/// types through a large nested expression.
struct NodeLiteralPrinter: Sendable {
    static let readerLinkedField = "ReaderLinkedField"
    static let readerInlineFragment = "ReaderInlineFragment"
    static let normalizationLinkedField = "NormalizationLinkedField"
    static let normalizationInlineFragment = "NormalizationInlineFragment"

    /// Whether a fragment's `metadata.refetch` prints as a reference to the generated type's
    /// `refetchMetadata` property instead of its value.
    ///
    /// (The printer holds no reference-counted value: the closures that lay out each node
    /// capture it, and a `String` here cost a retain and a release per node printed.)
    var refersToRefetchMetadata = false
    /// Whether `RefetchMetadata.connection` prints as a reference to the generated type's
    /// `connectionMetadata` property instead of its value.
    var refersToConnectionMetadata = false
    /// A request artifact. `providedVariableTypes`: the Swift type of each provided variable's
    /// value, by variable name (a provider's `get` is called in a closure declaring it, so that
    /// a provider of another type does not compile).
    func write(
        _ request: ConcreteRequest, providedVariableTypes: [String: String] = [:], to writer: inout ExpressionWriter
    ) {
        writer.call("ConcreteRequest") { writer in
            writer.argument("fragment")
            write(request.fragment, to: &writer)
            writer.argument("operation")
            write(request.operation, to: &writer)
            writer.argument("params")
            write(request.params, providedVariableTypes: providedVariableTypes, to: &writer)
        }
    }

    /// A fragment artifact, or the reader AST of an operation.
    func write(_ fragment: ReaderFragment, to writer: inout ExpressionWriter) {
        writer.call("ReaderFragment") { writer in
            writer.argument("name")
            writer.string(fragment.name)
            writer.argument("type")
            writer.string(fragment.type)
            writer.argument("abstractKey", string: fragment.abstractKey)
            if !fragment.argumentDefinitions.isEmpty {
                writer.argument("argumentDefinitions")
                array(fragment.argumentDefinitions, write, to: &writer)
            }
            if let metadata = fragment.metadata {
                writer.argument("metadata")
                write(metadata, to: &writer)
            }
            writer.argument("selections")
            selections(fragment.selections, write, to: &writer)
        }
    }

    /// A selection of a reader AST.
    func write(_ selection: ReaderSelection, to writer: inout ExpressionWriter) {
        switch selection {
        case .scalarField(let field):
            scalarField(field, to: &writer)
        case .linkedField(let field):
            writer.wrapping(".linkedField", atLeast: oneLineBound(selection, writer)) {
                linkedField(field, Self.readerLinkedField, write, to: &$0)
            }
        case .inlineFragment(let fragment):
            writer.wrapping(".inlineFragment", atLeast: oneLineBound(selection, writer)) {
                inlineFragment(fragment, Self.readerInlineFragment, write, to: &$0)
            }
        case .fragmentSpread(let spread) where spread.args == nil:
            writer.leaf { bytes in
                bytes.append(".fragmentSpread(FragmentSpread(name: ")
                SwiftNames.appendStringLiteral(spread.name, to: &bytes)
                bytes.append("))")
            } otherwise: { writer in
                writer.wrapping(".fragmentSpread") { write(spread, to: &$0) }
            }
        case .fragmentSpread(let spread):
            writer.wrapping(".fragmentSpread") { write(spread, to: &$0) }
        case .condition(let condition):
            writer.wrapping(".condition") { self.condition(condition, "ReaderCondition", write, to: &$0) }
        case .clientExtension(let node):
            writer.wrapping(".clientExtension") {
                clientExtension(node.selections, "ReaderClientExtension", write, to: &$0)
            }
        case .requiredField(let node):
            writer.wrapping(".requiredField") { writer in
                writer.call("RequiredField") { writer in
                    writer.argument("field")
                    write(node.field, to: &writer)
                    writer.argument("action")
                    // The cases are the actions' names in lower case.
                    writer.atom("." + node.action.rawValue.lowercased())
                }
            }
        case .aliasedInlineFragmentSpread(let node):
            writer.wrapping(".aliasedInlineFragmentSpread") { writer in
                writer.call("AliasedInlineFragmentSpread") { writer in
                    writer.argument("name")
                    writer.string(node.name)
                    writer.argument("fragment")
                    inlineFragment(node.fragment, Self.readerInlineFragment, write, to: &writer)
                }
            }
        case .inlineDataFragmentSpread(let node):
            writer.wrapping(".inlineDataFragmentSpread") { writer in
                writer.call("InlineDataFragmentSpread") { writer in
                    writer.argument("name")
                    writer.string(node.name)
                    writer.argument("selections")
                    selections(node.selections, write, to: &writer)
                    arguments(node.args, to: &writer)
                    if !node.argumentDefinitions.isEmpty {
                        writer.argument("argumentDefinitions")
                        array(node.argumentDefinitions, write, to: &writer)
                    }
                }
            }
        }
    }

    /// `.scalarField(…)`, in either AST; one without arguments (most are) is written straight
    /// as one line where it fits.
    func scalarField(_ field: ScalarField, to writer: inout ExpressionWriter) {
        guard field.args == nil, field.storageKey == nil else {
            return writer.wrapping(".scalarField") { write(field, to: &$0) }
        }
        writer.leaf { bytes in
            bytes.append(".scalarField(ScalarField(")
            if let alias = field.alias {
                bytes.append("alias: ")
                SwiftNames.appendStringLiteral(alias, to: &bytes)
                bytes.append(", ")
            }
            bytes.append("name: ")
            SwiftNames.appendStringLiteral(field.name, to: &bytes)
            bytes.append("))")
        } otherwise: { writer in
            writer.wrapping(".scalarField") { write(field, to: &$0) }
        }
    }

    /// A scalar field, in either AST.
    func write(_ field: ScalarField, to writer: inout ExpressionWriter) {
        writer.call("ScalarField") { writer in
            writer.argument("alias", string: field.alias)
            writer.argument("name")
            writer.string(field.name)
            arguments(field.args, to: &writer)
            writer.argument("storageKey", string: field.storageKey)
        }
    }

    /// A fragment spread of a reader AST.
    func write(_ spread: FragmentSpread, to writer: inout ExpressionWriter) {
        writer.call("FragmentSpread") { writer in
            writer.argument("name")
            writer.string(spread.name)
            arguments(spread.args, to: &writer)
        }
    }

    /// A linked field of either AST, printed as `typeName(…)`.
    func linkedField<Selection: LiteralWidth>(
        _ field: LinkedField<Selection>, _ typeName: String,
        _ selection: (Selection, inout ExpressionWriter) -> Void, to writer: inout ExpressionWriter
    ) {
        let width = oneLineBound(writer) { field.callWidth(typeName: typeName, limit: $0) }
        writer.call(typeName, atLeast: width) { writer in
            writer.argument("alias", string: field.alias)
            writer.argument("name")
            writer.string(field.name)
            arguments(field.args, to: &writer)
            writer.argument("concreteType", string: field.concreteType)
            if field.plural {
                writer.argument("plural")
                writer.atom("true")
            }
            writer.argument("selections")
            selections(field.selections, selection, to: &writer)
            writer.argument("storageKey", string: field.storageKey)
        }
    }

    /// An inline fragment of either AST.
    func inlineFragment<Selection: LiteralWidth>(
        _ fragment: InlineFragment<Selection>, _ typeName: String,
        _ selection: (Selection, inout ExpressionWriter) -> Void, to writer: inout ExpressionWriter
    ) {
        let width = oneLineBound(writer) { fragment.callWidth(typeName: typeName, limit: $0) }
        writer.call(typeName, atLeast: width) { writer in
            writer.argument("type")
            if let type = fragment.type { writer.string(type) } else { writer.atom("nil") }
            writer.argument("abstractKey", string: fragment.abstractKey)
            writer.argument("selections")
            selections(fragment.selections, selection, to: &writer)
        }
    }

    /// A condition of either AST.
    func condition<Selection: LiteralWidth>(
        _ condition: Condition<Selection>, _ typeName: String,
        _ selection: (Selection, inout ExpressionWriter) -> Void, to writer: inout ExpressionWriter
    ) {
        writer.call(typeName) { writer in
            writer.argument("condition")
            writer.string(condition.condition)
            writer.argument("passingValue")
            writer.atom(condition.passingValue ? "true" : "false")
            writer.argument("selections")
            selections(condition.selections, selection, to: &writer)
        }
    }

    /// A client extension of either AST.
    func clientExtension<Selection: LiteralWidth>(
        _ selections: [Selection], _ typeName: String,
        _ selection: (Selection, inout ExpressionWriter) -> Void, to writer: inout ExpressionWriter
    ) {
        writer.call(typeName) { writer in
            writer.argument("selections")
            self.selections(selections, selection, to: &writer)
        }
    }

    /// The array of a node's selections.
    func selections<Selection: LiteralWidth>(
        _ selections: [Selection], _ selection: (Selection, inout ExpressionWriter) -> Void,
        to writer: inout ExpressionWriter
    ) {
        let width = oneLineBound(writer) { 2 + Selection.elementsWidth(selections, limit: $0) }
        array(selections, selection, atLeast: width, to: &writer)
    }

    /// The lower bound of `node`'s width on one line.
    func oneLineBound<Node: LiteralWidth>(_ node: Node, _ writer: borrowing ExpressionWriter) -> Int {
        oneLineBound(writer) { node.literalWidth(limit: $0) }
    }

    /// A lower bound of a node's width on one line, `bound(limit)`, where the writer chooses a
    /// layout (none is needed inside a node tried on one line); `limit` is the room left on the
    /// line, past which counting may stop.
    func oneLineBound(_ writer: borrowing ExpressionWriter, _ bound: (_ limit: Int) -> Int) -> Int {
        writer.isTryingOneLine ? 0 : bound(writer.remainingWidth)
    }

    /// `args: […]` when the node has arguments (Relay's `args`, `nil` for none).
    func arguments(_ args: [Argument]?, to writer: inout ExpressionWriter) {
        guard let args else { return }
        writer.argument("args")
        array(args, write, to: &writer)
    }

    /// An array literal of `items`, each printed by `item`, at least `width` wide on one line.
    func array<Item>(
        _ items: [Item], _ item: (Item, inout ExpressionWriter) -> Void, atLeast width: Int = 0,
        to writer: inout ExpressionWriter
    ) {
        writer.array(atLeast: width) { writer in
            for element in items {
                // Past the line in a one-line try, the rest would not be written.
                if writer.hasOverflowed { break }
                writer.element()
                item(element, &writer)
            }
        }
    }

    /// An array of string literals.
    func strings(_ texts: [String], to writer: inout ExpressionWriter) {
        array(texts, { text, writer in writer.string(text) }, to: &writer)
    }
}

import RelayNodes

/// A lower bound of the width a selection's node literal takes on one line.
///
/// `ExpressionWriter` lays a node out by trying it on one line first; a node that cannot fit
/// costs a line of text written and taken back, at every level of a deep tree (a linked field
/// tries its case, its call and its `selections` array in turn). Where this bound alone passes
/// the line, the printer says so and the writer breaks the node at once. The bound counts
/// only parts that are always printed (a string as its bytes, which escaping only lengthens),
/// so the layout is the same as without it.
protocol LiteralWidth {
    /// At most the width of the one-line literal; counting may stop once past `limit`.
    func literalWidth(limit: Int) -> Int
}

extension LiteralWidth {
    /// The bound of `[a, b, …]`'s elements, without the brackets.
    static func elementsWidth(_ elements: [Self], limit: Int) -> Int {
        var width = 2 * Swift.max(elements.count - 1, 0)
        for element in elements where width <= limit {
            width += element.literalWidth(limit: limit - width)
        }
        return width
    }
}

/// Widths of the fixed parts, as `NodeLiteralPrinter` prints them.
enum LiteralParts {
    /// `.scalarField(ScalarField(name: "…"))` without the name.
    static let scalarField = ".scalarField(ScalarField(name: \"\"))".utf8.count
    /// `.fragmentSpread(FragmentSpread(name: "…"))` without the name.
    static let fragmentSpread = ".fragmentSpread(FragmentSpread(name: \"\"))".utf8.count
    /// `alias: "…", ` without the alias.
    static let alias = "alias: \"\", ".utf8.count
    /// `.linkedField(` … `)`, the case around a linked field's call.
    static let linkedFieldCase = ".linkedField()".utf8.count
    /// `.inlineFragment(` … `)`.
    static let inlineFragmentCase = ".inlineFragment()".utf8.count
    /// `(name: "…", selections: [])` without the name and the selections.
    static let linkedFieldArguments = "(name: \"\", selections: [])".utf8.count
    /// `, concreteType: "…"` without the type.
    static let concreteType = ", concreteType: \"\"".utf8.count
    /// `(type: "…", selections: [])` without the type and the selections.
    static let inlineFragmentArguments = "(type: \"\", selections: [])".utf8.count
}

extension ScalarField {
    /// The bound of `.scalarField(ScalarField(…))`.
    var literalWidth: Int {
        LiteralParts.scalarField + name.utf8.count + (alias.map { LiteralParts.alias + $0.utf8.count } ?? 0)
    }
}

extension LinkedField where Selection: LiteralWidth {
    /// The bound of `TypeName(…)`, the call a linked field prints as.
    func callWidth(typeName: String, limit: Int) -> Int {
        let fixed =
            typeName.utf8.count + LiteralParts.linkedFieldArguments + name.utf8.count
            + (alias.map { LiteralParts.alias + $0.utf8.count } ?? 0)
            + (concreteType.map { LiteralParts.concreteType + $0.utf8.count } ?? 0)
        return fixed > limit ? fixed : fixed + Selection.elementsWidth(selections, limit: limit - fixed)
    }
}

extension InlineFragment where Selection: LiteralWidth {
    /// The bound of `TypeName(…)`, the call an inline fragment prints as.
    func callWidth(typeName: String, limit: Int) -> Int {
        let fixed = typeName.utf8.count + LiteralParts.inlineFragmentArguments + (type?.utf8.count ?? 3)
        return fixed > limit ? fixed : fixed + Selection.elementsWidth(selections, limit: limit - fixed)
    }
}

extension ReaderSelection: LiteralWidth {
    func literalWidth(limit: Int) -> Int {
        switch self {
        case .scalarField(let field): field.literalWidth
        case .linkedField(let field):
            LiteralParts.linkedFieldCase + field.callWidth(typeName: NodeLiteralPrinter.readerLinkedField, limit: limit)
        case .inlineFragment(let fragment):
            LiteralParts.inlineFragmentCase
                + fragment.callWidth(typeName: NodeLiteralPrinter.readerInlineFragment, limit: limit)
        case .fragmentSpread(let spread): LiteralParts.fragmentSpread + spread.name.utf8.count
        case .condition, .clientExtension, .requiredField, .aliasedInlineFragmentSpread, .inlineDataFragmentSpread: 0
        }
    }
}

extension NormalizationSelection: LiteralWidth {
    func literalWidth(limit: Int) -> Int {
        switch self {
        case .scalarField(let field): field.literalWidth
        case .linkedField(let field):
            LiteralParts.linkedFieldCase
                + field.callWidth(typeName: NodeLiteralPrinter.normalizationLinkedField, limit: limit)
        case .inlineFragment(let fragment):
            LiteralParts.inlineFragmentCase
                + fragment.callWidth(typeName: NodeLiteralPrinter.normalizationInlineFragment, limit: limit)
        case .condition, .clientExtension, .linkedHandle, .scalarHandle, .typeDiscriminator: 0
        }
    }
}

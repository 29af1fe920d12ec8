import GraphQLSchema
import GraphQLSyntax
import RelayNodes

/// Lowers `@required(action:)` into the field's `required` action, which the reader AST
/// writes as a `RequiredField` node, with Relay's checks:
/// - every selection of a field at one path (response keys from the definition's root) is
///   `@required` alike, with one action;
/// - every selection of a linked field at one path has the same `@required` children (the
///   selections a transform adds count: a connection's `edges { node }`);
/// - a `@required` linked field's `@required` children are at least as severe as it
///   (`NONE` < `LOG` < `THROW`);
/// - no `@required` within an inline fragment on an abstract type, where a `null` field
///   cannot be told from a type that did not match;
/// - no `@required` within an `@inline` fragment.
///
/// It runs after the passes that add selections, before the reader and operation sides part:
/// only the reader AST uses the action (the query text and the normalization AST have the
/// plain field). Definitions whose text does not use `@required` are not walked.
struct RequiredDirectiveTransform {
    /// A field marked `@required`, as met at a path.
    private struct Marked {
        var name: IR.Name
        var action: RequiredFieldAction
        var actionLocation: IR.Location
    }

    /// The first selection met at a path, and whether it was `@required`.
    private struct FirstAtPath {
        var name: IR.Name
        var required: Marked?
    }

    private var firstAtPath: [String: FirstAtPath] = [:]
    /// The `@required` children of the linked field being walked, by path, in order met.
    private var requiredChildren: [(path: String, field: Marked)] = []
    /// The `@required` children of the linked field first met at each path.
    private var requiredChildrenByPath: [String: [(path: String, field: Marked)]] = [:]
    private var withinAbstractInlineFragment = false
    private let schema: GraphQLSchema
    private var diagnostics: [Diagnostic] = []

    private init(schema: GraphQLSchema) { self.schema = schema }

    /// The program with `@required` lowered, and every misuse found.
    static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        let withinInlineData = program.fragments.filter(\.isInlineData).flatMap {
            requiredDirectives(in: $0.selections)
        }
        var result = program.concurrentlyRewriteDefinitions(onlyWhere: .using(["required"])) { selections, _, _ in
            var pass = RequiredDirectiveTransform(schema: schema)
            if let lowered = pass.visit(selections, path: "") { selections = lowered }
            return pass.diagnostics
        }
        result.diagnostics += withinInlineData.map {
            Self.pointingAtRequired($0).error("@required is not supported within @inline fragments.")
        }
        return result
    }

    /// The `@required` directives of the fields in and below `selections`.
    private static func requiredDirectives(in selections: [IR.Selection]) -> [IR.Directive] {
        selections.flatMap { selection -> [IR.Directive] in
            let directives: [IR.Directive] =
                switch selection {
                case .scalarField(let field): field.directives
                case .linkedField(let field): field.directives
                case .inlineFragment, .fragmentSpread, .condition, .clientExtension: []
                }
            return directives.filter { $0.name.value == "required" } + requiredDirectives(in: selection.children)
        }
    }

    /// From `@` to the end of the directive's name, where Relay points at a directive.
    private static func pointingAtRequired(_ directive: IR.Directive) -> IR.Location {
        IR.Location(
            source: directive.location.source,
            span: SourceSpan(start: Int(directive.location.span.start), end: Int(directive.name.location.span.end)))
    }

    /// The list with `@required` lowered in and below it, or `nil` when there is none.
    private mutating func visit(_ selections: [IR.Selection], path: String) -> [IR.Selection]? {
        var edit = ListEdit(selections)
        for (index, selection) in selections.enumerated() {
            switch selection {
            case .scalarField(var field):
                let fieldPath = Self.join(path, field.responseKey)
                guard let marked = mark(&field.directives, name: field.name, path: fieldPath) else {
                    edit.keep(index)
                    continue
                }
                field.required = marked.action
                edit.replace(index, with: .scalarField(field))
            case .linkedField(var field):
                let fieldPath = Self.join(path, field.responseKey)
                let marked = mark(&field.directives, name: field.name, path: fieldPath)
                let changed = visitChildren(of: &field, path: fieldPath, marked: marked)
                guard changed || marked != nil else {
                    edit.keep(index)
                    continue
                }
                field.required = marked?.action
                edit.replace(index, with: .linkedField(field))
            case .inlineFragment(let fragment):
                let changed: IR.Selection?
                if let alias = fragment.alias {
                    // An object of its own, which a null `@required` field nulls (not the parent).
                    changed = selection.replacingChildren {
                        visitAsParent($0, path: Self.join(path, alias.name.value), name: alias.name, marked: nil)
                    }
                } else {
                    let outer = withinAbstractInlineFragment
                    if let type = fragment.typeCondition, schema.kind(of: type).isAbstract {
                        withinAbstractInlineFragment = true
                    }
                    changed = selection.replacingChildren { visit($0, path: path) }
                    withinAbstractInlineFragment = outer
                }
                if let changed { edit.replace(index, with: changed) } else { edit.keep(index) }
            case .condition, .clientExtension, .fragmentSpread:
                if let changed = selection.replacingChildren({ visit($0, path: path) }) {
                    edit.replace(index, with: changed)
                } else {
                    edit.keep(index)
                }
            }
        }
        return edit.result
    }

    /// Walks a linked field's selections as a parent of their own (`visitAsParent`); whether
    /// they changed.
    private mutating func visitChildren(of field: inout IR.LinkedField, path: String, marked: Marked?) -> Bool {
        guard let lowered = visitAsParent(field.selections, path: path, name: field.name, marked: marked) else {
            return false
        }
        field.selections = lowered
        return true
    }

    /// Walks the selections of an object of their own (a linked field's, or an aliased
    /// fragment's, `name`'s), then checks their `@required` fields against those of the
    /// object's other selections at the same path, and against the object's own action.
    private mutating func visitAsParent(_ selections: [IR.Selection], path: String, name: IR.Name, marked: Marked?)
        -> [IR.Selection]?
    {
        let outerChildren = requiredChildren
        requiredChildren = []
        let outerAbstract = withinAbstractInlineFragment
        withinAbstractInlineFragment = false
        let lowered = visit(selections, path: path)
        checkSameRequiredChildren(as: path, field: name)
        if let marked { checkSeverity(of: marked) }
        withinAbstractInlineFragment = outerAbstract
        requiredChildrenByPath[path] = requiredChildren
        requiredChildren = outerChildren
        return lowered
    }

    /// Takes `@required` out of `directives`: its action, noted as a child of the parent,
    /// once the field is checked against the others at its path.
    private mutating func mark(_ directives: inout [IR.Directive], name: IR.Name, path: String) -> Marked? {
        var marked: Marked?
        if let index = directives.firstIndex(where: { $0.name.value == "required" }) {
            let directive = directives.remove(at: index)
            marked = action(of: directive, field: name)
            if marked != nil, withinAbstractInlineFragment {
                diagnostics.append(
                    Self.pointingAtRequired(directive).error(
                        "Unexpected @required within inline fragment on an abstract type. At runtime we cannot "
                            + "know if this field is null, or if it's missing because the inline fragment did not "
                            + "match. Consider using `@alias` to give your inline fragment a name."))
            }
        }
        if let marked {
            // One per path, the last met (as Relay keeps them).
            requiredChildren.removeAll { $0.path == path }
            requiredChildren.append((path, marked))
        }
        checkSameAsFirst(at: path, FirstAtPath(name: name, required: marked))
        return marked
    }

    /// The directive's action (validation has checked that `action` is given, as a
    /// `RequiredFieldAction`); `nil`, reported, for a variable.
    private mutating func action(of directive: IR.Directive, field: IR.Name) -> Marked? {
        guard let argument = directive.argument(named: "action") else { return nil }
        guard case .enumValue(let value) = argument.value, let action = RequiredFieldAction(rawValue: value) else {
            diagnostics.append(
                (argument.valueLocation ?? directive.name.location).error(
                    "Expected `action` argument to be a literal"))
            return nil
        }
        return Marked(name: field, action: action, actionLocation: argument.valueLocation ?? directive.name.location)
    }

    /// Relay's checks that every selection of a field at one path is `@required` alike.
    private mutating func checkSameAsFirst(at path: String, _ current: FirstAtPath) {
        guard let first = firstAtPath[path] else {
            firstAtPath[path] = current
            return
        }
        let mismatch = { (name: String) in
            "All references to a field must have matching @required declarations. The field '\(name)` is @required here"
        }
        switch (first.required, current.required) {
        case (let earlier?, let now?) where earlier.action != now.action:
            diagnostics.append(
                earlier.actionLocation.error(
                    "All references to a @required field must have matching `action` arguments. The `action` used "
                        + "for '\(current.name.value)'",
                    notes: [now.actionLocation.note("should be the same as the `action` declared here")]))
        case (.some, nil):
            diagnostics.append(
                first.name.error(
                    mismatch(current.name.value), notes: [current.name.location.note("but not @required here")]))
        case (nil, .some):
            diagnostics.append(
                current.name.error(
                    mismatch(current.name.value), notes: [first.name.location.note("but not @required here")]))
        default:
            break
        }
    }

    /// Relay's check that the selections of a linked field at one path have the same
    /// `@required` children (`requiredChildren`, the current selection's).
    private mutating func checkSameRequiredChildren(as path: String, field: IR.Name) {
        guard let earlier = requiredChildrenByPath[path] else { return }
        let message = { (name: String) in
            "@required fields must be included in all instances of their parent. The field '\(name)` is marked "
                + "as @required here"
        }
        for child in requiredChildren where !earlier.contains(where: { $0.path == child.path }) {
            let other = firstAtPath[path]?.name.location ?? field.location
            diagnostics.append(
                child.field.name.error(
                    message(child.field.name.value), notes: [other.note("but is missing from")]))
        }
        for child in earlier where !requiredChildren.contains(where: { $0.path == child.path }) {
            diagnostics.append(
                child.field.name.error(
                    message(child.field.name.value), notes: [field.location.note("but is missing from")]))
        }
    }

    /// Relay's check that no `@required` child of a `@required` linked field is less severe.
    private mutating func checkSeverity(of parent: Marked) {
        for child in requiredChildren where child.field.action < parent.action {
            diagnostics.append(
                parent.actionLocation.error(
                    "A @required field may not have an `action` less severe than that of its @required parent. "
                        + "This @required directive should probably have `action: \(child.field.action.rawValue)`",
                    notes: [child.field.actionLocation.note("so that it can match its parent")]))
        }
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }
}

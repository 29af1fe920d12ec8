/// `query`, `mutation` or `subscription`.
public enum OperationType: String, Sendable, Hashable, CaseIterable {
    case query, mutation, subscription
}

/// An operation: `query Name($v: T) @d { … }`, or the shorthand `{ … }` (an anonymous query).
public struct OperationDefinition: Sendable, Equatable {
    public var operation: OperationType
    public var name: Name?
    public var variableDefinitions: [VariableDefinition]
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        operation: OperationType, name: Name?, variableDefinitions: [VariableDefinition] = [],
        directives: [Directive] = [], selectionSet: SelectionSet, span: SourceSpan = .none
    ) {
        self.operation = operation
        self.name = name
        self.variableDefinitions = variableDefinitions
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

/// `$name: Type = default @directives` in an operation's variable list.
public struct VariableDefinition: Sendable, Equatable {
    public var variable: Variable
    public var type: TypeReference
    public var defaultValue: Value?
    public var directives: [Directive]
    public var span: SourceSpan

    public init(
        variable: Variable, type: TypeReference, defaultValue: Value? = nil, directives: [Directive] = [],
        span: SourceSpan = .none
    ) {
        self.variable = variable
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.span = span
    }
}

/// `$name`: the span covers the `$`, the name's span only the name.
public struct Variable: Sendable, Equatable {
    public var name: Name
    public var span: SourceSpan

    public init(name: Name, span: SourceSpan = .none) {
        self.name = name
        self.span = span
    }
}

/// `{ … }`: the selections of an operation, a fragment or a field.
public struct SelectionSet: Sendable, Equatable {
    public var selections: [Selection]
    public var span: SourceSpan

    public init(selections: [Selection], span: SourceSpan = .none) {
        self.selections = selections
        self.span = span
    }
}

/// A field, a fragment spread or an inline fragment.
public enum Selection: Sendable, Equatable {
    case field(Field)
    case fragmentSpread(FragmentSpread)
    case inlineFragment(InlineFragment)

    public var span: SourceSpan {
        switch self {
        case .field(let field): field.span
        case .fragmentSpread(let spread): spread.span
        case .inlineFragment(let fragment): fragment.span
        }
    }
}

/// `alias: name(arguments) @directives { … }`.
public struct Field: Sendable, Equatable {
    public var alias: Name?
    public var name: Name
    public var arguments: [Argument]
    public var directives: [Directive]
    public var selectionSet: SelectionSet?
    public var span: SourceSpan

    public init(
        alias: Name? = nil, name: Name, arguments: [Argument] = [], directives: [Directive] = [],
        selectionSet: SelectionSet? = nil, span: SourceSpan = .none
    ) {
        self.alias = alias
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }

    /// The key the field's value has in a response: its alias, or else its name.
    public var responseKey: String { alias?.value ?? name.value }
}

/// `...Name @directives`.
public struct FragmentSpread: Sendable, Equatable {
    public var name: Name
    public var directives: [Directive]
    public var span: SourceSpan

    public init(name: Name, directives: [Directive] = [], span: SourceSpan = .none) {
        self.name = name
        self.directives = directives
        self.span = span
    }
}

/// `... on Type @directives { … }` (the type condition is optional).
public struct InlineFragment: Sendable, Equatable {
    public var typeCondition: Name?
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        typeCondition: Name?, directives: [Directive] = [], selectionSet: SelectionSet, span: SourceSpan = .none
    ) {
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

/// `fragment Name on Type @directives { … }`.
public struct FragmentDefinition: Sendable, Equatable {
    public var name: Name
    public var typeCondition: Name
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var span: SourceSpan

    public init(
        name: Name, typeCondition: Name, directives: [Directive] = [], selectionSet: SelectionSet,
        span: SourceSpan = .none
    ) {
        self.name = name
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.span = span
    }
}

/// `@name(arguments)`.
public struct Directive: Sendable, Equatable {
    public var name: Name
    public var arguments: [Argument]
    public var span: SourceSpan

    public init(name: Name, arguments: [Argument] = [], span: SourceSpan = .none) {
        self.name = name
        self.arguments = arguments
        self.span = span
    }
}

/// `name: value` in a field's or a directive's arguments.
public struct Argument: Sendable, Equatable {
    public var name: Name
    public var value: Value
    public var span: SourceSpan

    public init(name: Name, value: Value, span: SourceSpan = .none) {
        self.name = name
        self.value = value
        self.span = span
    }
}

import GraphQLSchema
import GraphQLSyntax

/// The one traversal of a document that runs every rule: it tracks what the reference
/// implementation's `TypeInfo` tracks (the parent type, the field and directive being
/// visited, the input type a value is expected to have) and calls each rule where that rule
/// looks, so that no rule walks the document again.
struct DocumentWalker {
    let context: ValidationContext
    let document: Int
    /// The variables used in the definition being walked, collected for the rules that
    /// check an operation's variables through its fragments.
    var usages: [VariableUsage] = []
    /// In Relay's mode, the arguments the fragment being walked declares with
    /// `@argumentDefinitions`: its own variables.
    var localArguments: [FragmentArgument] = []
    /// The fragment being walked (by position), or `Program.operationOwner`.
    var owner = Program.operationOwner
    /// The position of the definition being walked in the document.
    private var definitionIndex = 0

    init(context: ValidationContext, documentIndex: Int) {
        self.context = context
        self.document = documentIndex
    }

    var schema: GraphQLSchema { context.schema }

    mutating func walk() {
        let definitions = context.program.documents[document].definitions
        ExecutableDefinitions.check(definitions, in: self)
        for (index, definition) in definitions.enumerated() {
            definitionIndex = index
            switch definition {
            case .operation(let operation):
                walkOperation(operation)
            case .fragment(let fragment):
                walkFragment(fragment)
            default:
                walkTypeSystemDefinition(definition)
            }
        }
    }

    /// Reports a problem in this document.
    func report(
        _ rule: String, _ message: String, at span: SourceSpan,
        related: [(message: String, place: ValidationContext.Place)] = [], fixIts: [Diagnostic.FixIt] = []
    ) {
        context.report(rule, message, at: span, in: document, related: related, fixIts: fixIts)
    }

    /// The name of the operation or fragment being walked (Relay's "root definition"), if it
    /// has one. Looked up when asked: a problem that names it is rare.
    var root: Name? {
        switch context.program.documents[document].definitions[definitionIndex] {
        case .operation(let operation): operation.name
        case .fragment(let fragment): fragment.name
        default: nil
        }
    }

    /// A place in this document, for a note.
    func place(_ span: SourceSpan) -> ValidationContext.Place { .init(document: document, span: span) }

    // MARK: Definitions

    private mutating func walkOperation(_ operation: OperationDefinition) {
        let index = context.nextOperation
        context.nextOperation += 1
        usages.removeAll(keepingCapacity: true)
        localArguments = []
        owner = Program.operationOwner
        LoneAnonymousOperation.check(operation, in: self)
        KnownOperationTypes.check(operation, in: self)
        SingleFieldSubscriptions.check(operation, in: self)
        UniqueVariableNames.check(operation, in: self)
        context.lastOperationVariables = operation.variableDefinitions
        for variable in operation.variableDefinitions {
            walkVariableDefinition(variable)
        }
        let location: DirectiveLocation =
            switch operation.operation {
            case .query: .query
            case .mutation: .mutation
            case .subscription: .subscription
            }
        walkDirectives(operation.directives, at: location)
        var rootType = schema.rootType(for: operation.operation)
        if let root = rootType, context.kind(of: root) != .object { rootType = nil }
        walkSelectionSet(operation.selectionSet, type: rootType)
        context.walkState.operationUsages.append((index, usages))
    }

    private mutating func walkVariableDefinition(_ variable: VariableDefinition) {
        KnownTypeNames.check(variable.type.namedType, fits: \.isInputType, in: self)
        let type = context.resolve(variable.type)
        VariablesAreInputTypes.check(variable, type: type, in: self)
        if let defaultValue = variable.defaultValue {
            let inputType = type.flatMap { context.kind(of: $0.namedType).isInputType ? $0 : nil }
            // A default value is a constant; it is not a use of any variable.
            walkValue(defaultValue, type: inputType, hasLocationDefault: false, checksValue: true, collects: false)
        }
        walkDirectives(variable.directives, at: .variableDefinition, collects: false)
    }

    private mutating func walkFragment(_ fragment: FragmentDefinition) {
        let index = context.nextFragment
        context.nextFragment += 1
        usages.removeAll(keepingCapacity: true)
        localArguments =
            context.options.fragmentArgumentsAreInScope ? FragmentArgument.declared(by: fragment, in: context) : []
        owner = Int32(index)
        KnownTypeNames.check(fragment.typeCondition, fits: \.isComposite, in: self)
        let type = context.program.fragments[index].typeCondition
        FragmentsOnCompositeTypes.check(fragment, type: type, in: self)
        walkDirectives(fragment.directives, at: .fragmentDefinition)
        let outputType = type.flatMap { context.kind(of: $0).isOutputType ? $0 : nil }
        walkSelectionSet(fragment.selectionSet, type: outputType)
        context.walkState.fragmentUsages.append((index, usages))
        localArguments = []
    }

    // MARK: Selections

    /// `type` is the named type of the field, fragment or operation the set belongs to
    /// (any output type); the set's parent type is that type when it is composite.
    mutating func walkSelectionSet(_ selectionSet: SelectionSet, type: TypeID?) {
        let parentType = type.flatMap { context.kind(of: $0).isComposite ? $0 : nil }
        OverlappingFieldsCanBeMerged.check(selectionSet, parentType: parentType, in: self)
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                walkField(field, parentType: parentType)
            case .fragmentSpread(let spread):
                KnownFragmentNames.check(spread, in: self)
                if context.options.fragmentArgumentsAreInScope { KnownFragmentArguments.check(spread, in: self) }
                PossibleFragmentSpreads.check(spread, parentType: parentType, in: self)
                walkDirectives(spread.directives, at: .fragmentSpread)
            case .inlineFragment(let inline):
                walkInlineFragment(inline, enclosingType: type, parentType: parentType)
            }
        }
    }

    private mutating func walkField(_ field: Field, parentType: TypeID?) {
        let definition = parentType.flatMap { schema.field(named: field.name.value, on: $0) }
        ScalarLeafs.check(field, type: definition?.type, parentType: parentType, in: self)
        FieldsOnCorrectType.check(field, parentType: parentType, definition: definition, in: self)
        UniqueArgumentNames.check(field.arguments, in: self)
        for argument in field.arguments {
            let argumentDefinition = definition?.argument(named: argument.name.value)
            if argumentDefinition == nil, let definition, let parentType {
                KnownArgumentNames.reportUnknown(argument, field: definition, parentType: parentType, in: self)
            }
            walkArgument(argument, definition: argumentDefinition)
        }
        walkDirectives(field.directives, at: .field)
        if let selectionSet = field.selectionSet {
            walkSelectionSet(selectionSet, type: definition?.type.namedType)
        }
        if let definition {
            ProvidedRequiredArguments.check(field, definition: definition, in: self)
        }
    }

    private mutating func walkInlineFragment(_ inline: InlineFragment, enclosingType: TypeID?, parentType: TypeID?) {
        var type = enclosingType
        if let condition = inline.typeCondition {
            KnownTypeNames.check(condition, fits: \.isComposite, in: self)
            let conditionType = schema.typeID(named: condition.value)
            FragmentsOnCompositeTypes.check(inline, condition: condition, type: conditionType, in: self)
            type = conditionType.flatMap { context.kind(of: $0).isOutputType ? $0 : nil }
        }
        PossibleFragmentSpreads.check(inline, type: type, parentType: parentType, in: self)
        walkDirectives(inline.directives, at: .inlineFragment)
        walkSelectionSet(inline.selectionSet, type: type)
    }

    // MARK: Directives and arguments

    /// `collects` is false where variables are not uses (a variable definition's directives).
    mutating func walkDirectives(_ directives: [Directive], at location: DirectiveLocation?, collects: Bool = true) {
        guard !directives.isEmpty else { return }
        UniqueDirectivesPerLocation.check(directives, in: self)
        for directive in directives {
            let definition = schema.directive(named: directive.name.value)
            KnownDirectives.check(directive, definition: definition, location: location, in: self)
            if let definition, !definition.acceptsAnyArgument {
                KnownArgumentNames.check(directive, definition: definition, in: self)
            }
            UniqueArgumentNames.check(directive.arguments, in: self)
            let variablesMayHaveAnyType =
                context.options.acceptsAnyVariableInMutationDirectives
                && GraphQLSchema.connectionsDirectiveNames.contains(directive.name.value)
            // A fragment's argument definitions hold constants (a variable there is the compiler's
            // error, "Expected a constant value"), not uses of the operation's variables.
            let declaresArguments =
                context.options.fragmentArgumentsAreInScope && directive.name.value == "argumentDefinitions"
            for argument in directive.arguments {
                walkArgument(
                    argument, definition: definition?.argument(named: argument.name.value),
                    collects: collects && !declaresArguments,
                    variablesMayHaveAnyType: variablesMayHaveAnyType && argument.value.isVariable)
            }
            if let definition {
                ProvidedRequiredArguments.check(directive, definition: definition, in: self)
            }
        }
    }

    /// With `variablesMayHaveAnyType`, the argument's value is a variable used without a type
    /// to check it against.
    private mutating func walkArgument(
        _ argument: Argument, definition: SchemaInputValue?, collects: Bool = true,
        variablesMayHaveAnyType: Bool = false
    ) {
        let type =
            variablesMayHaveAnyType
            ? nil : definition.flatMap { context.kind(of: $0.type.namedType).isInputType ? $0.type : nil }
        walkValue(
            argument.value, type: type, hasLocationDefault: definition?.defaultValue != nil, checksValue: true,
            collects: collects)
    }
}

extension ValidationContext {
    /// The reference checks a one-of input object's variable against the variables of the
    /// operation entered last, even inside a fragment; kept here to do the same.
    var lastOperationVariables: [VariableDefinition] {
        get { walkState.lastOperationVariables }
        set { walkState.lastOperationVariables = newValue }
    }

    /// The position in `Program.operations` of the next operation the walk meets.
    var nextOperation: Int {
        get { walkState.nextOperation }
        set { walkState.nextOperation = newValue }
    }

    /// The position in `Program.fragments` of the next fragment the walk meets.
    var nextFragment: Int {
        get { walkState.nextFragment }
        set { walkState.nextFragment = newValue }
    }
}

/// Walk state that outlives one document.
struct WalkState {
    var lastOperationVariables: [VariableDefinition] = []
    var nextOperation = 0
    var nextFragment = 0
    /// The variables each definition walked uses (by position in `Program.operations` and
    /// `Program.fragments`), handed to the program once the walk is over: walks of several
    /// parts of a program at once must not write to it.
    var operationUsages: [(index: Int, usages: [VariableUsage])] = []
    var fragmentUsages: [(index: Int, usages: [VariableUsage])] = []

    /// The state a walk starting at `document` begins with: what the walk of the documents
    /// before it would have left.
    init(startingAt document: Int, of program: Program) {
        nextOperation = program.operations.count { $0.document < document }
        nextFragment = program.fragments.count { $0.document < document }
        if nextOperation > 0 {
            lastOperationVariables = program.operations[nextOperation - 1].definition.variableDefinitions
        }
    }
}

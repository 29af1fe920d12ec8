import GraphQLSchema
import GraphQLSyntax

/// The executable definitions of every document, indexed once before any rule runs: the
/// operations and fragments in program order, fragments by name, and the fragments each
/// definition spreads directly. Rules that look across definitions (cycles, unused
/// fragments, an operation's variables through its fragments) read these instead of walking
/// the documents again.
final class Program {
    /// A fragment spread whose fragment exists: the fragment (by position in `fragments`) and
    /// where the spread was written.
    struct Spread {
        var fragment: Int32
        var span: SourceSpan
        /// Whether the spread lies inside a field's selection set (not only inline fragments).
        var isInsideField: Bool
    }

    struct Operation {
        var document: Int
        var definition: OperationDefinition
        /// The fragments spread anywhere in the operation's selections, in the order the
        /// reference implementation collects them (see `collectSpreads`).
        var spreads: [Spread]
        /// The variables used in the operation's own selections, filled in by the walk.
        var usages: [VariableUsage] = []
    }

    struct Fragment {
        var document: Int
        var definition: FragmentDefinition
        /// The fragment that this definition's name stands for: the last one defined with it
        /// (as the reference implementation looks fragments up). Equal to the fragment's own
        /// position unless the name is defined more than once.
        var canonical: Int32
        /// The type condition's type, if it names one.
        var typeCondition: TypeID?
        var spreads: [Spread]
        var usages: [VariableUsage] = []
    }

    let documents: [Document]
    private(set) var operations: [Operation] = []
    private(set) var fragments: [Fragment] = []
    /// Fragment positions by name: the last fragment defined with each name.
    private(set) var fragmentsByName: [String: Int32] = [:]
    /// How many operations the program defines, in all documents together.
    var operationCount: Int { operations.count }

    init(documents: [Document], schema: GraphQLSchema) {
        self.documents = documents
        let definitionCount = documents.reduce(0) { $0 + $1.definitions.count }
        fragments.reserveCapacity(definitionCount)
        fragmentsByName.reserveCapacity(definitionCount)
        var namesRepeat = false
        for (documentIndex, document) in documents.enumerated() {
            for definition in document.definitions {
                switch definition {
                case .fragment(let fragment):
                    let position = Int32(fragments.count)
                    if fragmentsByName.updateValue(position, forKey: fragment.name.value) != nil { namesRepeat = true }
                    fragments.append(
                        Fragment(
                            document: documentIndex, definition: fragment, canonical: position,
                            typeCondition: schema.typeID(named: fragment.typeCondition.value), spreads: []))
                case .operation(let operation):
                    operations.append(Operation(document: documentIndex, definition: operation, spreads: []))
                default:
                    continue
                }
            }
        }
        // Each fragment stands for itself (as made above) unless its name is defined again later.
        if namesRepeat {
            for index in fragments.indices {
                fragments[index].canonical = fragmentsByName[fragments[index].definition.name.value] ?? Int32(index)
            }
        }
        collectAllSpreads()
    }

    /// Fills in every definition's spreads, spread over the cores: the walk reads every
    /// selection of the program, and on one core it kept the other idle for 2 ms of a
    /// 2,000-document build.
    private func collectAllSpreads() {
        let sets = fragments.map(\.definition.selectionSet) + operations.map(\.definition.selectionSet)
        let fragmentsByName = fragmentsByName
        let spreads = sets.concurrentMap { Self.collectSpreads(in: $0, fragmentsByName: fragmentsByName) }
        for index in fragments.indices { fragments[index].spreads = spreads[index] }
        for index in operations.indices { operations[index].spreads = spreads[fragments.count + index] }
    }

    /// The fragment a name stands for, or nil when no fragment has that name.
    func fragment(named name: String) -> Int32? { fragmentsByName[name] }

    /// Takes in the variable uses a walk collected.
    func record(_ state: WalkState) {
        for (index, usages) in state.operationUsages { operations[index].usages = usages }
        for (index, usages) in state.fragmentUsages { fragments[index].usages = usages }
    }

    /// The spreads of known fragments anywhere in a selection set. The order is the reference
    /// implementation's (`getFragmentSpreads`): each set's spreads in order, nested sets taken
    /// from a stack. NoFragmentCycles reports different cycles in a different order, so it
    /// matters.
    private static func collectSpreads(in root: SelectionSet, fragmentsByName: [String: Int32]) -> [Spread] {
        var spreads: [Spread] = []
        var stack: [(set: SelectionSet, isInsideField: Bool)] = [(root, false)]
        while let (set, isInsideField) = stack.popLast() {
            for selection in set.selections {
                switch selection {
                case .fragmentSpread(let spread):
                    if let fragment = fragmentsByName[spread.name.value] {
                        spreads.append(Spread(fragment: fragment, span: spread.span, isInsideField: isInsideField))
                    }
                case .field(let field):
                    if let nested = field.selectionSet { stack.append((nested, true)) }
                case .inlineFragment(let inline):
                    stack.append((inline.selectionSet, isInsideField))
                }
            }
        }
        return spreads
    }

    /// The fragments an operation spreads, directly or through other fragments, each once, in
    /// the reference implementation's order (`getRecursivelyReferencedFragments`).
    /// `visited` is scratch space the caller reuses between operations.
    func referencedFragments(of operation: Int, visited: inout VisitedSet) -> [Int32] {
        visited.reset(count: fragments.count)
        var found: [Int32] = []
        var pending: [[Spread]] = [operations[operation].spreads]
        while let spreads = pending.popLast() {
            for spread in spreads where visited.insert(Int(spread.fragment)) {
                found.append(spread.fragment)
                pending.append(fragments[Int(spread.fragment)].spreads)
            }
        }
        return found
    }
}

/// A set of small integers that can be emptied in constant time, for graph searches run
/// many times over the same nodes.
struct VisitedSet {
    private var marks: [UInt32] = []
    private var generation: UInt32 = 0

    mutating func reset(count: Int) {
        if marks.count < count { marks.append(contentsOf: repeatElement(0, count: count - marks.count)) }
        generation &+= 1
        if generation == 0 {
            for index in marks.indices { marks[index] = 0 }
            generation = 1
        }
    }

    /// Adds `value`; false when it was already there.
    mutating func insert(_ value: Int) -> Bool {
        guard value >= 0, value < marks.count, marks[value] != generation else { return false }
        marks[value] = generation
        return true
    }

    func contains(_ value: Int) -> Bool { value >= 0 && value < marks.count && marks[value] == generation }
}

/// A variable used in a selection, with what the position it is used in expects.
struct VariableUsage {
    var name: String
    /// The `$name` as written.
    var span: SourceSpan
    /// The type the position expects, when the walk knows it.
    var type: SchemaTypeReference?
    /// Whether the argument or input field the variable is given to has a default value.
    var hasLocationDefault: Bool
}

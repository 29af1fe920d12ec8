import GraphQLSyntax

/// Fragment cycles as Relay's compiler reports them, where it meets them: while applying
/// fragment arguments, it walks each operation through the fragments it spreads, in the
/// order they are written, each fragment once for the whole program. A spread of a fragment
/// still being walked closes a cycle: "Found a circular reference from fragment 'F'." at
/// that spread's name, with a note at each spread the walk came through ("other member of the
/// cycle"; the operation's own spread among them).
///
/// Relay walks only what operations reach there. A cycle of `@inline` fragments no operation
/// reaches, Relay meets where it inlines them into their readers: from each of them, once per
/// fragment (`InlineDataWalk`). Any other cycle no operation reaches is walked here from its
/// first fragment (not one reported in the inline form), so that it is reported in the form
/// above. NoFragmentCycles (the
/// specification's search) decides that there is a cycle; this walk only words it.
struct RelayCycleWalk {
    private enum Progress { case entered, finished }

    private let context: ValidationContext
    /// By the fragment's canonical position.
    private var progress: [Progress?]
    /// The fragments whose `@inline` cycles were reported in the inline form
    /// (`InlineDataWalk`): a cycle of theirs alone is not reported again.
    private var reportedInline: Set<Int> = []
    /// The fragment a walk started from, if it did from one.
    private var root: Int?

    init(context: ValidationContext) {
        self.context = context
        progress = Array(repeating: nil, count: context.program.fragments.count)
    }

    /// Reports the cycles among `fragments` (the positions of fragments on the cycles the
    /// specification's search found) in Relay's words.
    static func report(cyclesThrough fragments: Set<Int32>, in context: ValidationContext) {
        var walk = RelayCycleWalk(context: context)
        let program = context.program
        for operation in program.operations {
            walk.walk(from: operation.definition.selectionSet, in: operation.document)
        }
        let unreached = fragments.sorted().filter { walk.progress[Int(program.fragments[Int($0)].canonical)] == nil }
        walk.reportedInline = Set(
            InlineDataWalk.report(cyclesFrom: unreached, in: context).map { Int(program.fragments[Int($0)].canonical) })
        for index in unreached {
            let fragment = program.fragments[Int(index)]
            let canonical = Int(fragment.canonical)
            guard walk.progress[canonical] == nil, !walk.reportedInline.contains(canonical) else { continue }
            walk.progress[canonical] = .entered
            walk.root = canonical
            walk.walk(from: fragment.definition.selectionSet, in: fragment.document)
            walk.progress[canonical] = .finished
        }
    }

    /// A spread met on the walk, with the fragment it names (canonical position).
    struct Step {
        var fragment: Int
        var place: ValidationContext.Place
    }

    /// Walks a definition's spreads depth first, with a stack of its own (a chain of
    /// thousands of fragments must not exhaust the thread's).
    private mutating func walk(from root: SelectionSet, in document: Int) {
        // Each frame: the spreads of one definition and the position of the next to follow;
        // `scope` holds the spread each frame after the first was entered through.
        var frames: [(spreads: [Step], next: Int)] = [(spreadsWritten(in: root, document: document), 0)]
        var scope: [Step] = []
        while let (spreads, next) = frames.last {
            guard next < spreads.count else {
                frames.removeLast()
                if let entered = scope.popLast() { progress[entered.fragment] = .finished }
                continue
            }
            frames[frames.count - 1].next += 1
            let step = spreads[next]
            switch progress[step.fragment] {
            case .finished?:
                continue
            case .entered?:
                reportCycle(closedBy: step, scope: scope)
            case nil:
                progress[step.fragment] = .entered
                scope.append(step)
                let fragment = context.program.fragments[step.fragment]
                frames.append((spreadsWritten(in: fragment.definition.selectionSet, document: fragment.document), 0))
            }
        }
    }

    private func reportCycle(closedBy step: Step, scope: [Step]) {
        if !reportedInline.isEmpty {
            let members =
                scope.firstIndex { $0.fragment == step.fragment }.map { scope[$0...].map(\.fragment) }
                ?? (root.map { [$0] } ?? []) + scope.map(\.fragment)
            if members.allSatisfy(reportedInline.contains) { return }
        }
        let name = context.program.fragments[step.fragment].definition.name.value
        context.report(
            NoFragmentCycles.name, RelayMessages.circularReference(from: name), at: step.place.span,
            in: step.place.document, related: scope.map { ("other member of the cycle", $0.place) })
    }

    private func spreadsWritten(in root: SelectionSet, document: Int) -> [Step] {
        Self.spreadsWritten(in: root, document: document, context: context)
    }

    /// The spreads of known fragments in a selection set, in the order written.
    static func spreadsWritten(in root: SelectionSet, document: Int, context: ValidationContext) -> [Step] {
        var steps: [Step] = []
        root.forEachFragmentSpread { spread in
            guard let position = context.program.fragment(named: spread.name.value) else { return }
            steps.append(Step(fragment: Int(position), place: .init(document: document, span: spread.name.span)))
        }
        return steps
    }
}

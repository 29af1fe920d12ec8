import GraphQLSyntax

/// Cycles of `@inline` fragments as Relay reports them where it inlines such fragments into
/// the definitions that read them. Walking from a fragment, it follows only spreads of
/// `@inline` fragments, keeping the spreads it came through; a spread of a fragment among them
/// is reported at the first of them, as "Found a circular reference from fragment 'F'." for
/// that first spread's fragment, with a note "spreading G" at each other spread kept. Every
/// fragment is walked on its own, so a cycle of three is reported three times, each from
/// where its walk entered it.
///
/// Relay walks a fragment anew at every spread; here a fragment is entered once per walk, so
/// that many paths to one cycle (a chain of diamonds) cost their length, not their number.
enum InlineDataWalk {
    /// Walks from each of `fragments` (positions, in program order) that is `@inline` and
    /// reports the cycles met; returns the positions walked from that met one.
    static func report(cyclesFrom fragments: [Int32], in context: ValidationContext) -> [Int32] {
        let program = context.program
        let isInline = program.fragments.map { fragment in
            fragment.definition.directives.contains { $0.name.value == "inline" }
        }
        var reported: [Int32] = []
        for index in fragments where isInline[Int(index)] {
            let fragment = program.fragments[Int(index)]
            if walk(from: fragment, in: context, following: isInline) { reported.append(index) }
        }
        return reported
    }

    /// One fragment's walk, with a stack of its own; true if it met a cycle.
    private static func walk(
        from root: Program.Fragment, in context: ValidationContext, following isInline: [Bool]
    ) -> Bool {
        func inlineSpreads(of fragment: Program.Fragment) -> [RelayCycleWalk.Step] {
            RelayCycleWalk.spreadsWritten(
                in: fragment.definition.selectionSet, document: fragment.document, context: context
            ).filter { isInline[$0.fragment] }
        }
        var entered = Set<Int>()
        var frames: [(spreads: [RelayCycleWalk.Step], next: Int)] = [(inlineSpreads(of: root), 0)]
        var scope: [RelayCycleWalk.Step] = []
        var metCycle = false
        while let (spreads, next) = frames.last {
            guard next < spreads.count else {
                frames.removeLast()
                _ = scope.popLast()
                continue
            }
            frames[frames.count - 1].next += 1
            let step = spreads[next]
            if scope.contains(where: { $0.fragment == step.fragment }) {
                report(scope, in: context)
                metCycle = true
            } else if entered.insert(step.fragment).inserted {
                scope.append(step)
                frames.append((inlineSpreads(of: context.program.fragments[step.fragment]), 0))
            }
        }
        return metCycle
    }

    private static func report(_ scope: [RelayCycleWalk.Step], in context: ValidationContext) {
        guard let first = scope.first else { return }
        let fragments = context.program.fragments
        context.report(
            NoFragmentCycles.name,
            RelayMessages.circularReference(from: fragments[first.fragment].definition.name.value),
            at: first.place.span, in: first.place.document,
            related: scope.dropFirst().map {
                ("spreading \(fragments[$0.fragment].definition.name.value)", $0.place)
            })
    }
}

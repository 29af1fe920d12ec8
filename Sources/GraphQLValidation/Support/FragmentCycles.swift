extension Program {
    /// The fragments (by position) that can reach themselves through spreads: the members of
    /// every strongly connected component of the spread graph with a cycle (Tarjan's
    /// algorithm, iterative, so that a long chain of spreads cannot exhaust the stack).
    ///
    /// NoFragmentCycles reports such cycles; OverlappingFieldsCanBeMerged leaves these
    /// fragments out, since comparing through a cycle never ends (graphql-js recurses until
    /// the stack overflows) and the document is invalid anyway.
    func fragmentsOnCycles() -> Set<Int32> {
        let count = fragments.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var onCycles = Set<Int32>()
        var nextIndex = 0

        for root in 0..<count where index[root] < 0 {
            // Each frame: a fragment and the position of the next spread to follow.
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = frames.last {
                let spreads = fragments[node].spreads
                if next < spreads.count {
                    frames[frames.count - 1].next += 1
                    let target = Int(spreads[next].fragment)
                    if target == node {
                        onCycles.insert(Int32(node))
                    } else if index[target] < 0 {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 { onCycles.formUnion(component.map(Int32.init)) }
            }
        }
        return onCycles
    }
}

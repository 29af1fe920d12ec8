extension Program {
    /// The fragments (by position) on a spread cycle that passes through a field's selection
    /// set: the members of each strongly connected component of the spread graph that holds a
    /// spread inside a field between two of its members (every edge within a component lies
    /// on a cycle). Tarjan's algorithm, iterative, so that a long chain cannot exhaust the stack.
    ///
    /// OverlappingFieldsCanBeMerged leaves these fragments out: its comparison of sub-selections
    /// descends one field deeper each time round such a cycle and never ends (graphql-js
    /// recurses until the stack overflows). Cycles through spreads alone it follows as
    /// graphql-js does, and NoFragmentCycles reports both kinds.
    func fragmentsOnCyclesThroughFields() -> Set<Int32> {
        let count = fragments.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var component = [Int](repeating: -1, count: count)
        var componentCount = 0
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
                    if index[target] < 0 {
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
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = componentCount
                    if member == node { break }
                }
                componentCount += 1
            }
        }
        var cyclicComponents = Set<Int>()
        for (node, fragment) in fragments.enumerated() {
            let insideOwnComponent = fragment.spreads.contains {
                $0.isInsideField && component[Int($0.fragment)] == component[node]
            }
            if insideOwnComponent { cyclicComponents.insert(component[node]) }
        }
        return Set(fragments.indices.filter { cyclicComponents.contains(component[$0]) }.map(Int32.init))
    }
}

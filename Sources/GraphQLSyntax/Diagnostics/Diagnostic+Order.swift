extension Array where Element == Diagnostic {
    /// The diagnostics in reading order: by file name, then by where they start in the file
    /// (a GraphQL tag's by its place in its Swift file); those without a source first. Stable:
    /// diagnostics at one place keep the order they were found in. The stages of a run find
    /// problems pass by pass, so without this one file's errors come out of line order.
    public func sortedByPosition() -> [Diagnostic] {
        let keys = map { diagnostic in
            let start = Int(diagnostic.span.start)
            return (file: diagnostic.source?.name, offset: diagnostic.source?.origin?.fileOffset(of: start) ?? start)
        }
        let order = indices.sorted { lhs, rhs in
            let left = keys[lhs], right = keys[rhs]
            switch (left.file, right.file) {
            case (nil, nil): break
            case (nil, _): return true
            case (_, nil): return false
            case (let leftFile?, let rightFile?) where leftFile != rightFile: return leftFile < rightFile
            default: break
            }
            if left.offset != right.offset { return left.offset < right.offset }
            return lhs < rhs
        }
        return order.map { self[$0] }
    }
}

/// A path glob as in relay-compiler's `excludes`: `**` (a whole segment) matches any number of
/// folders, none included (at the end of a pattern, one or more: `a/**` is everything in `a`);
/// `*` matches any characters but `/`; `?` matches one character but `/`; anything else matches
/// itself. Paths and patterns use `/` between segments.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let segments: [Segment]

    private enum Segment: Hashable {
        /// `**`: zero or more whole segments.
        case anyFolders
        /// A segment of literal characters, `*` and `?`.
        case characters([Unicode.Scalar])
    }

    /// Compiles a pattern. Empty segments (`a//b`, a leading `/` or `./`) are ignored, as they
    /// are in paths.
    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/").filter { $0 != "." }.map { part in
            part == "**" ? .anyFolders : .characters(Array(part.unicodeScalars))
        }
    }

    public var description: String { pattern }

    /// Whether the pattern ends with `**`, so that it matches only what is inside folders
    /// (those `matchesEverything(inFolder:)` accepts).
    public var matchesOnlyInsideFolders: Bool { segments.last == .anyFolders }

    /// Whether the pattern matches a whole relative path (`a/b/c.graphql`).
    public func matches(_ path: String) -> Bool {
        let parts = Self.segments(of: path)
        return Self.match(segments[...], parts[...])
    }

    /// Whether the pattern matches everything inside the folder `path` (it is `<p>/**` and `<p>`
    /// matches the folder), so that a search need not look inside it at all.
    public func matchesEverything(inFolder path: String) -> Bool {
        guard let last = segments.last, last == .anyFolders else { return false }
        let parts = Self.segments(of: path)
        return Self.match(segments.dropLast(), parts[...])
    }

    private static func segments(of path: String) -> [[Unicode.Scalar]] {
        path.split(separator: "/").filter { $0 != "." }.map { Array($0.unicodeScalars) }
    }

    /// Segment-wise matching by dynamic programming over (pattern position, path position), so
    /// that many `**` never take exponential time: `reachable[j]` says whether the pattern's
    /// segments so far can match the path's first `j` segments.
    private static func match(_ pattern: ArraySlice<Segment>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        let path = Array(path)
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for (index, segment) in zip(pattern.indices, pattern) {
            var next = [Bool](repeating: false, count: path.count + 1)
            switch segment {
            case .anyFolders:
                // Any number of further segments after a reachable position; at the end of the
                // pattern at least one (`a/**` matches what is inside `a`, not `a` itself).
                let minimum = index == pattern.indices.last ? 1 : 0
                var seen = false
                for j in 0...path.count {
                    if j >= minimum { seen = seen || reachable[j - minimum] }
                    next[j] = seen
                }
            case .characters(let characters):
                for j in 0..<path.count where reachable[j] && matchSegment(characters[...], path[j][...]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[path.count]
    }

    /// `*` and `?` within one segment, by the classic greedy algorithm with one backtrack point
    /// (linear in practice, never exponential).
    private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>)
        -> Bool
    {
        let pattern = Array(pattern), text = Array(text)
        var p = 0, t = 0
        var starPattern = -1, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] && pattern[p] != "*" {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starPattern = p
                starText = t
                p += 1
            } else if starPattern >= 0 {
                p = starPattern + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

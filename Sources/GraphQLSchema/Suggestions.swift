import GraphQLSyntax

/// "Did you mean …?" hints, computed as the reference implementation computes them, so that
/// messages match it word for word.
public enum Suggestions {
    /// The options close enough to `input` to suggest, closest first (ties in natural order):
    /// those within an edit distance of 40% of the input's length, case differences counting 1.
    /// With a `limit`, only the first `limit` of them (a message names no more): options
    /// farther than the `limit` closest found so far are then not measured to the end.
    public static func list<Options: Sequence>(for input: String, among options: Options, limit: Int? = nil)
        -> [String]
    where Options.Element == String {
        var distance = LexicalDistance(input)
        var threshold = input.utf8.count * 2 / 5 + 1
        var found: [String: Int] = [:]
        var closest: [Int] = []  // with a limit, the `limit` smallest distances found, ascending
        for option in options {
            guard let measured = distance.measure(option, threshold: threshold) else { continue }
            guard found.updateValue(measured, forKey: option) == nil, let limit else { continue }
            closest.insert(measured, at: closest.firstIndex { $0 > measured } ?? closest.count)
            if closest.count > limit { closest.removeLast() }
            // An option farther than all of the `limit` closest cannot be among them.
            if closest.count == limit { threshold = closest[limit - 1] }
        }
        let sorted = found.keys.sorted { lhs, rhs in
            let left = found[lhs] ?? 0, right = found[rhs] ?? 0
            return left != right ? left < right : naturalCompare(lhs, rhs) < 0
        }
        return limit.map { Array(sorted.prefix($0)) } ?? sorted
    }

    /// How many suggestions `didYouMean(_:subject:)` names.
    public static let referenceLimit = 5

    /// ` Did you mean "A", "B", or "C"?` for up to five suggestions, or "" for none.
    public static func didYouMean(_ suggestions: [String], subject: String? = nil) -> String {
        var message = " Did you mean "
        if let subject { message += subject + " " }
        let quoted = suggestions.prefix(referenceLimit).map { "\"\($0)\"" }
        switch quoted.count {
        case 0: return ""
        case 1: return message + quoted[0] + "?"
        case 2: return message + quoted[0] + " or " + quoted[1] + "?"
        default: return message + quoted.dropLast().joined(separator: ", ") + ", or " + quoted[quoted.count - 1] + "?"
        }
    }

    /// A fix-it for each name a "Did you mean …?" names, best first, each replacing the name
    /// `written` at `span` with the suggested one, as `replacement` writes it there (the name
    /// itself, or for a name inside a string literal, the literal). (Both forms of the message
    /// name five at most: so many fix-its.)
    public static func fixIts(
        renaming written: String, at span: SourceSpan, to suggestions: [String],
        replacement: (String) -> String = { $0 }
    ) -> [Diagnostic.FixIt] {
        suggestions.prefix(max(referenceLimit, relayLimit)).map {
            Diagnostic.FixIt("replace '\(written)' with '\($0)'", span: span, replacement: replacement($0))
        }
    }

    /// `fixIts(renaming:at:to:replacement:)` for a type's name: only for the suggested types
    /// whose kind `fits` the place (an input type for a variable, a composite type for a
    /// condition), and the standard names the schema may lack.
    public static func typeFixIts(
        renaming written: String, at span: SourceSpan, to suggestions: [String], in schema: GraphQLSchema,
        fits: (TypeKind) -> Bool, replacement: (String) -> String = { $0 }
    ) -> [Diagnostic.FixIt] {
        let fitting = suggestions.filter { schema.type(named: $0).map { fits($0.kind) } ?? true }
        return fixIts(renaming: written, at: span, to: fitting, replacement: replacement)
    }

    /// How many suggestions `relayDidYouMean(_:)` names.
    public static let relayLimit = 5

    /// ` Did you mean `A`, `B`, or `C`?` for up to five suggestions, or "" for none: Relay's
    /// compiler's words, which its own reports (unknown types and fields) end with.
    public static func relayDidYouMean(_ suggestions: [String]) -> String {
        let quoted = suggestions.prefix(relayLimit).map { "`\($0)`" }
        switch quoted.count {
        case 0: return ""
        case 1: return " Did you mean \(quoted[0])?"
        case 2: return " Did you mean \(quoted[0]) or \(quoted[1])?"
        default: return " Did you mean \(quoted.dropLast().joined(separator: ", ")), or \(quoted[quoted.count - 1])?"
        }
    }

    /// Compares two strings so that runs of digits compare as numbers ("a2" < "a10").
    public static func naturalCompare(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        var leftIndex = 0, rightIndex = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while leftIndex < left.count && rightIndex < right.count {
            let leftByte = left[leftIndex], rightByte = right[rightIndex]
            if isDigit(leftByte) && isDigit(rightByte) {
                let leftNumber = number(in: left, from: &leftIndex)
                let rightNumber = number(in: right, from: &rightIndex)
                if leftNumber != rightNumber { return leftNumber < rightNumber ? -1 : 1 }
            } else {
                if leftByte != rightByte { return leftByte < rightByte ? -1 : 1 }
                leftIndex += 1
                rightIndex += 1
            }
        }
        return left.count - right.count
    }

    /// Reads digits as the reference does: a leading zero ends the number.
    private static func number(in bytes: [UInt8], from index: inout Int) -> Double {
        var value = 0.0
        repeat {
            value = value * 10 + Double(bytes[index] - 0x30)
            index += 1
        } while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 && value > 0
        return value
    }
}

/// Optimal-string-alignment edit distance between an input and candidate options,
/// case-insensitive, with early exit past a threshold.
///
/// Most options are far from the input (a misspelt fragment name among thousands of others),
/// so each is first bounded from below cheaply: by the difference in length, then by the
/// difference of their bags of bytes (an edit changes at most one byte's count on each side,
/// a transposition none), and only an option within the threshold by both is aligned. The
/// alignment's rows are kept between options rather than allocated for each.
private struct LexicalDistance {
    let input: String
    let lowercasedInput: [UInt8]
    /// How many times each byte occurs in the lowercased input; `bytesInBothBags(_:)` changes
    /// it while it counts, and puts it back.
    private var inputBag: [Int32]
    /// The last three rows of the alignment, `lowercasedInput.count + 1` cells each.
    private var rows: [Int]

    init(_ input: String) {
        self.input = input
        lowercasedInput = Self.lowercased(input)
        inputBag = [Int32](repeating: 0, count: 256)
        for byte in lowercasedInput { inputBag[Int(byte)] += 1 }
        rows = [Int](repeating: 0, count: 3 * (lowercasedInput.count + 1))
    }

    static func lowercased(_ text: String) -> [UInt8] {
        text.utf8.map(lowercased)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    mutating func measure(_ option: String, threshold: Int) -> Int? {
        if option == input { return 0 }
        let length = option.utf8.count
        if abs(length - lowercasedInput.count) > threshold { return nil }
        if bagDistance(to: option, length: length) > threshold { return nil }
        let lowercasedOption = Self.lowercased(option)
        if lowercasedOption == lowercasedInput { return 1 }
        return align(lowercasedOption, threshold: threshold)
    }

    /// A lower bound of the edit distance: the larger of the bytes the option lacks and the
    /// bytes it has in excess, counted as bags (case aside), without allocating.
    private mutating func bagDistance(to option: String, length: Int) -> Int {
        let matched =
            option.utf8.withContiguousStorageIfAvailable { bytesInBothBags($0) }
            ?? Array(option.utf8).withUnsafeBufferPointer { bytesInBothBags($0) }
        return max(lowercasedInput.count - matched, length - matched)
    }

    /// How many of `option`'s bytes (lowercased) the input's bag holds too.
    private mutating func bytesInBothBags(_ option: UnsafeBufferPointer<UInt8>) -> Int {
        inputBag.withUnsafeMutableBufferPointer { bag in
            var matched = 0
            for byte in option {
                let index = Int(Self.lowercased(byte))
                if bag[index] > 0 { matched &+= 1 }
                bag[index] &-= 1
            }
            for byte in option { bag[Int(Self.lowercased(byte))] &+= 1 }
            return matched
        }
    }

    /// The distance between the option and the input (both lowercased), if within `threshold`.
    private mutating func align(_ option: [UInt8], threshold: Int) -> Int? {
        // The longer text runs down the rows, the shorter across them (as the reference does).
        let (a, b) = option.count >= lowercasedInput.count ? (option, lowercasedInput) : (lowercasedInput, option)
        let aLength = a.count, bLength = b.count
        if aLength == 0 { return bLength <= threshold ? bLength : nil }
        let width = bLength + 1
        return rows.withUnsafeMutableBufferPointer { rows -> Int? in
            func cell(_ row: Int, _ column: Int) -> Int { rows[(row % 3) * width + column] }
            for column in 0...bLength { rows[column] = column }
            for row in 1...aLength {
                var smallest = row
                let current = (row % 3) * width
                rows[current] = row
                if bLength > 0 {
                    for column in 1...bLength {
                        let cost = a[row - 1] == b[column - 1] ? 0 : 1
                        var value = min(
                            cell(row - 1, column) + 1, rows[current + column - 1] + 1, cell(row - 1, column - 1) + cost)
                        if row > 1 && column > 1 && a[row - 1] == b[column - 2] && a[row - 2] == b[column - 1] {
                            value = min(value, cell(row - 2, column - 2) + 1)
                        }
                        if value < smallest { smallest = value }
                        rows[current + column] = value
                    }
                }
                if smallest > threshold { return nil }
            }
            let distance = cell(aLength, bLength)
            return distance <= threshold ? distance : nil
        }
    }
}

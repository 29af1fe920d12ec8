/// "Did you mean …?" hints, computed as the reference implementation computes them, so that
/// messages match it word for word.
public enum Suggestions {
    /// The options close enough to `input` to suggest, closest first (ties in natural order):
    /// those within an edit distance of 40% of the input's length, case differences counting 1.
    public static func list<Options: Sequence>(for input: String, among options: Options) -> [String]
    where Options.Element == String {
        let distance = LexicalDistance(input)
        let threshold = input.utf8.count * 2 / 5 + 1
        var found: [String: Int] = [:]
        for option in options {
            if let measured = distance.measure(option, threshold: threshold) { found[option] = measured }
        }
        return found.keys.sorted { lhs, rhs in
            let left = found[lhs] ?? 0, right = found[rhs] ?? 0
            return left != right ? left < right : naturalCompare(lhs, rhs) < 0
        }
    }

    /// ` Did you mean "A", "B", or "C"?` for up to five suggestions, or "" for none.
    public static func didYouMean(_ suggestions: [String], subject: String? = nil) -> String {
        var message = " Did you mean "
        if let subject { message += subject + " " }
        let quoted = suggestions.prefix(5).map { "\"\($0)\"" }
        switch quoted.count {
        case 0: return ""
        case 1: return message + quoted[0] + "?"
        case 2: return message + quoted[0] + " or " + quoted[1] + "?"
        default: return message + quoted.dropLast().joined(separator: ", ") + ", or " + quoted[quoted.count - 1] + "?"
        }
    }

    /// ` Did you mean `A`, `B`, or `C`?` for up to three suggestions, or "" for none: Relay's
    /// compiler's words, which its own reports (unknown types and fields) end with.
    public static func relayDidYouMean(_ suggestions: [String]) -> String {
        let quoted = suggestions.prefix(3).map { "`\($0)`" }
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
private struct LexicalDistance {
    let input: String
    let lowercasedInput: [UInt8]

    init(_ input: String) {
        self.input = input
        lowercasedInput = Self.lowercased(input)
    }

    static func lowercased(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    func measure(_ option: String, threshold: Int) -> Int? {
        if option == input { return 0 }
        var a = Self.lowercased(option)
        var b = lowercasedInput
        if a == b { return 1 }
        if a.count < b.count { swap(&a, &b) }
        let aLength = a.count, bLength = b.count
        if aLength - bLength > threshold { return nil }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: bLength + 1), count: 3)
        for column in 0...bLength { rows[0][column] = column }
        if aLength == 0 { return bLength <= threshold ? bLength : nil }
        for row in 1...aLength {
            var smallest = row
            rows[row % 3][0] = row
            if bLength > 0 {
                for column in 1...bLength {
                    let cost = a[row - 1] == b[column - 1] ? 0 : 1
                    var cell = min(
                        rows[(row - 1) % 3][column] + 1, rows[row % 3][column - 1] + 1,
                        rows[(row - 1) % 3][column - 1] + cost)
                    if row > 1 && column > 1 && a[row - 1] == b[column - 2] && a[row - 2] == b[column - 1] {
                        cell = min(cell, rows[(row - 2) % 3][column - 2] + 1)
                    }
                    if cell < smallest { smallest = cell }
                    rows[row % 3][column] = cell
                }
            }
            if smallest > threshold { return nil }
        }
        let distance = rows[aLength % 3][bLength]
        return distance <= threshold ? distance : nil
    }
}

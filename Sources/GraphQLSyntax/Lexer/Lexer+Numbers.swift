extension Lexer {
    /// IntValue or FloatValue (§2.1.7, §2.1.8): an optional `-`, no leading zeros, an
    /// optional fraction and exponent, and no name start or `.` right after the number.
    func readNumber(from start: Int) throws(SyntaxError) -> Token {
        var p = start
        var isFloat = false
        if base[p] == UInt8(ascii: "-") { p += 1 }
        if base[p] == UInt8(ascii: "0") {
            p += 1
            if isDigit(base[p]) {
                throw SyntaxError("Invalid number, unexpected digit after 0: \(describeCharacter(at: p)).", at: p)
            }
        } else {
            p = try readDigits(from: p)
        }
        if base[p] == UInt8(ascii: ".") {
            isFloat = true
            p = try readDigits(from: p + 1)
        }
        if base[p] == UInt8(ascii: "e") || base[p] == UInt8(ascii: "E") {
            isFloat = true
            p += 1
            if base[p] == UInt8(ascii: "+") || base[p] == UInt8(ascii: "-") { p += 1 }
            p = try readDigits(from: p)
        }
        if base[p] == UInt8(ascii: ".") || classes[Int(base[p])] & ByteClass.nameStart != 0 {
            throw SyntaxError("Invalid number, expected digit but got: \(describeCharacter(at: p)).", at: p)
        }
        return Token(isFloat ? .float : .int, start, p)
    }

    /// One or more digits; returns the offset after them.
    private func readDigits(from start: Int) throws(SyntaxError) -> Int {
        guard isDigit(base[start]) else {
            throw SyntaxError("Invalid number, expected digit but got: \(describeCharacter(at: start)).", at: start)
        }
        var p = start + 1
        while isDigit(base[p]) { p += 1 }
        return p
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}

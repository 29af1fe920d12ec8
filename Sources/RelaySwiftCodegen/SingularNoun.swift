/// The singular of an English plural, for naming the type of one item of a list field:
/// `edges: [Edge]`, `categories: [Category]`, `topPeople: [TopPerson]`.
///
/// Only the last word of a camel-case or snake-case name changes (`userIDs` → `userID`). The
/// rules are the regular ones (`-ies`, `-ches`, `-s`…) with the common exceptions. A word that
/// does not end like a plural is kept as it is (`data`, `feedback`), and so are the common ones
/// that do without being one (`status`, `news`); a wrong guess costs at most an odd name, never
/// a clash: the caller falls back to the key's own name.
///
/// GraphQL names are ASCII, so the work is done on bytes: it runs for every list field of
/// every definition.
enum SingularNoun {
    /// The singular of `name`'s last word, its case kept: `TODOS` → `TODO`.
    static func of(_ name: String) -> String {
        var name = name
        return name.withUTF8 { singular(of: $0) } ?? name
    }

    /// The name with its last word singular, or `nil` when it stays as it is.
    private static func singular(of name: UnsafeBufferPointer<UInt8>) -> String? {
        let start = lastWordStart(name)
        let word = UnsafeBufferPointer(rebasing: name[start...])
        guard word.count >= 2 else { return nil }
        let isAllCaps = !word.contains(where: \.isASCIILower)
        var prefix: String { String(decoding: UnsafeBufferPointer(rebasing: name[..<start]), as: UTF8.self) }
        if let exception = exceptions[String(lowercasing: word)] {
            guard let singular = exception else { return nil }
            return prefix + matchingCase(singular, isAllCaps: isAllCaps, isCapitalized: word[0].isASCIIUpper)
        }
        guard let (dropped, added) = regularEnding(word) else { return nil }
        let kept = String(decoding: UnsafeBufferPointer(rebasing: word[..<(word.count - dropped)]), as: UTF8.self)
        return prefix + kept + (isAllCaps ? added.uppercased() : added)
    }

    /// How the regular rules change a word's ending: how many bytes go and what replaces them.
    private static func regularEnding(_ word: UnsafeBufferPointer<UInt8>) -> (dropped: Int, added: String)? {
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard word.count >= count else { return false }
            return (0..<count).allSatisfy { word[word.count - count + $0].asciiLowercased == suffix.utf8Start[$0] }
        }
        if word.count < 3 || endsWith("ss") || endsWith("us") || endsWith("is") { return nil }
        if endsWith("ies"), word.count > 4 { return (3, "y") }
        if endsWith("sses") || endsWith("shes") || endsWith("ches") || endsWith("xes") || endsWith("zzes") {
            return (2, "")
        }
        return endsWith("s") ? (1, "") : nil
    }

    /// Where the last word of `name` begins: after the last `_`, or at its last upper-case
    /// letter that follows a lower-case one or precedes one (`topPeople`, `HTTPHeaders`), but
    /// for an acronym's plural `s` (`userIDs`, `imageURLs`).
    private static func lastWordStart(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        for index in name.indices {
            let byte = name[index]
            if byte == UInt8(ascii: "_") {
                start = index + 1
            } else if byte.isASCIIUpper, index > 0, name[index - 1].isASCIILetter {
                let next = index + 1
                let isAcronymsPlural = next == name.count - 1 && name[next] == UInt8(ascii: "s")
                let followedByLower = next < name.count && name[next].isASCIILower && !isAcronymsPlural
                if name[index - 1].isASCIILower || followedByLower { start = index }
            }
        }
        return start == name.count ? 0 : start
    }

    /// `singular` (lower-case) as the word it replaces was written: all capitals, or
    /// capitalized, or not.
    private static func matchingCase(_ singular: String, isAllCaps: Bool, isCapitalized: Bool) -> String {
        if isAllCaps { return singular.uppercased() }
        guard isCapitalized, let head = singular.first else { return singular }
        return head.uppercased() + singular.dropFirst()
    }

    /// The words the rules would get wrong, lower-case: irregular plurals with their singular,
    /// and words that are their own singular or end like a plural without being one (`nil`).
    private static let exceptions: [String: String?] = {
        let irregulars: [String: String?] = [
            "people": "person", "children": "child", "men": "man", "women": "woman", "mice": "mouse",
            "geese": "goose", "teeth": "tooth", "feet": "foot", "indices": "index", "vertices": "vertex",
            "matrices": "matrix", "analyses": "analysis", "criteria": "criterion", "phenomena": "phenomenon",
            "statuses": "status", "aliases": "alias", "buses": "bus", "viruses": "virus", "campuses": "campus",
            "bonuses": "bonus", "movies": "movie", "cookies": "cookie", "zombies": "zombie", "selfies": "selfie",
            "rookies": "rookie", "hoodies": "hoodie", "caches": "cache", "niches": "niche", "lives": "life",
            "wives": "wife", "knives": "knife", "leaves": "leaf", "halves": "half", "shelves": "shelf",
            "wolves": "wolf", "thieves": "thief", "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato",
            "echoes": "echo", "quizzes": "quiz", "gases": "gas", "biases": "bias", "lenses": "lens",
            "canvases": "canvas", "atlases": "atlas", "headaches": "headache",
        ]
        let uncountables = [
            "data", "metadata", "news", "series", "species", "information", "equipment", "media", "feedback",
            "sheep", "fish", "deer", "aircraft", "analytics", "physics", "mathematics", "ethics", "economics",
            "politics", "gas", "bias", "canvas", "atlas", "lens", "alias", "ios", "gps",
        ]
        return irregulars.merging(uncountables.map { ($0, String?.none) }) { first, _ in first }
    }()
}

extension String {
    /// ASCII `bytes` in lower case (a short word stays in the string's inline storage).
    fileprivate init(lowercasing bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            for index in bytes.indices {
                buffer[index] = bytes[index].asciiLowercased
            }
            return bytes.count
        }
    }
}

/// The singular of an English plural, for naming the type of one item of a list field:
/// `edges: [Edge]`, `categories: [Category]`, `topPeople: [TopPerson]`.
///
/// Only the last word of a camel-case or snake-case name changes. The rules are the regular
/// ones (`-ies`, `-ches`, `-s`…) with the common exceptions. A word they do not know to be
/// plural is kept as it is (`status`, `data`, `feedback`), so a wrong guess costs at most an
/// odd name, never a clash: the caller still suffixes a taken name.
enum SingularNoun {
    /// The singular of `name`'s last word, its case kept: `TODOS` → `TODO`.
    static func of(_ name: String) -> String {
        let start = lastWordStart(name)
        let word = name[start...]
        let lower = word.lowercased()
        guard let singular = singular(of: lower), singular != lower else { return name }
        return String(name[..<start]) + matchingCase(singular, of: word)
    }

    /// Where the last word of `name` begins: after the last `_`, or at its last upper-case
    /// letter that follows a lower-case one or precedes one (`topPeople`, `HTTPHeaders`).
    private static func lastWordStart(_ name: String) -> String.Index {
        var start = name.startIndex
        var previous: Character?
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            let next = name.index(after: index)
            if character == "_" {
                start = next
            } else if character.isUppercase, let previous, previous.isLetter {
                let followedByLower = next < name.endIndex && name[next].isLowercase
                if previous.isLowercase || followedByLower { start = index }
            }
            previous = character
            index = next
        }
        return start == name.endIndex ? name.startIndex : start
    }

    /// The singular of a lower-case word, or nil when it is not a plural the rules know.
    private static func singular(of word: String) -> String? {
        if let irregular = irregulars[word] { return irregular }
        if uncountables.contains(word) || word.count < 3 { return nil }
        for ending in ["ss", "us", "is"] where word.hasSuffix(ending) { return nil }
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zzes"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return nil
    }

    /// `singular` with the case of `word`: all capitals, or its first letter's.
    private static func matchingCase(_ singular: String, of word: Substring) -> String {
        if word.count > 1, !word.contains(where: \.isLowercase) { return singular.uppercased() }
        guard let first = word.first, first.isUppercase, let head = singular.first else { return singular }
        return head.uppercased() + singular.dropFirst()
    }

    /// Words that the rules would get wrong.
    private static let irregulars: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman", "mice": "mouse",
        "geese": "goose", "teeth": "tooth", "feet": "foot", "indices": "index", "vertices": "vertex",
        "matrices": "matrix", "analyses": "analysis", "criteria": "criterion", "phenomena": "phenomenon",
        "statuses": "status", "aliases": "alias", "buses": "bus", "viruses": "virus", "campuses": "campus",
        "bonuses": "bonus", "movies": "movie", "cookies": "cookie", "zombies": "zombie", "selfies": "selfie",
        "rookies": "rookie", "hoodies": "hoodie", "caches": "cache", "niches": "niche", "lives": "life",
        "wives": "wife", "knives": "knife", "leaves": "leaf", "halves": "half", "shelves": "shelf",
        "wolves": "wolf", "thieves": "thief", "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato",
        "echoes": "echo", "quizzes": "quiz",
    ]

    /// Words that are their own singular, or that end like a plural without being one.
    private static let uncountables: Set<String> = [
        "data", "metadata", "news", "series", "species", "information", "equipment", "media", "feedback",
        "sheep", "fish", "deer", "aircraft", "analytics", "physics", "mathematics", "ethics", "economics",
        "politics", "gas", "bias", "canvas", "atlas", "lens",
    ]
}

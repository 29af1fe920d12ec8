/// Writes an `Encodable, Hashable, Sendable` type with a memberwise initializer: an
/// operation's `Variables` and the input objects. Optional members default to `nil` in the
/// initializer, and the synthesized `encode(to:)` leaves them out when they are `nil` (a double
/// optional's `.some(nil)` it encodes as `null`).
/// (`Hashable`, so that variables can key a cache or SwiftUI's `.task(id:)`.)
struct EncodableStructRenderer {
    /// One stored member.
    struct Member {
        /// The Swift name without backticks.
        var name: String
        /// The key it encodes under (the GraphQL name).
        var key: String
        /// The Swift type.
        var type: String
        /// What the schema says of it (an input field's description), if anything.
        var documentation: String? = nil
    }

    /// `public ` or nothing.
    let modifier: String

    /// Writes `struct name` (or, for a type that contains itself through non-list members, a
    /// `final class` with constant members, which needs no indirection and stays `Sendable`).
    func write(
        name: String, members: [Member], asClass: Bool = false, documentation: String? = nil,
        into writer: inout SwiftWriter
    ) {
        if let documentation { writer.documentation(documentation) }
        let kind = asClass ? "final class " : "struct "
        writer.block(modifier, kind, name, ": Encodable, Hashable, Sendable") { writer in
            for member in members {
                if let documentation = member.documentation { writer.documentation(documentation) }
                writer.line(
                    modifier + (asClass ? "let " : "var ") + SwiftNames.declared(member.name) + ": " + member.type)
            }
            if members.contains(where: { $0.name != $0.key }) {
                writer.blankLine()
                writer.codingKeys(members.map { ($0.name, $0.key) })
            }
            writer.blankLine()
            if members.contains(where: { $0.type.hasSuffix("??") }) {
                writer.documentation("A `nil` argument leaves its field out; `.some(nil)` sends it as `null`.")
            }
            let parameters = members.map { member in
                SwiftNames.declared(member.name) + ": " + member.type
                    + (SwiftTypeMapper.isOptional(member.type) ? " = nil" : "")
            }
            writer.block(modifier, "init(", parameters.joined(separator: ", "), ")") { writer in
                for member in members {
                    writer.line("self.", SwiftNames.declared(member.name), " = ", SwiftNames.declared(member.name))
                }
            }
            if asClass { writeClassEquality(name: name, members: members, into: &writer) }
        }
    }

    /// A class's `==` and `hash(into:)`, member by member (Swift synthesizes them for structs
    /// only).
    private func writeClassEquality(name: String, members: [Member], into writer: inout SwiftWriter) {
        let names = members.map { SwiftNames.declared($0.name) }
        writer.blankLine()
        writer.block(modifier, "static func == (lhs: ", name, ", rhs: ", name, ") -> Bool") { writer in
            writer.line(names.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: " && "))
        }
        writer.blankLine()
        writer.block(modifier, "func hash(into hasher: inout Hasher)") { writer in
            // `self.`: a member may be named `hasher`.
            for name in names { writer.line("hasher.combine(self.", name, ")") }
        }
    }
}

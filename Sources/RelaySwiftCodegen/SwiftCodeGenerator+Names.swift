import GraphQLSyntax
import RelayCompiler

extension SwiftCodeGenerator {
    /// Errors, at their names, for definitions whose generated Swift type could not be used as
    /// it is named. Each definition becomes a type of the module its files are compiled in,
    /// beside the module's own code, the schema's enums and input objects, and Relay's runtime:
    /// a type named `class` could only be written with backticks, one named `String` or
    /// `Environment` would hide Swift's or Relay's from the generated code and from the
    /// module's, and one named as a schema type or a fragment's `_Key` protocol would be
    /// declared twice.
    public func nameDiagnostics(for definitions: [CompilerOutput.Definition]) -> [Diagnostic] {
        var declaredElsewhere: [String: String] = [:]
        if let namespace = options.schemaTypesNamespace {
            declaredElsewhere[namespace] = "the namespace of the schema's enums and input objects"
        } else {
            for type in schema.types where type.kind == .enumeration || type.kind == .inputObject {
                let kind = type.kind == .enumeration ? "enum" : "input object"
                declaredElsewhere[mapper.schemaTypeName(type.name)] = "the schema's \(kind) `\(type.name)`"
            }
        }
        for definition in definitions where definition.kind == .fragment {
            declaredElsewhere[definition.name + "_Key"] = "the protocol of fragment `\(definition.name)`"
        }
        return providerDiagnostics(for: definitions)
            + definitions.compactMap { definition in
                let name = definition.name
                let problem: String
                if SwiftNames.keywords.contains(name) {
                    problem = "is a Swift keyword: its generated type could only be written with backticks"
                } else if SwiftNames.standardTypeNames.contains(name) {
                    problem =
                        "would make its generated type hide the standard `\(name)` (Swift's or Foundation's) from "
                        + "generated code and the module's own"
                } else if SwiftNames.runtimeTypeNames.contains(name) {
                    problem =
                        "would make its generated type hide Relay's `\(name)` from generated code and the module's own"
                } else if let other = declaredElsewhere[name] {
                    problem = "is already the Swift name of \(other) in the same module"
                } else {
                    return nil
                }
                let location = definition.nameLocation
                return Diagnostic(
                    .error, "The name of \(Self.describe(definition)) \(problem); expected another name",
                    source: location.source, span: location.span)
            }
    }

    /// Errors, at the argument, for providers that cannot name a Swift type: generated code
    /// asks `Provider.self` for the value, so a provider is a type's name, plain or qualified
    /// (`ShowAvatar`, `Flags.ShowAvatar`), not a JavaScript module's path (`./show-avatar`).
    /// (Whether the type exists is the Swift compiler's to say.)
    private func providerDiagnostics(for definitions: [CompilerOutput.Definition]) -> [Diagnostic] {
        definitions.flatMap { definition -> [Diagnostic] in
            guard case .fragment(let fragment) = definition.readerIR else { return [] }
            return fragment.metadata.providedVariables.filter { !Self.isTypeName($0.provider) }.map { variable in
                Diagnostic(
                    .error,
                    "The provider `\(variable.provider)` of `$\(variable.argument.value)` is not a Swift type name: "
                        + "expected the name of a type conforming to `VariableProvider`, such as `ShowAvatar`",
                    source: variable.argument.location.source, span: variable.argument.location.span)
            }
        }
    }

    /// Whether `name` is a type name Swift reads as one: identifiers joined by dots, none a
    /// keyword.
    private static func isTypeName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
            return !SwiftNames.keywords.contains(String(part))
                && part.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
        }
    }

    private static func describe(_ definition: CompilerOutput.Definition) -> String {
        switch definition.kind {
        case .operation: "operation `\(definition.name)`"
        case .fragment: "fragment `\(definition.name)`"
        case .refetchQuery: "refetch query `\(definition.name)`"
        }
    }
}

import GraphQLSyntax
import RelayCompiler

extension SwiftCodeGenerator {
    /// Errors, at their names, for definitions whose generated Swift type could not be used as
    /// it is named. Each definition becomes a type of the module its files are compiled in,
    /// beside the module's own code, the schema's enums and input objects, and Relay's runtime:
    /// a type named `class` could only be written with backticks, one named `String` or
    /// `Environment` would hide Swift's or Relay's from the generated code and from the
    /// module's, and one named as a schema type or a fragment's `_Key` protocol would be
    /// declared twice. Providers of provided variables that generated code could not call come
    /// first.
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

    /// Errors, at the argument, for providers generated code cannot call: it asks
    /// `Provider.get()` for the value, within the operation's generated type, so a provider is
    /// a type's name, plain or qualified (`ShowAvatar`, `Flags.ShowAvatar`), not a JavaScript
    /// module's path (`./show-avatar`), nor a name the generated type declares itself
    /// (`Variables`). (Whether the type exists is the Swift compiler's to say.)
    private func providerDiagnostics(for definitions: [CompilerOutput.Definition]) -> [Diagnostic] {
        definitions.flatMap { definition -> [Diagnostic] in
            guard case .fragment(let fragment) = definition.readerIR else { return [] }
            return fragment.metadata.providedVariables.compactMap { variable in
                guard let problem = Self.problem(withProvider: variable.provider) else { return nil }
                return Diagnostic(
                    .error, "The provider `\(variable.provider)` of `$\(variable.argument.value)` \(problem)",
                    source: variable.argument.location.source, span: variable.argument.location.span)
            }
        }
    }

    /// The members of a generated operation type a provider's first name would be taken for.
    private static let operationMembers: Set<String> = ["Variables", "Data", "node", "variables"]

    /// What keeps generated code from calling `provider` as a type, if anything.
    private static func problem(withProvider provider: String) -> String? {
        let parts = provider.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // (A GraphQL name is a Swift identifier, unless it is a keyword.)
        let identifiers = parts.allSatisfy { part in
            part.utf8.first?.isGraphQLNameStart == true && part.utf8.allSatisfy(\.isGraphQLNameContinue)
        }
        guard identifiers, !SwiftNames.keywords.contains(parts[0]),
            !parts.dropFirst().contains(where: SwiftNames.unusableMemberNames.contains)
        else {
            return "is not a Swift type name: expected the name of a type conforming to `VariableProvider`, "
                + "such as `ShowAvatar`"
        }
        guard !operationMembers.contains(parts[0]) else {
            return "would be read as the generated operation's own `\(parts[0])`: expected another type name"
        }
        return nil
    }

    private static func describe(_ definition: CompilerOutput.Definition) -> String {
        switch definition.kind {
        case .operation: "operation `\(definition.name)`"
        case .fragment: "fragment `\(definition.name)`"
        case .refetchQuery: "refetch query `\(definition.name)`"
        }
    }
}

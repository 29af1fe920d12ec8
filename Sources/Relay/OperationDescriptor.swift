/// An operation with its variables: what the store retains, and what a query's data is
/// read with.
public struct OperationDescriptor: Sendable, Equatable {
    /// The operation's artifact.
    public var request: ConcreteRequest
    /// The variables, with the operation's declared defaults filled in.
    public var variables: VariableData

    /// Describes `request` run with `variables`; variables the caller leaves out take the
    /// declared `defaultValue` (Relay's `getOperationVariables`), and provided variables their
    /// providers' values. Unlike Relay's runtime, which keeps the first value a provider gives,
    /// the providers are asked each time: a setting the app changes applies to the next fetch.
    public init(request: ConcreteRequest, variables: VariableData) {
        self.request = request
        var resolved = variables
        for definition in request.operation.argumentDefinitions where resolved[definition.name] == nil {
            if case .local(let name, let defaultValue?, _) = definition { resolved[name] = defaultValue }
        }
        for provided in request.params.providedVariables {
            if let value = provided.value { resolved[provided.name] = value() }
        }
        self.variables = resolved
    }

    /// Reads the operation's root selections from the root record.
    public var rootSelector: ReaderSelector {
        ReaderSelector(fragment: request.fragment, dataID: .rootID, variables: variables)
    }

    /// A key identifying the operation and variables: `<name><variables as stable JSON>`.
    public var identifier: String {
        request.params.name + JSONValue.object(variables).jsonString
    }
}

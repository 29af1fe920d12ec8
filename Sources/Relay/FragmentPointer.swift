/// A reference to a fragment's data, left where a fragment is spread (data masking): the
/// component owning the fragment reads it with `Environment.lookup(_:pointer:)`.
public struct FragmentPointer: Sendable, Hashable, Decodable {
    /// The record the fragment is read from.
    public var dataID: DataID
    /// The spread fragment's name.
    public var fragmentName: String
    /// The `@arguments` of the spread, evaluated.
    public var arguments: VariableData
    /// The variables of the operation the pointer was read from (for the fragment's
    /// `RootArgument`s).
    public var ownerVariables: VariableData

    /// Creates a pointer.
    public init(dataID: DataID, fragmentName: String, arguments: VariableData = [:], ownerVariables: VariableData = [:])
    {
        self.dataID = dataID
        self.fragmentName = fragmentName
        self.arguments = arguments
        self.ownerVariables = ownerVariables
    }

    /// The variables to read `fragment` with: the spread's arguments, then each declared
    /// local argument's default and each root argument's operation value (Relay's
    /// `getFragmentVariables`).
    public func variables(for fragment: ReaderFragment) -> VariableData {
        fragment.argumentDefinitions.completing(arguments, ownerVariables: ownerVariables)
    }

    /// Fragment pointers come only from `SelectorData`; any other decoder fails.
    public init(from decoder: any Decoder) throws {
        guard let decoder = decoder as? SelectorDataDecoder, case .fragmentPointer(let pointer) = decoder.value else {
            throw DecodingError.typeMismatch(
                FragmentPointer.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "A fragment pointer can only be decoded from SelectorData"))
        }
        self = pointer
    }
}

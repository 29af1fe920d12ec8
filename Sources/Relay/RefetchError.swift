/// Why a fragment could not be refetched or its connection paged.
public struct RefetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// A mistake in how a command was called. The command line prints its message in one line,
/// prefixed with the tool's name, and exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in one line: what was expected and what was found.
    public var message: String

    /// Creates an error with a one-line message.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

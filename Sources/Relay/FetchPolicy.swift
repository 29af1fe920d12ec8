/// How `Environment.fetchQuery` uses the store and the network (Relay's fetch policies).
public enum FetchPolicy: Sendable, Hashable {
    /// Always the network (the default).
    case networkOnly
    /// The store's data when it holds everything the query asks for (`Environment.isAvailable`),
    /// else the network: Relay's default for a screen's query, so that coming back to a screen
    /// shows what is known at once and asks the server nothing.
    case storeOrNetwork
    /// The store alone, whatever it holds: the snapshot tells what is missing.
    case storeOnly
}

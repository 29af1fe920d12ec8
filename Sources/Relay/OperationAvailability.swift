/// What the store can answer for an operation (Relay's `check`): `Environment.check`.
public enum OperationAvailability: Sendable, Hashable {
    /// Everything the operation asks the server for is in the store, and fresh.
    case available
    /// Everything is in the store, but some of it was invalidated, or the operation's stored
    /// response expired, since that response was stored: readers may show it while the
    /// network is asked again. (Relay reports an invalidated operation `stale` even when data
    /// is missing; here missing data is `missing` first, so that `stale` always means there
    /// is something to show.)
    case stale
    /// Something the operation asks the server for is not in the store.
    case missing
}

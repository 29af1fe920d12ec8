/// Reading and paging a generated fragment from its value, which holds where its data is:
/// `environment.read(ToDoItem_todo(key: todo))` rather than naming the type and its pointer.
extension Environment {
    /// Reads a fragment and decodes its data (see `read(_:pointer:)`).
    public func read<Fragment: SingularFragment>(_ fragment: Fragment) throws -> Fragment.Data? {
        try read(Fragment.self, pointer: fragment.fragmentPointer)
    }

    /// Reads a plural fragment and decodes its data, an item per key (`nil` for a record that
    /// is missing or deleted; see `read(_:pointer:)`).
    public func read<Fragment: PluralFragment>(_ fragment: Fragment) throws -> [Fragment.Data?] {
        try fragment.fragmentPointers.map { try read(Fragment.self, pointer: $0) }
    }

    /// The snapshot of a fragment's data, to subscribe to with `subscribe(_:callback:)`.
    public func lookup<Fragment: SingularFragment>(_ fragment: Fragment) -> Snapshot {
        lookup(Fragment.node, pointer: fragment.fragmentPointer)
    }

    /// Loads up to `count` edges after the connection's last (see `loadNext(_:pointer:count:)`).
    @discardableResult
    public func loadNext<Fragment: PaginationFragment & SingularFragment>(_ fragment: Fragment, count: Int)
        async throws -> Bool
    {
        try await loadNext(Fragment.self, pointer: fragment.fragmentPointer, count: count)
    }

    /// Loads up to `count` edges before the connection's first (see
    /// `loadPrevious(_:pointer:count:)`).
    @discardableResult
    public func loadPrevious<Fragment: PaginationFragment & SingularFragment>(_ fragment: Fragment, count: Int)
        async throws -> Bool
    {
        try await loadPrevious(Fragment.self, pointer: fragment.fragmentPointer, count: count)
    }
}

/// Refetching a `@refetchable` fragment and paging its `@connection`: Relay's `refetch`,
/// `loadNext` and `loadPrevious` (of `useRefetchableFragment` and `usePaginationFragment`),
/// for any caller rather than a React component.
extension Environment {
    /// Fetches a `@refetchable` fragment again through its refetch query, with its variables
    /// changed by `variables` (for instance another `count`, or a filter its
    /// `@argumentDefinitions` declare), and returns the pointer to read the new data with.
    /// The fragment's record is the same (for a fragment on `Node`, the refetch query is given
    /// its identifying field as `id`). Throws `RefetchError` when the fragment's data is
    /// not in the store or the response does not hold it, and `RelayError` when the query
    /// fails.
    public func refetch<Fragment: RefetchableFragment>(
        _ fragment: Fragment.Type, pointer: FragmentPointer, variables: VariableData = [:]
    ) async throws -> FragmentPointer {
        let data = try fragmentData(fragment, pointer: pointer)
        var all = pointer.variables(for: Fragment.node).merging(variables) { $1 }
        try identify(fragment, data: data, in: &all)
        let snapshot = try await fetchQuery(Fragment.RefetchQuery.node, variables: all)
        // The refetch query spreads the fragment where `fragmentPathInResult` leads.
        let holder = snapshot.data?.object(at: Fragment.refetchMetadata.fragmentPathInResult)
        guard case .fragmentPointer(let refetched)? = holder?[SelectorData.fragmentPointerKey(Fragment.node.name)]
        else { throw RefetchError("\(Fragment.RefetchQuery.node.params.name) returned no \(Fragment.node.name)") }
        return refetched
    }

    /// Loads up to `count` edges after the connection's last: runs the fragment's refetch
    /// query from the connection's `endCursor` with the fragment's own variables, and the
    /// connection handler appends what comes back to the connection in the store, so that
    /// every read of the fragment (and every subscribed snapshot) has them. Returns whether
    /// the connection has more after them (`hasNextPage`); loads nothing, and returns `false`,
    /// when it had no next page or is `null`. Throws `RefetchError` when the fragment's data
    /// is not in the store or its connection does not page forward, and `RelayError` when the
    /// query fails.
    @discardableResult
    public func loadNext<Fragment: PaginationFragment>(
        _ fragment: Fragment.Type, pointer: FragmentPointer, count: Int
    ) async throws -> Bool {
        try await load(fragment, pointer: pointer, count: count, direction: .forward)
    }

    /// Loads up to `count` edges before the connection's first, from its `startCursor` (see
    /// `loadNext`). Returns whether the connection has more before them (`hasPreviousPage`).
    @discardableResult
    public func loadPrevious<Fragment: PaginationFragment>(
        _ fragment: Fragment.Type, pointer: FragmentPointer, count: Int
    ) async throws -> Bool {
        try await load(fragment, pointer: pointer, count: count, direction: .backward)
    }

    private func load<Fragment: PaginationFragment>(
        _ fragment: Fragment.Type, pointer: FragmentPointer, count: Int, direction: PageDirection
    ) async throws -> Bool {
        let metadata = Fragment.connectionMetadata
        guard let paging = direction == .forward ? metadata.forward : metadata.backward else {
            throw RefetchError("\(Fragment.node.name)'s connection does not page \(direction)")
        }
        let data = try fragmentData(fragment, pointer: pointer)
        guard let page = PageState(of: data, at: metadata.path, direction: direction), page.hasMore else {
            return false
        }
        // The fragment's variables, the page asked for, and the other direction's cleared
        // (Relay's `getPaginationVariables`).
        var variables = pointer.variables(for: Fragment.node)
        if let other = direction == .forward ? metadata.backward : metadata.forward {
            variables[other.count] = .null
            variables[other.cursor] = .null
        }
        variables[paging.count] = .int(count)
        variables[paging.cursor] = page.cursor.map(JSONValue.string) ?? .null
        try identify(fragment, data: data, in: &variables)
        _ = try await fetchQuery(Fragment.RefetchQuery.node, variables: variables)
        let after = try fragmentData(fragment, pointer: pointer)
        return PageState(of: after, at: metadata.path, direction: direction)?.hasMore ?? false
    }

    /// Gives the refetch query its `$id` (or the variable the metadata names), the fragment's
    /// identifying field, where it has one (a fragment on `Node` or a `@fetchable` type).
    private func identify<Fragment: RefetchableFragment>(
        _ fragment: Fragment.Type, data: SelectorData, in variables: inout VariableData
    ) throws(RefetchError) {
        guard let identifierField = Fragment.refetchMetadata.identifierField else { return }
        guard case .scalar(let id)? = data[identifierField], id != .null else {
            throw RefetchError("\(Fragment.node.name)'s data has no \(identifierField) to refetch it by")
        }
        variables[Fragment.refetchMetadata.identifierVariable] = id
    }

    /// The fragment's data as the store has it.
    private func fragmentData<Fragment: GraphQLFragment>(
        _ fragment: Fragment.Type, pointer: FragmentPointer
    ) throws(RefetchError) -> SelectorData {
        guard let data = lookup(Fragment.node, pointer: pointer).data else {
            throw RefetchError("\(Fragment.node.name)'s data is not in the store")
        }
        return data
    }
}

/// Which way a connection is paged.
private enum PageDirection: CustomStringConvertible {
    case forward, backward

    var description: String { self == .forward ? "forward" : "backward" }
}

/// Where a connection's pages stand, from its `pageInfo` as the fragment read it.
private struct PageState {
    /// The cursor to page from (`endCursor` forward, `startCursor` backward).
    var cursor: String?
    /// Whether there is more that way (`hasNextPage` or `hasPreviousPage`).
    var hasMore: Bool

    /// `nil` when the connection at `path` (response keys from the fragment's root) is
    /// `null` or missing.
    init?(of data: SelectorData, at path: [String], direction: PageDirection) {
        guard case .object(let pageInfo)? = data.object(at: path)?["pageInfo"] else { return nil }
        let (cursorKey, moreKey) =
            direction == .forward ? ("endCursor", "hasNextPage") : ("startCursor", "hasPreviousPage")
        if case .scalar(.string(let cursor))? = pageInfo[cursorKey] { self.cursor = cursor }
        hasMore = pageInfo[moreKey] == .scalar(.bool(true))
    }
}

extension SelectorData {
    /// The object `path` (response keys) leads to from here; `nil` where one is null or missing.
    fileprivate func object(at path: [String]) -> SelectorData? {
        var object = self
        for key in path {
            guard case .object(let next)? = object[key] else { return nil }
            object = next
        }
        return object
    }
}

/// A generated `@refetchable` fragment: the query the compiler generated to refetch it, and
/// where in that query's result the fragment sits.
public protocol RefetchableFragment: GraphQLFragment {
    /// The generated refetch query (`@refetchable(queryName:)`).
    associatedtype RefetchQuery: GraphQLQuery
    /// How to refetch: the path to the fragment in the query's result and, for a fragment on
    /// `Node`, the field identifying the record. The same value as `node.metadata?.refetch`.
    static var refetchMetadata: RefetchMetadata { get }
}

/// A generated `@refetchable` fragment with a `@connection`: it loads more items by running
/// its refetch query with the connection's count and cursor variables.
public protocol PaginationFragment: RefetchableFragment {
    /// The connection's path and the variables that page it forward and backward. The same
    /// value as `refetchMetadata.connection`.
    static var connectionMetadata: RefetchConnectionMetadata { get }
}

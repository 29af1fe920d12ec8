import GraphQLSchema

extension IR {
    /// The hash of a field's response key (its alias, else its name), which each field keeps
    /// beside its key: flattening and redundancy removal compare fields by key hundreds of
    /// thousands of times per project, and most pairs they compare have different keys, which
    /// two integers tell apart without reading (and retaining) two strings.
    @usableFromInline
    static func responseKeyHash(alias: Name?, name: Name) -> UInt32 {
        NameTable.hash(alias?.value ?? name.value)
    }
}

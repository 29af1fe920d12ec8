/// What a reader read for one plural linked field of an object: the record IDs of its items
/// and the dependencies of each (see `SelectorData.dependencies`), kept apart from the items
/// so that a re-read finds the few items a change affects without copying every item.
struct PluralRead: Sendable {
    /// The field's response key.
    let key: String
    /// The IDs the items were read from, in order (`nil` for null items).
    let ids: [DataID?]
    /// The dependencies of each item, in order (0 for null items).
    let itemDependencies: [UInt64]
}

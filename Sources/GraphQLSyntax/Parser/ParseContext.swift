/// What a parser keeps from one parse to the next, so that parsing the many documents of a
/// program shares the work: the interned names (a name written in many documents is stored
/// once, and looking it up costs less than making a `String` from its bytes, which validates
/// them) and the scratch lists child nodes are collected in.
///
/// One context can serve any number of parses, one at a time: it is not thread-safe.
public final class ParseContext {
    /// Moved into a parser for the duration of a parse (see `Parser.run`), so that the hot
    /// path mutates values it owns rather than a class's stored properties.
    var interner = Interner()
    var scratch = ScratchLists()

    public init() {}

    deinit { scratch.deallocate() }

    /// The number of distinct names interned so far.
    public var internedNameCount: Int { interner.count }
}

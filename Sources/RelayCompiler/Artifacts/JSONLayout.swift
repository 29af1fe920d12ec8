/// The bytes of a JSON object that are the same every time but for one string value, at each
/// depth, recorded once from what `JSONWriter` itself writes: writing such an object is then
/// two copies and the string, not a call per member.
///
/// Most nodes of the corpus's artifacts are scalar fields with nothing but a name (no alias,
/// arguments or storage key); their members, written one by one, were a fifth of the JSON.
///
/// A layout is made once, as a static constant, and lives as long as the process: its bytes
/// are kept in memory never freed, where reading them retains nothing (as arrays, the two
/// read for each node were retained and released each time). (Unchecked `Sendable`: that
/// memory is written once, before the layout exists, and only read after.)
struct JSONLayout: @unchecked Sendable {
    /// For each depth, the bytes before the string and after it.
    private let parts: [(head: UnsafeBufferPointer<UInt8>, tail: UnsafeBufferPointer<UInt8>)]

    /// The layout of `write`'s object, given its one varying string, for depths below
    /// `depthLimit`.
    init(depthLimit: Int = 48, _ write: (inout JSONWriter, String) -> Void) {
        // Written with a string no GraphQL name holds, and found by its escaped form.
        let marker = "\u{1}"
        let quotedMarker = Array(#""\u0001""#.utf8)
        parts = (0..<depthLimit).map { depth in
            var json = JSONWriter(depth: depth)
            write(&json, marker)
            let bytes = json.finish()
            guard let start = Self.firstIndex(of: quotedMarker, in: bytes) else {
                preconditionFailure("the layout's writer must write its marker")
            }
            return (Self.kept(bytes[..<start]), Self.kept(bytes[(start + quotedMarker.count)...]))
        }
    }

    /// Writes the object with `string` for the marker, where the layout reaches this deep;
    /// `false` (nothing written) elsewhere.
    func write(_ string: String, to json: inout JSONWriter) -> Bool {
        guard json.currentDepth < parts.count else { return false }
        let (head, tail) = parts[json.currentDepth]
        json.value(head: head, string: string, tail: tail)
        return true
    }

    /// `bytes` copied into memory that is never freed.
    private static func kept(_ bytes: ArraySlice<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = memory.initialize(from: bytes)
        return UnsafeBufferPointer(memory)
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }
}

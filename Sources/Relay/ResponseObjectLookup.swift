import RelayNodes

extension Dictionary where Key == String, Value == JSONValue {
    /// The value under `key`, found in a small object by comparing keys rather than hashing
    /// the key: response objects have a handful of short keys, and comparing short strings
    /// is much cheaper than hashing one. Large objects are looked up by hash.
    @inline(__always)
    func responseValue(_ key: String) -> JSONValue? {
        guard count <= 8 else { return self[key] }
        for (candidate, value) in self where candidate == key { return value }
        return nil
    }
}

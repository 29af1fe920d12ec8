/// A short, stable hash for names derived from values (the `_<hash>` of a fragment printed
/// with arguments): 64-bit FNV-1a over the UTF-8 bytes, written as 6 base-62 digits. It only
/// has to be stable across runs and machines and to tell argument sets apart in practice;
/// it is not Relay's murmurhash, so the names differ from Relay's.
enum StableHash {
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    static func base62(_ text: String, length: Int = 6) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        var result = ""
        for _ in 0..<length {
            result.append(digits[Int(hash % 62)])
            hash /= 62
        }
        return result
    }
}

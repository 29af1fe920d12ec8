import Foundation

/// Byte-wise order of strings (their UTF-8), the same on every machine and locale: the order
/// sources and artifacts are listed in, and the order of JSON keys. `String`'s own `<`
/// compares Unicode canonical equivalents equal, which byte order does not.
public enum ByteOrder {
    /// Whether `left`'s UTF-8 comes before `right`'s.
    public static func precedes(_ left: String, _ right: String) -> Bool {
        var left = left, right = right
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }
}

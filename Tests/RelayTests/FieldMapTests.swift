import Relay
import XCTest

final class FieldMapTests: XCTestCase {
    func testSmallAndIndexedMapsBehaveLikeDictionaries() {
        for size in [3, 40] {
            var map = FieldMap<Int>()
            var dictionary: [String: Int] = [:]
            for i in 0..<size {
                map["f\(i)"] = i
                dictionary["f\(i)"] = i
            }
            map["f1"] = 100
            dictionary["f1"] = 100
            map["f2"] = nil
            dictionary["f2"] = nil
            map["missing"] = nil
            XCTAssertEqual(map.count, dictionary.count)
            XCTAssertEqual(map.dictionary, dictionary)
            for (key, value) in dictionary { XCTAssertEqual(map[key], value, key) }
            XCTAssertNil(map["f2"])
            map["f2"] = 2
            XCTAssertEqual(map["f2"], 2)
            XCTAssertEqual(map[map.keys.last ?? ""], 2, "re-added entries go last")
        }
    }

    func testEqualityAndHashIgnoreOrder() {
        let forward: FieldMap<Int> = ["a": 1, "b": 2, "c": 3]
        var backward = FieldMap<Int>()
        backward["c"] = 3
        backward["b"] = 2
        backward["a"] = 1
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(forward.hashValue, backward.hashValue)
        backward["a"] = 9
        XCTAssertNotEqual(forward, backward)
        XCTAssertNotEqual(forward, ["a": 1, "b": 2])
    }

    func testMergeOverwrites() {
        var map: FieldMap<Int> = ["a": 1, "b": 2]
        map.merge(["b": 20, "c": 30])
        XCTAssertEqual(map, ["a": 1, "b": 20, "c": 30])
        var empty = FieldMap<Int>()
        empty.merge(map)
        XCTAssertEqual(empty, map)
    }
}

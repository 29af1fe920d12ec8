import Foundation
import XCTest

@testable import Relay

/// Custom scalars mapped to Foundation's `Date`, `URL`, `Decimal` and `Data` read as servers
/// write them (an ISO 8601 string, a URL string, a number, Base64), not as those types' own
/// `Codable` conformances would (seconds since 2001, keyed objects, an array of bytes); and
/// variables holding them are sent the same way.
final class FoundationScalarTests: XCTestCase {
    struct Event: Codable, Equatable {
        var at: Date
        var until: Date?
        var link: URL
        var price: Decimal
        var blob: Data
        var dates: [Date]
    }

    func testServerValuesDecode() throws {
        let data = SelectorData(fields: [
            "at": .scalar("2026-11-27T09:30:00Z"), "until": .scalar("2026-11-27T09:30:00.250Z"),
            "link": .scalar("https://example.com/a?b=1"), "price": .scalar("19.99"), "blob": .scalar("aGk="),
            "dates": .array([.scalar("2001-01-01T00:00:00Z")]),
        ])
        let event = try data.decode(Event.self)
        XCTAssertEqual(event.at, Date(timeIntervalSince1970: 1_795_771_800))
        XCTAssertEqual(try XCTUnwrap(event.until).timeIntervalSince(event.at), 0.25, accuracy: 0.0001)
        XCTAssertEqual(event.link.absoluteString, "https://example.com/a?b=1")
        XCTAssertEqual(event.price, Decimal(string: "19.99"))
        XCTAssertEqual(event.blob, Data("hi".utf8))
        XCTAssertEqual(event.dates, [Date(timeIntervalSinceReferenceDate: 0)])

        var numeric = data
        numeric["price"] = .scalar(3)
        XCTAssertEqual(try numeric.decode(Event.self).price, 3)
        numeric["until"] = .null
        XCTAssertNil(try numeric.decode(Event.self).until)
    }

    func testValuesOfTheWrongFormAreErrorsNotTraps() {
        let good: [String: SelectorValue] = [
            "at": .scalar("2026-11-27T09:30:00Z"), "link": .scalar("https://example.com"), "price": .scalar(1),
            "blob": .scalar(""), "dates": .array([]),
        ]
        for (key, bad) in [
            ("at", SelectorValue.scalar(12)), ("at", .scalar("yesterday")), ("price", .scalar("a lot")),
            // `Decimal(string:)` alone would read these as 12, 1, 1.2 and 0.
            ("price", .scalar("12 apples")), ("price", .scalar("1,5")), ("price", .scalar("1.2.3")),
            ("price", .scalar("-")),
            ("blob", .scalar("%%%")), ("link", .scalar(true)),
        ] {
            var fields = good
            fields[key] = bad
            XCTAssertThrowsError(try SelectorData(fields: FieldMap(fields)).decode(Event.self), "\(key): \(bad)")
        }
        XCTAssertNoThrow(try SelectorData(fields: FieldMap(good)).decode(Event.self))
    }

    /// Variables (and typed optimistic responses) are encoded the way they are decoded.
    func testVariablesEncodeAsServersReadThem() throws {
        struct Variables: Encodable {
            var at: Date
            var exact: Date
            var link: URL
            var price: Decimal
            var blob: Data
        }
        let variables = Variables(
            at: Date(timeIntervalSince1970: 1_795_771_800), exact: Date(timeIntervalSince1970: 1_795_771_800.5),
            link: URL(string: "https://example.com/x")!, price: Decimal(string: "19.99")!, blob: Data("hi".utf8))
        let encoded = try VariableData.encoding(variables)
        XCTAssertEqual(encoded["at"], "2026-11-27T09:30:00Z")
        XCTAssertEqual(encoded["exact"], "2026-11-27T09:30:00.500Z")
        XCTAssertEqual(encoded["link"], "https://example.com/x")
        XCTAssertEqual(encoded["price"], 19.99)
        XCTAssertEqual(encoded["blob"], "aGk=")
    }
}

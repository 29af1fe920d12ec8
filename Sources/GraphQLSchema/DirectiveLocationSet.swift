import GraphQLSyntax

/// A set of directive locations as one word, so that "may this directive be used here" is a
/// single bit test.
public struct DirectiveLocationSet: OptionSet, Hashable, Sendable {
    /// One bit per location, in the order of `DirectiveLocation.allCases`.
    public let rawValue: UInt32

    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set holding one location.
    public init(_ location: DirectiveLocation) {
        self.init(rawValue: 1 << UInt32(Self.bitIndex(of: location)))
    }

    /// The set holding these locations.
    public init<Locations: Sequence>(_ locations: Locations) where Locations.Element == DirectiveLocation {
        self.init(rawValue: locations.reduce(0) { $0 | 1 << UInt32(Self.bitIndex(of: $1)) })
    }

    /// Whether the set holds `location`.
    public func contains(_ location: DirectiveLocation) -> Bool {
        rawValue & (1 << UInt32(Self.bitIndex(of: location))) != 0
    }

    /// The locations in the set, in the order the specification lists them.
    public var locations: [DirectiveLocation] {
        DirectiveLocation.allCases.filter { contains($0) }
    }

    private static func bitIndex(of location: DirectiveLocation) -> Int {
        DirectiveLocation.allCases.firstIndex(of: location) ?? 0
    }
}

import GraphQLSchema

/// Values by name, as a `[String: Value]` holds them, for the passes that find fragments by
/// the names their spreads give: names are hashed with `NameTable`'s multiply-xorshift hash,
/// not `Dictionary`'s SipHash (names come from the project's own documents; hash flooding is
/// no concern). The corpus's compile looks fragments up by name some 55,000 times.
struct NameMap<Value> {
    private var positions: NameTable
    private var values: [Value] = []

    /// An empty map with room for about `capacity` names.
    init(capacity: Int = 0) {
        positions = NameTable(capacity: capacity)
        values.reserveCapacity(capacity)
    }

    /// Whether no name is stored.
    var isEmpty: Bool { values.isEmpty }

    /// The value stored for `name`; storing replaces the value of a name already stored.
    subscript(name: String) -> Value? {
        get { positions.value(for: name).map { values[Int($0)] } }
        set {
            // (No pass removes a name: `nil` is not stored.)
            guard let newValue else { return }
            let position = Int(positions.insert(name, value: Int32(values.count)))
            if position == values.count { values.append(newValue) } else { values[position] = newValue }
        }
    }
}

extension NameMap: Sendable where Value: Sendable {}

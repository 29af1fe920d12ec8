/// Which types are subtypes of each abstract type, as one bit set per interface or union, so
/// that "is this a possible type of that" is a bit test and "do these overlap" a few ANDs.
struct PossibleTypes: Sendable {
    /// Words in one row: one bit per type.
    private let wordsPerRow: Int
    /// For each type, its row, or -1 when it is not abstract.
    private let rowOfType: [Int32]
    /// Per row: the object types that are members of a union or implement an interface, and
    /// the interface types that implement an interface.
    private let subtypeBits: [UInt64]
    /// One row: the object types.
    private let objectBits: [UInt64]
    /// Per row: the possible object types, in member order for a union and in type order for
    /// an interface.
    private let objectsPerRow: [[TypeID]]
    /// Per row: the object and interface types that declare they implement the interface.
    private let implementationsPerRow: [[TypeID]]

    init(types: [SchemaType]) {
        let wordsPerRow = (types.count + 63) / 64
        var rowOfType = [Int32](repeating: -1, count: types.count)
        var rowCount: Int32 = 0
        for index in types.indices where types[index].kind.isAbstract {
            rowOfType[index] = rowCount
            rowCount += 1
        }
        var subtypeBits = [UInt64](repeating: 0, count: wordsPerRow * Int(rowCount))
        var objectBits = [UInt64](repeating: 0, count: wordsPerRow)
        var objectsPerRow = [[TypeID]](repeating: [], count: Int(rowCount))
        var implementationsPerRow = [[TypeID]](repeating: [], count: Int(rowCount))
        func set(_ type: TypeID, inRow row: Int) {
            subtypeBits[row * wordsPerRow + type.index / 64] |= 1 << UInt64(type.index % 64)
        }
        for index in types.indices {
            let kind = types[index].kind
            let id = TypeID(Int32(index))
            if kind == .object { objectBits[index / 64] |= 1 << UInt64(index % 64) }
            switch kind {
            case .object, .interface:
                for interface in types[index].interfaces where interface.index < types.count {
                    let row = Int(rowOfType[interface.index])
                    guard row >= 0, types[interface.index].kind == .interface else { continue }
                    set(id, inRow: row)
                    implementationsPerRow[row].append(id)
                    if kind == .object { objectsPerRow[row].append(id) }
                }
            case .union:
                let row = Int(rowOfType[index])
                for member in types[index].unionMembers
                where member.index < types.count && types[member.index].kind == .object {
                    set(member, inRow: row)
                    objectsPerRow[row].append(member)
                }
            case .scalar, .enumeration, .inputObject:
                break
            }
        }
        self.wordsPerRow = wordsPerRow
        self.rowOfType = rowOfType
        self.subtypeBits = subtypeBits
        self.objectBits = objectBits
        self.objectsPerRow = objectsPerRow
        self.implementationsPerRow = implementationsPerRow
    }

    private func row(of type: TypeID) -> Int? {
        guard type.index >= 0, type.index < rowOfType.count else { return nil }
        let row = Int(rowOfType[type.index])
        return row >= 0 ? row : nil
    }

    /// Whether `type` is a member of the union `abstract`, or an object or interface type that
    /// implements the interface `abstract`.
    func isSubType(_ type: TypeID, of abstract: TypeID) -> Bool {
        guard let row = row(of: abstract), type.index >= 0, type.index < rowOfType.count else { return false }
        return subtypeBits[row * wordsPerRow + type.index / 64] & (1 << UInt64(type.index % 64)) != 0
    }

    /// The object types of an abstract type (the type itself for an object type).
    func objects(of type: TypeID, kind: TypeKind) -> [TypeID] {
        if let row = row(of: type) { return objectsPerRow[row] }
        return kind == .object ? [type] : []
    }

    /// The object and interface types that declare they implement an interface.
    func implementations(of interface: TypeID) -> [TypeID] {
        row(of: interface).map { implementationsPerRow[$0] } ?? []
    }

    /// Whether two abstract types have an object type in common.
    func shareObject(_ first: TypeID, _ second: TypeID) -> Bool {
        guard let firstRow = row(of: first), let secondRow = row(of: second) else { return false }
        let firstBase = firstRow * wordsPerRow, secondBase = secondRow * wordsPerRow
        for word in 0..<wordsPerRow
        where subtypeBits[firstBase + word] & subtypeBits[secondBase + word] & objectBits[word] != 0 {
            return true
        }
        return false
    }
}

import Foundation

/// A stack the parser collects a node's children on, so that each list of children becomes an
/// array of exactly its size, in one allocation. (Appending to a fresh array instead grows it
/// through 1, 2, 4, … elements, copying each time and leaving unused capacity behind; in a
/// large schema that capacity is a fifth of the AST.)
///
/// Lists nest: a list starts at a `mark`, its children are pushed above it (their own lists
/// come and go above them), and `popArray(from:)` moves them out. The memory is managed by
/// hand so that builders can be kept for the next parse (see `ParseContext`).
struct ListBuilder<Element> {
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private var count = 0

    /// Where a list that starts now begins.
    var mark: Int { count }

    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements pushed since `mark` into an array of exactly their number.
    mutating func popArray(from mark: Int) -> [Element] {
        let size = count - mark
        guard size > 0, let base else { return [] }
        count = mark
        // Not `Array(unsafeUninitializedCapacity:)`: the standard library leaves it unspecialized,
        // and it looks its storage class's metadata up on every call.
        var array: [Element] = []
        array.reserveCapacity(size)
        array.append(contentsOf: Moving(pointer: base + mark, remaining: size))
        return array
    }

    /// The elements of a buffer, each moved out as it is read.
    private struct Moving: Sequence, IteratorProtocol {
        var pointer: UnsafeMutablePointer<Element>
        var remaining: Int

        var underestimatedCount: Int { remaining }

        mutating func next() -> Element? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            defer { pointer += 1 }
            return pointer.move()
        }
    }

    /// Destroys the elements left by a parse that stopped at a syntax error.
    mutating func removeAll() {
        base?.deinitialize(count: count)
        count = 0
    }

    /// Frees the memory (the builder must hold no elements).
    mutating func deallocate() {
        base?.deallocate()
        base = nil
        capacity = 0
    }

    private mutating func grow() {
        let newCapacity = max(64, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }
}

/// One list builder per kind of child list (the lists of type-system definitions; executable
/// documents' lists are short, and plain arrays serve them best).
struct ScratchLists {
    var fields = ListBuilder<FieldDefinition>()
    var inputValues = ListBuilder<InputValueDefinition>()
    var enumValues = ListBuilder<EnumValueDefinition>()
    var names = ListBuilder<Name>()
    var operationTypes = ListBuilder<OperationTypeDefinition>()

    mutating func deallocate() {
        fields.deallocate()
        inputValues.deallocate()
        enumValues.deallocate()
        names.deallocate()
        operationTypes.deallocate()
    }

    mutating func removeAll() {
        fields.removeAll()
        inputValues.removeAll()
        enumValues.removeAll()
        names.removeAll()
        operationTypes.removeAll()
    }
}

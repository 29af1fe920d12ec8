extension IR {
    /// The fields of an IR node behind one shared reference, copied when a shared node is
    /// changed (as `Array` does).
    ///
    /// Every pass binds nodes out of selection lists (`case .linkedField(let field)`). With the
    /// fields stored inline, each such copy retained every name, location and list of the node,
    /// about eight objects, and a run of the corpus made hundreds of thousands of them; behind
    /// one reference, a copy retains one object.
    @usableFromInline
    struct CopyOnWrite<Fields: Sendable>: Sendable {
        @usableFromInline
        var box: Box

        @inlinable
        init(_ fields: Fields) {
            box = Box(fields)
        }

        /// The fields; changing them first copies them if another node shares them.
        @inlinable
        var fields: Fields {
            _read { yield box.fields }
            _modify {
                if !isKnownUniquelyReferenced(&box) {
                    box = Box(box.fields)
                }
                yield &box.fields
            }
        }

        /// The shared reference. Unchecked `Sendable`: the fields are `Sendable`, and they are
        /// changed only through a reference nobody else holds.
        @usableFromInline
        final class Box: @unchecked Sendable {
            /// Unchecked exclusivity: a class's stored property is otherwise checked for
            /// exclusive access at run time on every read, which cost more than the retains
            /// saved. Access is exclusive by construction: the fields are changed only through
            /// `CopyOnWrite.fields`, on a reference nobody else holds.
            @exclusivity(unchecked) @usableFromInline
            var fields: Fields

            @inlinable
            init(_ fields: Fields) {
                self.fields = fields
            }
        }
    }
}

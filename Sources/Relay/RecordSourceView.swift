/// A read-only view of records: an optional overlay (optimistic updates, or the pending
/// changes of a mutator) over a base source. Looking a record up costs the same whatever
/// the size of either source, and building a view copies nothing.
struct RecordSourceView: Sendable {
    var base: RecordSource
    var overlay: RecordSource?

    init(base: RecordSource, overlay: RecordSource? = nil) {
        self.base = base
        self.overlay = overlay
    }

    func state(of id: DataID) -> RecordState {
        if let overlay {
            let state = overlay.state(of: id)
            if state != .unknown { return state }
        }
        return base.state(of: id)
    }

    subscript(id: DataID) -> Record? {
        if let overlay {
            switch overlay.state(of: id) {
            case .existent: return overlay[id]
            case .nonexistent: return nil
            case .unknown: break
            }
        }
        return base[id]
    }
}

/// An optimistic update applied with `Environment.applyUpdate`; revert it to roll it back.
/// Reverting twice is harmless.
public final class OptimisticUpdate: Sendable {
    private let onRevert: @Sendable () -> Void

    init(onRevert: @escaping @Sendable () -> Void) {
        self.onRevert = onRevert
    }

    /// Rolls the update back, and publishes.
    public func revert() { onRevert() }
}

import Foundation

/// A subscription to a snapshot; cancel it to stop notifications. Cancelling twice is harmless.
public final class StoreSubscription: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops notifications.
    public func cancel() { onCancel() }
}

/// A retained operation; release it when its data is no longer needed, so that garbage
/// collection may free the records only it reached. Releasing twice is harmless.
public final class RetainToken: Sendable {
    private let onRelease: @Sendable () -> Void

    init(onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    /// Releases the operation.
    public func release() { onRelease() }
}

/// The store's record of one subscriber: its latest snapshot and where to deliver changes.
struct SubscriberState {
    var snapshot: Snapshot
    let callback: @Sendable (Snapshot) -> Void
}

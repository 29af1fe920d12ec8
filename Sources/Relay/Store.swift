import Foundation

/// Updates the store with a proxy over all records (a local update, `commitUpdate`).
public typealias StoreUpdater = @Sendable (inout RecordSourceProxy) -> Void

/// Updates the store after (or, optimistically, before) a mutation's response, with the
/// response's data read through the mutation's selection (see "Updater functions").
///
/// `@Sendable` so that an updater can be a global constant and cross into the store.
public typealias SelectorStoreUpdater = @Sendable (inout RecordSourceSelectorProxy, SelectorData?) -> Void

/// The normalized record cache: server data, optimistic updates layered over it,
/// subscriptions and garbage collection.
///
/// Thread safety: every public method may be called from any thread or task. State is
/// guarded by one lock; updaters and handlers run inside it (they must not call back into
/// the store), and subscriber callbacks run after it is released, on the publishing thread,
/// one at a time and in publish order (a snapshot older than one already delivered is dropped).
/// A lock rather than an actor keeps `lookup` synchronous for UI code.
public final class Store: @unchecked Sendable {
    private let lock = NSLock()
    /// Serializes deliveries, so that a subscriber never gets an older snapshot after a
    /// newer one; recursive so that a callback may itself publish.
    private let deliveryLock = NSRecursiveLock()
    /// The sequence number of the last publish, and of the last delivery to each subscriber.
    private var publishSequence = 0
    private var lastDelivered: [Int: Int] = [:]
    private let handlerProvider: HandlerProvider
    /// Server (and committed local) data.
    private var base: RecordSource
    /// Applied optimistic updates, oldest first; each can be re-run on a new base.
    private var optimisticUpdates: [(id: Int, apply: @Sendable (RecordSourceMutator) -> Void)] = []
    /// The records the optimistic updates changed, over `base`; `nil` when there are none.
    private var overlay: RecordSource?
    private var subscribers: [Int: SubscriberState] = [:]
    private var roots: [Int: Root] = [:]
    /// Released roots kept a while (oldest first), so that coming back to a screen finds its
    /// data: Relay's release buffer.
    private var releaseBuffer: [Int] = []
    private let releaseBufferSize: Int
    private var nextID = 0
    /// Whether a garbage collection was skipped for optimistic updates: it runs once the last
    /// is gone.
    private var collectionPending = false
    /// What was invalidated, and when each operation's response was stored.
    private var freshness: OperationFreshness

    /// A store holding `source`, running field handles with `handlerProvider`. With
    /// `queryCacheExpirationTime` (Relay's), a query's stored response answers it from the
    /// store only for that long: after it, `Environment.isAvailable` is false, so
    /// `.storeOrNetwork` asks the network again (`Environment.check` says `.stale`). The last
    /// `gcReleaseBufferSize` operations
    /// released (Relay's default, 10) stay retained until more are released, so that their
    /// data outlives a screen closed and opened again.
    public init(
        source: RecordSource = RecordSource(), handlerProvider: HandlerProvider = .default,
        queryCacheExpirationTime: Duration? = nil, gcReleaseBufferSize: Int = 10
    ) {
        base = source
        self.handlerProvider = handlerProvider
        releaseBufferSize = max(gcReleaseBufferSize, 0)
        freshness = OperationFreshness(expirationTime: queryCacheExpirationTime)
    }

    private func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func makeID() -> Int {
        nextID += 1
        return nextID
    }

    private var visibleSource: RecordSourceView { RecordSourceView(base: base, overlay: overlay) }

    /// The committed records, without optimistic updates.
    public var source: RecordSource { withLock { base } }

    /// The record as readers currently see it (optimistic updates included).
    public func record(_ id: DataID) -> Record? { withLock { visibleSource[id] } }

    /// Whether readers currently see the record as existing, deleted or unknown.
    public func state(of id: DataID) -> RecordState { withLock { visibleSource.state(of: id) } }

    /// Reads a selector from the current records (optimistic updates included).
    public func lookup(_ selector: ReaderSelector) -> Snapshot {
        withLock { Reader.read(selector, from: visibleSource) }
    }

    /// What the current records (optimistic updates included) answer for `operation`: all
    /// it asks the server for or not (see `DataChecker`), and if all, whether any of it was
    /// invalidated since its response was last stored, or that response expired
    /// (`OperationFreshness`). What `handlers` find for fields never stored counts, and is
    /// written into the records (and published), as Relay's `check` writes it.
    func availability(
        of operation: OperationDescriptor, handlers: [MissingFieldHandler] = []
    ) -> OperationAvailability {
        let plans = NormalizationPlan.cached(operation.request.operation.selections)
        let identifier = operation.identifier
        let (availability, found) = withLock { () -> (OperationAvailability, [DataChecker.FoundValue]) in
            var checker = DataChecker(
                source: visibleSource, variables: operation.variables, handlers: handlers,
                isStale: freshness.staleRecords(for: identifier))
            guard checker.isAvailable(plans, on: .rootID) else { return (.missing, checker.found) }
            let stale = checker.sawStaleRecord || freshness.isStale(identifier)
            return (stale ? .stale : .available, checker.found)
        }
        if !found.isEmpty {
            commit { mutator in
                for (id, key, value) in found { mutator.setValue(id, key, value) }
            }
        }
        return availability
    }

    /// Calls `callback` with a new snapshot whenever a publish changes what `snapshot` reads:
    /// once per publish, and only when the data (or its missing-data flag) changed.
    public func subscribe(_ snapshot: Snapshot, callback: @escaping @Sendable (Snapshot) -> Void) -> StoreSubscription {
        let id = withLock {
            let id = makeID()
            subscribers[id] = SubscriberState(snapshot: snapshot, callback: callback)
            return id
        }
        return StoreSubscription { [weak self] in
            guard let self else { return }
            self.withLock { _ = self.subscribers.removeValue(forKey: id) }
            self.deliveryLock.lock()
            self.lastDelivered.removeValue(forKey: id)
            self.deliveryLock.unlock()
        }
    }

    // MARK: Updating

    /// Runs `body` against the committed records, then publishes. `operation` is the
    /// operation whose response `body` stores, if any (a query's: its data is fresh again).
    func commit(
        revertingOptimisticUpdate revertedID: Int? = nil, storingResponseTo operation: OperationDescriptor? = nil,
        _ body: (RecordSourceMutator) -> Void
    ) {
        let written = operation?.identifier
        let (notifications, collect) = withLock { () -> ([Notification], Bool) in
            let mutator = RecordSourceMutator(view: RecordSourceView(base: base))
            body(mutator)
            freshness.commit(
                invalidatingStore: mutator.invalidatesStore, records: mutator.invalidatedIDs, writing: written)
            let changes = mutator.finish()
            var changed = base.merge(changes)
            if let revertedID { optimisticUpdates.removeAll { $0.id == revertedID } }
            if overlay != nil || !optimisticUpdates.isEmpty { changed.formUnion(rebuildOverlay()) }
            return (collectNotifications(changed), takePendingCollection())
        }
        deliver(notifications)
        if collect { collectGarbage() }
    }

    /// Whether a skipped garbage collection may run now (no optimistic update is left); the
    /// flag is cleared when it may.
    private func takePendingCollection() -> Bool {
        guard collectionPending, optimisticUpdates.isEmpty else { return false }
        collectionPending = false
        return true
    }

    /// Applies an optimistic update over the current records and publishes; returns its ID.
    func applyOptimisticUpdate(_ apply: @escaping @Sendable (RecordSourceMutator) -> Void) -> Int {
        let (id, notifications) = withLock { () -> (Int, [Notification]) in
            let id = makeID()
            optimisticUpdates.append((id, apply))
            let mutator = RecordSourceMutator(view: visibleSource)
            apply(mutator)
            let changes = mutator.finish()
            var layer = overlay ?? RecordSource()
            overlay = nil  // keep the layer uniquely referenced while it changes
            let changed = layer.merge(changes)
            overlay = layer
            return (id, collectNotifications(changed))
        }
        deliver(notifications)
        return id
    }

    /// Rolls one optimistic update back (the others stay) and publishes.
    func revertOptimisticUpdate(_ id: Int) {
        let (notifications, collect) = withLock { () -> ([Notification], Bool) in
            guard optimisticUpdates.contains(where: { $0.id == id }) else { return ([], false) }
            optimisticUpdates.removeAll { $0.id == id }
            return (collectNotifications(rebuildOverlay()), takePendingCollection())
        }
        deliver(notifications)
        if collect { collectGarbage() }
    }

    /// Re-runs every remaining optimistic update on the current base. Returns the IDs of
    /// every record either the old or the new layer touched.
    private func rebuildOverlay() -> Set<DataID> {
        var touched = Set<DataID>()
        if let overlay { touched.formUnion(overlay.ids) }
        overlay = nil
        guard !optimisticUpdates.isEmpty else { return touched }
        var layer = RecordSource()
        for update in optimisticUpdates {
            let mutator = RecordSourceMutator(view: RecordSourceView(base: base, overlay: layer))
            update.apply(mutator)
            let changes = mutator.finish()
            layer.merge(changes)
        }
        touched.formUnion(layer.ids)
        overlay = layer
        return touched
    }

    /// Runs the handler of every handle payload, in order. An unknown handle is skipped.
    func runHandlers(_ payloads: [HandleFieldPayload], on mutator: RecordSourceMutator) {
        var proxy = RecordSourceProxy(mutator: mutator)
        for payload in payloads {
            handlerProvider.handler(named: payload.handle)?.update(store: &proxy, fieldPayload: payload)
        }
    }

    // MARK: Notifying

    /// Re-reads every subscriber that saw a changed record; returns those whose data changed.
    ///
    /// A re-read keeps every object of the previous data that no changed record reaches (see
    /// `Reader.reread`), and subscribers holding the same snapshot share one re-read, so a
    /// publish costs in proportion to what changed and to the subscribers it affects, not to
    /// the size of the store.
    private func collectNotifications(_ changed: Set<DataID>) -> [Notification] {
        guard !changed.isEmpty else { return [] }
        publishSequence += 1
        // Subscribers holding the same snapshot form one group, re-read once.
        var groups: [SubscriberGroup] = []
        var groupsByRecord: [DataID: [Int]] = [:]
        for (id, subscriber) in subscribers {
            let seen = subscriber.snapshot.seenRecords
            let affected =
                seen.count < changed.count
                ? seen.contains(where: changed.contains) : changed.contains(where: seen.contains)
            guard affected else { continue }
            let record = subscriber.snapshot.selector.dataID
            if let group = groupsByRecord[record]?.first(where: { groups[$0].snapshot == subscriber.snapshot }) {
                groups[group].members.append(id)
            } else {
                groupsByRecord[record, default: []].append(groups.count)
                groups.append(SubscriberGroup(snapshot: subscriber.snapshot, members: [id]))
            }
        }
        // Let each group's snapshot be held only by the group while it is re-read, so that the
        // re-read can extend what it keeps in place.
        for group in groups {
            let placeholder = Snapshot(
                selector: group.snapshot.selector, data: nil, isMissingData: true, seenRecords: [])
            for member in group.members { subscribers[member]?.snapshot = placeholder }
        }
        var notifications: [Notification] = []
        let view = visibleSource
        for index in groups.indices {
            let members = groups[index].members
            let previous = groups[index].snapshot
            let relevant = changed.filter(previous.seenRecords.contains)
            groups[index].snapshot = Snapshot(
                selector: previous.selector, data: nil, isMissingData: true, seenRecords: [])
            let (next, dataChanged) = Reader.reread(previous, changed: relevant, from: view)
            for member in members {
                subscribers[member]?.snapshot = next
                guard dataChanged, let callback = subscribers[member]?.callback else { continue }
                notifications.append(
                    Notification(subscriberID: member, sequence: publishSequence, callback: callback, snapshot: next))
            }
        }
        return notifications
    }

    /// Subscribers holding the same snapshot. (A struct rather than a tuple: the run time
    /// copies such a tuple through its generic witnesses, a struct with specialized code.)
    private struct SubscriberGroup {
        var snapshot: Snapshot
        var members: [Int]
    }

    private struct Notification {
        let subscriberID: Int
        let sequence: Int
        let callback: @Sendable (Snapshot) -> Void
        let snapshot: Snapshot
    }

    private func deliver(_ notifications: [Notification]) {
        guard !notifications.isEmpty else { return }
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        for notification in notifications {
            guard lastDelivered[notification.subscriberID, default: 0] < notification.sequence else { continue }
            lastDelivered[notification.subscriberID] = notification.sequence
            notification.callback(notification.snapshot)
        }
    }

    // MARK: Retaining

    /// Keeps the records `operation` reaches from being garbage collected until released,
    /// and after that until `gcReleaseBufferSize` other operations are released (unless its
    /// response has expired by then: `queryCacheExpirationTime`).
    public func retain(_ operation: OperationDescriptor) -> RetainToken {
        let root = Root(operation: operation, identifier: operation.identifier)
        let id = withLock {
            // Retained again: a released copy waiting in the buffer is no longer needed.
            dropBuffered(root.identifier)
            let id = makeID()
            roots[id] = root
            return id
        }
        return RetainToken { [weak self] in
            guard let self else { return }
            if self.withLock({ self.release(id) }) { self.collectGarbage() }
        }
    }

    /// A retained operation, and its identifier (for the release buffer and freshness).
    private struct Root {
        let operation: OperationDescriptor
        let identifier: String
    }

    /// Releases the root `id` into the release buffer (once; an expired one at once), the
    /// oldest released root leaving it when it is full. Whether a root was dropped.
    private func release(_ id: Int) -> Bool {
        guard let root = roots[id], !releaseBuffer.contains(id) else { return false }
        if releaseBufferSize == 0 || freshness.hasExpired(root.identifier) {
            roots[id] = nil
            return true
        }
        dropBuffered(root.identifier)
        releaseBuffer.append(id)
        guard releaseBuffer.count > releaseBufferSize else { return false }
        roots[releaseBuffer.removeFirst()] = nil
        return true
    }

    /// Drops the released roots of the operation `identifier` from the buffer.
    private func dropBuffered(_ identifier: String) {
        releaseBuffer.removeAll { buffered in
            guard roots[buffered]?.identifier == identifier else { return false }
            roots[buffered] = nil
            return true
        }
    }

    /// Removes every committed record that no retained operation reaches. Put off while
    /// optimistic updates are applied, since they may point at any record, until the last is
    /// gone. Returns the number of records removed.
    @discardableResult
    public func collectGarbage() -> Int {
        withLock {
            guard optimisticUpdates.isEmpty else {
                collectionPending = true
                return 0
            }
            var marker = ReferenceMarker(source: base)
            for root in roots.values {
                let operation = root.operation
                marker.mark(operation.request.operation.selections, from: .rootID, variables: operation.variables)
            }
            let unreachable = base.ids.filter { !marker.references.contains($0) }
            for id in unreachable { base.remove(id) }
            freshness.forget(records: unreachable, keepingOperations: Set(roots.values.map(\.identifier)))
            return unreachable.count
        }
    }
}

import Foundation
import Relay

/// `runtime.mutate`: 1,000 `@appendEdge` mutations committed through
/// `Environment.commitMutation` into the 5,000-edge connection, each published to 100
/// subscribers of the connection's fragment, with a given number of unrelated records in the store.
///
/// Each timed call starts from its own store prepared beforehand (the loaded connection, the
/// unrelated records, the subscribers), so that every call appends to a connection of the same
/// size and no preparation is timed.
enum RuntimeMutateBench {
    static let mutationCount = 1000
    static let subscriberCount = 100

    /// Answers the `n`th mutation (its `input.index` variable) with a prepared response body.
    struct ScriptedNetwork: Network {
        let bodies: [Data]

        func execute(request: RequestParameters, variables: VariableData) async throws -> Data {
            guard let index = variables["input"]?["index"]?.intValue, bodies.indices.contains(index) else {
                return Data(#"{"errors":[{"message":"unexpected mutation"}]}"#.utf8)
            }
            return bodies[index]
        }
    }

    /// Counts calls from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func add() {
            lock.lock()
            value += 1
            lock.unlock()
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    /// One prepared store with its subscriptions.
    struct Prepared {
        let environment: Environment
        let notifications: Counter
        let subscriptions: [StoreSubscription]
    }

    static func run(_ bench: inout Bench, name: String, unrelatedRecords: Int) -> Int {
        if let only = bench.only, !only.contains(name) { return 0 }
        let network = ScriptedNetwork(
            bodies: (0..<mutationCount).map { Data(RuntimeBenchArtifacts.appendEdgeResponse($0).utf8) })
        let loaded = loadedSource(unrelatedRecords: unrelatedRecords)
        // One store per timed call (and the warm-up), prepared before timing.
        var pool = (0..<(bench.runs + (bench.warmUp ? 1 : 0))).map { _ in prepare(loaded, network: network) }
        let failures = RuntimeMutateBench.Counter()
        var lastEdgeCount = 0
        var delivered: [Int] = []
        let steps = RuntimeBench.StepTimes()
        let completed = bench.phase(name) { () -> Int in
            let prepared = pool.popLast() ?? prepare(loaded, network: network)
            let environment = prepared.environment
            let connections: JSONValue = [.string(RuntimeBenchArtifacts.connectionID.rawValue)]
            steps.measure("mutations") {
                let done = DispatchSemaphore(value: 0)
                Task.detached {
                    for index in 0..<mutationCount {
                        do {
                            try await environment.commitMutation(
                                RuntimeBenchArtifacts.appendEdgeMutation,
                                variables: ["input": ["index": .int(index)], "connections": connections])
                        } catch {
                            failures.add()
                        }
                    }
                    done.signal()
                }
                done.wait()
            }
            let snapshot = environment.lookup(RuntimeBenchArtifacts.listSelector)
            lastEdgeCount = RuntimeBench.edgeCount(snapshot.data)
            delivered.append(prepared.notifications.count)
            prepared.subscriptions.forEach { $0.cancel() }
            return lastEdgeCount
        }
        guard completed != nil else { return 0 }
        RuntimeBench.report(
            String(
                format: "%@: %.1f µs per mutation (%d records in the store, %d unrelated, %d subscribers)", name,
                steps.nanoseconds("mutations") / Double(mutationCount) / 1e3, loaded.count, unrelatedRecords,
                subscriberCount))
        var errors = failures.count
        let expectedEdges = RuntimeBenchArtifacts.edgeCount + mutationCount
        if lastEdgeCount != expectedEdges {
            RuntimeBench.report("\(name): the connection has \(lastEdgeCount) edges, expected \(expectedEdges)")
            errors += 1
        }
        for count in delivered where count != mutationCount * subscriberCount {
            RuntimeBench.report(
                "\(name): \(count) notifications delivered, expected \(mutationCount * subscriberCount)")
            errors += 1
        }
        return errors
    }

    /// The records of the loaded connection plus `unrelatedRecords` records nothing reads.
    private static func loadedSource(unrelatedRecords: Int) -> RecordSource {
        let result = ResponseNormalizer.normalize(
            RuntimeBenchArtifacts.listResponse(), selections: RuntimeBenchArtifacts.listOperation.selections,
            variables: [:])
        let store = Store(source: result.source)
        Environment(network: RuntimeBench.NoNetwork(), store: store).commitUpdate { proxy in
            for payload in result.fieldPayloads {
                HandlerProvider.default.handler(named: payload.handle)?.update(store: &proxy, fieldPayload: payload)
            }
            for index in 0..<unrelatedRecords {
                proxy.create(dataID: DataID("unrelated-\(index)"), typeName: "Unrelated")["value"] = .int(index)
            }
        }
        return store.source
    }

    /// A store holding its own copy of `source`, with `subscriberCount` subscribers to the
    /// connection's fragment.
    private static func prepare(_ source: RecordSource, network: ScriptedNetwork) -> Prepared {
        let store = Store(source: source)
        let environment = Environment(network: network, store: store)
        // A first write gives the store its own copy of the records, outside the timed calls.
        environment.commitUpdate { proxy in
            proxy.create(dataID: "bench:prepared", typeName: "Bench")["value"] = true
        }
        let snapshot = environment.lookup(RuntimeBenchArtifacts.listSelector)
        let notifications = Counter()
        let subscriptions = (0..<subscriberCount).map { _ in
            environment.subscribe(snapshot) { _ in notifications.add() }
        }
        return Prepared(environment: environment, notifications: notifications, subscriptions: subscriptions)
    }
}

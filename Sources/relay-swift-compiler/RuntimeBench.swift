import Foundation
import Relay

/// The runtime's benchmark phases (see BenchCommand): `runtime.normalize` (a response of 10,000
/// records normalized into a fresh store, then read back through a fragment) and
/// `runtime.mutate` / `runtime.mutate.100k` (1,000 `@appendEdge` mutations, each published to
/// 100 subscribers, with 10,000 and 100,000 unrelated records in the store).
enum RuntimeBench {
    /// Runs the phases that are selected; returns the number of errors found (for example a
    /// read that came back with missing data).
    static func run(_ bench: inout Bench) -> Int {
        var errors = 0
        errors += runNormalize(&bench)
        for (name, unrelated) in [("runtime.mutate", 10_000), ("runtime.mutate.100k", 100_000)] {
            errors += RuntimeMutateBench.run(&bench, name: name, unrelatedRecords: unrelated)
        }
        return errors
    }

    /// The best time of each step over the calls of one phase.
    final class StepTimes {
        private(set) var best: [String: Duration] = [:]
        private let clock = ContinuousClock()

        /// Runs `body`, keeping its time under `step` if it is the best so far.
        func measure<T>(_ step: String, _ body: () -> T) -> T {
            let start = clock.now
            let result = body()
            let elapsed = clock.now - start
            if let previous = best[step], previous <= elapsed { return result }
            best[step] = elapsed
            return result
        }

        /// The best time of `step` in nanoseconds (0 when never measured).
        func nanoseconds(_ step: String) -> Double {
            guard let duration = best[step] else { return 0 }
            return Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
        }
    }

    /// Writes one line to standard error.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `runtime.normalize`: normalizes the 10,000-record response into a fresh store (running
    /// the `@connection` handler), then reads the connection back through its fragment.
    private static func runNormalize(_ bench: inout Bench) -> Int {
        let response = RuntimeBenchArtifacts.listResponse()
        let steps = StepTimes()
        var recordCount = 0
        let outcome = bench.phase("runtime.normalize") { () -> (missing: Bool, edges: Int) in
            let result = steps.measure("normalize") {
                ResponseNormalizer.normalize(
                    response, selections: RuntimeBenchArtifacts.listOperation.selections, variables: [:])
            }
            recordCount = result.source.count
            let store = steps.measure("publish") { () -> Store in
                let store = Store(source: result.source)
                let environment = Environment(network: NoNetwork(), store: store)
                environment.commitUpdate { proxy in
                    for payload in result.fieldPayloads {
                        HandlerProvider.default.handler(named: payload.handle)?.update(
                            store: &proxy, fieldPayload: payload)
                    }
                }
                return store
            }
            let snapshot = steps.measure("read") { store.lookup(RuntimeBenchArtifacts.listSelector) }
            return (snapshot.isMissingData, edgeCount(snapshot.data))
        }
        guard let outcome else { return 0 }
        let records = Double(max(recordCount, 1))
        report(
            String(
                format: "runtime.normalize: %d records; normalize %.0f ns/record, connection handler %.2f ms, "
                    + "read %.0f ns/record", recordCount, steps.nanoseconds("normalize") / records,
                steps.nanoseconds("publish") / 1e6, steps.nanoseconds("read") / records))
        var errors = 0
        if outcome.missing {
            report("runtime.normalize: the read came back with missing data")
            errors += 1
        }
        if outcome.edges != RuntimeBenchArtifacts.edgeCount {
            report("runtime.normalize: read \(outcome.edges) edges, expected \(RuntimeBenchArtifacts.edgeCount)")
            errors += 1
        }
        return errors
    }

    /// The number of edges read in `ToDoList_user` data.
    static func edgeCount(_ data: SelectorData?) -> Int {
        guard case .object(let todos)? = data?["todos"], case .array(let edges)? = todos["edges"] else { return -1 }
        return edges.count
    }

    /// A network that is never called.
    struct NoNetwork: Network {
        func execute(request: RequestParameters, variables: VariableData) async throws -> Data { Data() }
    }
}

import Dispatch
import Foundation

/// Times the phases of a run: each phase's wall time and the CPU time the process spent in it
/// (every thread's, user and system), so that `--verbose` shows how many cores a phase kept
/// busy as well as how long it took.
public struct PhaseClock: Sendable {
    /// One phase's times.
    public struct Lap: Sendable {
        /// The phase's name: `schema`, `parse`, `validate`, ….
        public var phase: String
        /// Wall time.
        public var seconds: Double
        /// CPU time of every thread of the process.
        public var cpuSeconds: Double

        /// The average number of cores busy during the phase.
        public var cores: Double { seconds > 0 ? cpuSeconds / seconds : 0 }
    }

    /// The phases timed so far, in order.
    public private(set) var laps: [Lap] = []
    private var wallStart = DispatchTime.now().uptimeNanoseconds
    private var cpuStart = Self.processCPUSeconds()

    /// A clock whose first phase starts now.
    public init() {}

    /// Ends the current phase, named `phase`, and starts the next.
    public mutating func lap(_ phase: String) {
        let wall = DispatchTime.now().uptimeNanoseconds
        let cpu = Self.processCPUSeconds()
        laps.append(Lap(phase: phase, seconds: Double(wall - wallStart) / 1e9, cpuSeconds: cpu - cpuStart))
        wallStart = wall
        cpuStart = cpu
    }

    /// User and system time of every thread of the process so far.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

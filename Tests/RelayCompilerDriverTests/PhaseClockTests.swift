import XCTest

@testable import RelayCompilerDriver

final class PhaseClockTests: XCTestCase {
    /// Each lap is named in order, and a phase that keeps a core busy shows its CPU time.
    func testLapsTimeWallAndCPU() {
        var clock = PhaseClock()
        var sum = 0
        for value in 0..<5_000_000 { sum &+= value &* value }
        clock.lap("busy")
        clock.lap("idle")
        XCTAssertNotEqual(sum, 0)
        XCTAssertEqual(clock.laps.map(\.phase), ["busy", "idle"])
        let busy = clock.laps[0]
        XCTAssertGreaterThan(busy.seconds, 0)
        XCTAssertGreaterThan(busy.cpuSeconds, 0)
        XCTAssertEqual(busy.cores, busy.cpuSeconds / busy.seconds, accuracy: 1e-9)
    }
}

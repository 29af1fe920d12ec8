import Foundation
import XCTest

@testable import RelayCompilerDriver

final class UpToDateStampTests: XCTestCase {
    private let hourAgo = UpToDateStamp.now() - 3_600_000_000_000

    /// Sources written an hour ago (a stamp is never taken of inputs modified just now).
    private func project() throws -> (TemporaryDirectory, inputs: [String], outputs: [String]) {
        let directory = try TemporaryDirectory()
        let inputs = try ["schema.graphql", "src/A.graphql", "src/B.swift"].map { path in
            let url = try directory.write(path, "input \(path)")
            try age(url.path)
            return url.path
        }
        let outputs = try ["out/A.graphql.swift", "out/B.graphql.swift"].map { try directory.write($0, "output").path }
        return (directory, inputs, outputs)
    }

    private func age(_ path: String) throws {
        let date = Date(timeIntervalSince1970: Double(hourAgo) / 1e9)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    private func stamp(_ inputs: [String], _ outputs: [String]) throws -> UpToDateStamp {
        try XCTUnwrap(
            UpToDateStamp(
                settings: "version 1\nsrc /p", operationCount: 3, fragmentCount: 4, inputs: inputs, outputs: outputs,
                runStart: UpToDateStamp.now()))
    }

    func testRoundTripsThroughItsText() throws {
        let (directory, inputs, outputs) = try project()
        let stamp = try stamp(inputs, outputs)
        let file = directory.url.appendingPathComponent("cache/p.stamp")
        stamp.save(to: file)
        let read = try XCTUnwrap(UpToDateStamp.read(from: file))
        XCTAssertEqual(read, stamp)
        XCTAssertEqual(read.outputFileCount, 2)
        XCTAssertTrue(read.isCurrent(settings: "version 1\nsrc /p", inputs: inputs))

        // Numbers are written digit by digit: a size of 0 and one of 10 (a 0 after a 1).
        try directory.write("out/A.graphql.swift", "")
        try directory.write("out/B.graphql.swift", "0123456789")
        let sized = try self.stamp(inputs, outputs)
        XCTAssertEqual(sized.outputs.map(\.stamp.size), [0, 10, sized.outputs[2].stamp.size])
        XCTAssertEqual(UpToDateStamp.parse(sized.bytes), sized)
    }

    /// Stamps the run took as it read or wrote files are recorded as they are, those paths not
    /// looked up again; the others are.
    func testRecordsTheStampsTheRunTook() throws {
        let (directory, inputs, outputs) = try project()
        defer { withExtendedLifetime(directory) {} }
        let read = FileStamp(size: 12, modified: hourAgo, inode: 7)
        let written = FileStamp(size: 6, modified: hourAgo + 1, inode: 8)
        let stamp = try XCTUnwrap(
            UpToDateStamp(
                settings: "s", operationCount: 1, fragmentCount: 0, inputs: inputs, outputs: outputs,
                runStart: UpToDateStamp.now(), knownInputs: [inputs[1]: read], knownOutputs: [outputs[0]: written]))
        XCTAssertEqual(stamp.inputs[1].stamp, read)
        XCTAssertEqual(stamp.inputs[0].stamp, FileStamp(path: inputs[0]))
        XCTAssertEqual(stamp.outputs[0].stamp, written)
        XCTAssertEqual(stamp.outputs[1].stamp, FileStamp(path: outputs[1]))
        // A recorded stamp is what the next run compares against: this one is not the file's.
        XCTAssertFalse(stamp.isCurrent(settings: "s", inputs: inputs))
    }

    func testAnyChangeMakesItStale() throws {
        let (directory, inputs, outputs) = try project()
        let stamp = try stamp(inputs, outputs)
        XCTAssertFalse(stamp.isCurrent(settings: "version 2\nsrc /p", inputs: inputs), "other settings")
        XCTAssertFalse(stamp.isCurrent(settings: stamp.settings, inputs: inputs.dropLast()), "a source removed")
        XCTAssertFalse(stamp.isCurrent(settings: stamp.settings, inputs: inputs + ["/x.graphql"]), "a source added")

        try directory.write("src/A.graphql", "input src/A.graphql, edited")
        XCTAssertFalse(stamp.isCurrent(settings: stamp.settings, inputs: inputs), "a source edited")

        let (other, otherInputs, otherOutputs) = try project()
        let otherStamp = try self.stamp(otherInputs, otherOutputs)
        try FileManager.default.removeItem(atPath: otherOutputs[1])
        XCTAssertFalse(otherStamp.isCurrent(settings: otherStamp.settings, inputs: otherInputs), "an output removed")
        try other.write("out/Stray.graphql.swift", "")
        XCTAssertFalse(otherStamp.isCurrent(settings: otherStamp.settings, inputs: otherInputs))
    }

    /// An input modified just before the run could change again within one tick of the file
    /// system's clock without its time changing: no stamp is taken then.
    func testNoStampOfInputsModifiedJustNow() throws {
        let (directory, inputs, outputs) = try project()
        try directory.write("src/B.swift", "fresh")
        XCTAssertNil(
            UpToDateStamp(
                settings: "", operationCount: 0, fragmentCount: 0, inputs: inputs, outputs: outputs,
                runStart: UpToDateStamp.now()))
        XCTAssertNil(
            UpToDateStamp(
                settings: "", operationCount: 0, fragmentCount: 0, inputs: inputs + ["/no/such/file"], outputs: outputs,
                runStart: UpToDateStamp.now()))
    }

    func testMalformedStampsAreIgnored() throws {
        let header = "relay-swift-compiler up-to-date stamp 2\n"
        for text in [
            "", String(header.dropLast()), header + "counts 1 2\n", header + "counts 1 2 3\nin x 1 1 /a\n",
            header + "counts 1 2 3\nsideways 1 1 1 /a\n", header + "counts 1 2 3\nin 1 99999999999999999999 1 /a\n",
            header + "counts 1 2 3\nin 1 1 1\n", header + "counts 1 2 3\nin 1 1 /a\n",
            "relay-swift-compiler up-to-date stamp 1\ncounts 1 2 3\nin 1 2 3 /a b\n",
        ] {
            XCTAssertNil(UpToDateStamp.parse(Array(text.utf8)), text)
        }
        let valid = try XCTUnwrap(UpToDateStamp.parse(Array((header + "counts 1 2 3\nin 1 2 3 /a b\n").utf8)))
        XCTAssertEqual(valid.inputs, [.init(path: "/a b", stamp: FileStamp(size: 1, modified: 2, inode: 3))])
    }
}

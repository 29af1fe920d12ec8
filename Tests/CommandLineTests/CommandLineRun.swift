import Foundation
import XCTest

/// Runs the built `relay-swift-compiler` and captures what it prints.
struct CommandLineRun {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The executable SwiftPM built beside the test bundle.
    static var executable: URL {
        // On Apple platforms the tests are a bundle inside the products folder; elsewhere the
        // bundle URL is the products folder itself.
        var products = Bundle(for: TestBundleLocator.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appendingPathComponent("relay-swift-compiler")
    }

    /// Where the compiler keeps its up-to-date stamps during the tests; removed when the
    /// tests end.
    static let stampFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "relay-swift-cli-stamps-\(ProcessInfo.processInfo.processIdentifier)")
        XCTestObservationCenter.shared.addTestObserver(FolderRemoval(folder: folder))
        return folder
    }()

    init(_ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Up-to-date stamps go to a folder of the test run's own, not the user's cache.
        var environment = ProcessInfo.processInfo.environment
        environment["RELAY_SWIFT_COMPILER_CACHE"] = Self.stampFolder.path
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained at once (standard error on another thread), so that the child
        // never blocks on a full pipe while we wait on the other one.
        let errorData = DataBox()
        let drained = DispatchGroup()
        drained.enter()
        DispatchQueue.global().async {
            errorData.data = error.fileHandleForReading.readDataToEndOfFile()
            drained.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        standardOutput = String(decoding: outputData, as: UTF8.self)
        standardError = String(decoding: errorData.data, as: UTF8.self)
    }
}

/// Bytes written by one thread and read by another after a `DispatchGroup.wait()`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

private final class TestBundleLocator {}

/// Removes a folder once the test bundle has run.
private final class FolderRemoval: NSObject, XCTestObservation {
    let folder: URL

    init(folder: URL) { self.folder = folder }

    func testBundleDidFinish(_ testBundle: Bundle) {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A temporary folder with files in it, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("relay-swift-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

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

    init(_ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so that a full pipe cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        standardOutput = String(decoding: outputData, as: UTF8.self)
        standardError = String(decoding: errorData, as: UTF8.self)
    }
}

private final class TestBundleLocator {}

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

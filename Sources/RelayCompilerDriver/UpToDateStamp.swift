import Foundation
import RelayCompiler

/// What a successful run read and wrote, kept so that the next run can tell, by looking at
/// `FileStamp`s only (sizes, modification times, inodes), that nothing changed and there is
/// nothing to do.
///
/// A run is up to date when the settings are the same and every input (the compiler's own
/// executable, the config, the schema, every source found, the plugin's output list) and every
/// output (each file written and each folder holding them) has the `FileStamp` recorded when
/// the stamp was taken. The same list of sources must be found: a source added
/// or removed makes the run out of date. This is the test `make` and SwiftPM make; a file
/// changed without changing its size within one tick of the file system's clock would go
/// unnoticed, and `--force` (or deleting the stamp) compiles regardless.
///
/// Stamps live outside the project, in the user's cache folder (`~/.cache/relay-swift-compiler`
/// on Linux, `~/Library/Caches/relay-swift-compiler` on macOS), one per project, named by the
/// MD5 of the settings; `RELAY_SWIFT_COMPILER_CACHE` chooses another folder.
public struct UpToDateStamp: Equatable, Sendable {
    /// One file and its stamp.
    struct FileState: Equatable, Sendable {
        var path: String
        var stamp: FileStamp
    }

    /// The settings that determine the output: the compiler's version and the resolved config.
    public var settings: String
    /// How many operations and fragments the run compiled, for the summary line.
    public var operationCount: Int
    /// How many fragments.
    public var fragmentCount: Int
    /// How many files the run wrote or left unchanged.
    public var outputFileCount: Int
    var inputs: [FileState]
    var outputs: [FileState]

    private static let firstLine = "relay-swift-compiler up-to-date stamp 2"
    /// Nanoseconds: well above the tick of any file system's clock.
    static let racyInterval: Int64 = 1_000_000_000

    /// The wall-clock time, in nanoseconds since 1970: the clock file times are read against.
    public static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1e9) }

    /// Takes a stamp of the files as they are now, for a run that started at `runStart` (see
    /// `now()`). There is none when a file cannot be read, or when an input was modified less
    /// than `racyInterval` before the run started: the file system's clock ticks coarsely, so
    /// a change made while the run read the file could leave its time as recorded (git calls
    /// such entries racily clean).
    ///
    /// `knownInputs` and `knownOutputs` hold stamps the run took already, as it read or wrote
    /// those files (`fstat`): they are the versions compiled and written, and a cold run's
    /// thousands of paths are then not looked up again. (Apart: a generated file may also be
    /// read as a source, before it is rewritten.)
    public init?(
        settings: String, operationCount: Int, fragmentCount: Int, inputs: [String], outputs: [String],
        runStart: Int64, knownInputs: [String: FileStamp] = [:], knownOutputs: [String: FileStamp] = [:]
    ) {
        let folders = Self.folders(of: outputs)
        guard let inputStates = Self.states(inputs, known: knownInputs),
            let outputStates = Self.states(outputs + folders, known: knownOutputs),
            inputStates.allSatisfy({ $0.stamp.modified < runStart - Self.racyInterval })
        else {
            return nil
        }
        self.settings = settings
        self.operationCount = operationCount
        self.fragmentCount = fragmentCount
        self.outputFileCount = outputs.count
        self.inputs = inputStates
        self.outputs = outputStates
    }

    /// The folders of `paths`, each once, sorted. A folder's files are mostly listed together,
    /// so a path in the folder of the one before costs no string of its own.
    private static func folders(of paths: [String]) -> [String] {
        var folders = Set<String>()
        var previous: Substring?
        for path in paths {
            let folder = Self.folder(of: path)
            guard folder != previous else { continue }
            previous = folder
            folders.insert(String(folder))
        }
        return folders.sorted()
    }

    /// The folder part of a path: what precedes its last `/`.
    private static func folder(of path: String) -> Substring {
        guard let slash = FilePath.lastSlash(in: path) else { return "" }
        return slash == 0 ? "/" : path[..<path.utf8.index(path.utf8.startIndex, offsetBy: slash)]
    }

    /// Whether a run with `settings` over `inputs` would produce what this stamp recorded,
    /// with every output still as it was written.
    public func isCurrent(settings: String, inputs: [String]) -> Bool {
        guard settings == self.settings, inputs.count == self.inputs.count,
            zip(inputs, self.inputs).allSatisfy({ $0 == $1.path })
        else { return false }
        return (self.inputs + outputs).concurrentMap { FileStamp(path: $0.path) == $0.stamp }.allSatisfy { $0 }
    }

    // MARK: Storage

    /// Where the stamp of the project with `settings` is kept, or `nil` without a cache folder.
    public static func location(settings: String) -> URL? {
        let folder: URL
        if let configured = ProcessInfo.processInfo.environment["RELAY_SWIFT_COMPILER_CACHE"], !configured.isEmpty {
            folder = URL(fileURLWithPath: configured, isDirectory: true)
        } else if let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first {
            folder = caches.appendingPathComponent("relay-swift-compiler", isDirectory: true)
        } else {
            return nil
        }
        return folder.appendingPathComponent(MD5.hex(settings) + ".stamp")
    }

    /// The stamp stored at `url`, or `nil` when there is none or it cannot be read as one.
    public static func read(from url: URL) -> UpToDateStamp? {
        guard let bytes = try? AtomicFile.read(url) else { return nil }
        return parse(bytes)
    }

    /// Stores the stamp at `url`. A stamp only saves time, so failing to store one is not an
    /// error: the next run compiles.
    public func save(to url: URL) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile.write(bytes, to: url)
    }

    /// The stamp as text: a header, the settings (one line per line, each after `settings `),
    /// the counts, then one line per file: `in` or `out`, size, time, inode, path. Written as
    /// bytes: a stamp lists thousands of files.
    var bytes: [UInt8] {
        var text = ByteBuffer()
        text.append(contentsOf: Self.firstLine)
        text.append("\n")
        for line in settings.split(separator: "\n", omittingEmptySubsequences: false) {
            text.append("settings ")
            text.append(contentsOf: String(line))
            text.append("\n")
        }
        text.append(contentsOf: "counts \(operationCount) \(fragmentCount) \(outputFileCount)\n")
        func append(_ kind: StaticString, _ files: [FileState], to text: inout ByteBuffer) {
            for file in files {
                text.append(kind)
                // A negative size or time (none is) would be written as 0, and the file then
                // found changed.
                text.append(" ")
                Self.appendDecimal(UInt64(clamping: file.stamp.size), to: &text)
                text.append(" ")
                Self.appendDecimal(UInt64(clamping: file.stamp.modified), to: &text)
                text.append(" ")
                Self.appendDecimal(file.stamp.inode, to: &text)
                text.append(" ")
                text.append(contentsOf: file.path)
                text.append("\n")
            }
        }
        append("in", inputs, to: &text)
        append("out", outputs, to: &text)
        return text.finish()
    }

    /// `number`'s decimal digits (a string for each of a stamp's thousands of numbers cost more
    /// than the rest of the stamp). The digits are found last first, dividing by the constant
    /// 10, which compiles to a multiplication: dividing by a power of ten held in a variable
    /// took two hardware divisions per digit, and nanosecond times have 19 digits.
    private static func appendDecimal(_ number: UInt64, to text: inout ByteBuffer) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = number
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            text.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Reads `text`'s form back, bytes at a time: a stamp lists thousands of files, and
    /// reading it is most of the work of a run with nothing to do.
    static func parse(_ bytes: [UInt8]) -> UpToDateStamp? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.first.map({ String(decoding: $0, as: UTF8.self) }) == firstLine, lines.last?.isEmpty == true else {
            return nil
        }
        lines.removeFirst()
        lines.removeLast()
        var settings: [String] = []
        var counts: [Int] = []
        var inputs: [FileState] = []
        var outputs: [FileState] = []
        for line in lines {
            var fields = StampLine(line)
            switch fields.word() {
            case "settings":
                settings.append(String(decoding: fields.rest, as: UTF8.self))
            case "counts":
                while let count = fields.number() { counts.append(Int(count)) }
            case let kind where kind == "in" || kind == "out":
                guard let size = fields.number(), let modified = fields.number(), let inode = fields.number(),
                    !fields.rest.isEmpty
                else {
                    return nil
                }
                let state = FileState(
                    path: String(decoding: fields.rest, as: UTF8.self),
                    stamp: FileStamp(size: size, modified: modified, inode: UInt64(inode)))
                if kind == "in" { inputs.append(state) } else { outputs.append(state) }
            default:
                return nil
            }
        }
        guard counts.count == 3 else { return nil }
        return UpToDateStamp(
            settings: settings.joined(separator: "\n"), operationCount: counts[0], fragmentCount: counts[1],
            outputFileCount: counts[2], inputs: inputs, outputs: outputs)
    }

    private init(
        settings: String, operationCount: Int, fragmentCount: Int, outputFileCount: Int, inputs: [FileState],
        outputs: [FileState]
    ) {
        self.settings = settings
        self.operationCount = operationCount
        self.fragmentCount = fragmentCount
        self.outputFileCount = outputFileCount
        self.inputs = inputs
        self.outputs = outputs
    }

    /// The space-separated fields of one line of a stamp, taken from the front.
    private struct StampLine {
        var rest: ArraySlice<UInt8>

        init(_ line: ArraySlice<UInt8>) { rest = line }

        /// The next field as text.
        mutating func word() -> String {
            String(decoding: field(), as: UTF8.self)
        }

        /// The next field as a non-negative number, or `nil` (consuming nothing) when it is not one.
        mutating func number() -> Int64? {
            let saved = rest
            let digits = field()
            var value: Int64 = 0
            for digit in digits {
                guard (48...57).contains(digit) else { value = -1; break }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = shifted.addingReportingOverflow(Int64(digit - 48))
                guard !overflow, !carry else { value = -1; break }
                value = sum
            }
            guard !digits.isEmpty, value >= 0 else {
                rest = saved
                return nil
            }
            return value
        }

        private mutating func field() -> ArraySlice<UInt8> {
            let end = rest.firstIndex(of: UInt8(ascii: " ")) ?? rest.endIndex
            let field = rest[..<end]
            rest = end < rest.endIndex ? rest[(end + 1)...] : rest[end...]
            return field
        }
    }

    // MARK: File states

    private static func states(_ paths: [String], known: [String: FileStamp]) -> [FileState]? {
        var stamps = paths.map { known[$0] }
        // The `stat` calls left, spread over the cores (in a cold run, none: handing out
        // thousands of lookups to threads cost more than making them).
        let unknown = stamps.indices.filter { stamps[$0] == nil }
        let found = unknown.map { paths[$0] }.concurrentMap { FileStamp(path: $0) }
        for (index, stamp) in zip(unknown, found) { stamps[index] = stamp }
        var states: [FileState] = []
        states.reserveCapacity(paths.count)
        for (path, stamp) in zip(paths, stamps) {
            guard let stamp else { return nil }
            states.append(FileState(path: path, stamp: stamp))
        }
        return states
    }
}

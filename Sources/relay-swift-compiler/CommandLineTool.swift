import Foundation
import RelayCompilerDriver

/// The subcommands and what they share.
enum CommandLineTool {
    static let version = "0.1.0"

    static let usage = """
        OVERVIEW: The Swift-native Relay compiler.

        USAGE: relay-swift-compiler [compile] [options]   (see compile --help)
               relay-swift-compiler <command> [options]

        With no command, compiles the project that relay.config.json in the current folder
        (or --config FILE, --schema FILE and --src DIR) describes.

        COMMANDS:
          compile             Compile the project's GraphQL into artifacts (the default).
          parse FILE...       Parse GraphQL files (executable or schema) and report syntax errors.
          validate            Check a schema (--schema FILE...) and validate documents against it.
          bench               Run the performance benchmark over a folder of inputs (--inputs DIR).

        OPTIONS:
          --format text|json  How diagnostics are printed (json: one object per line).
          --help              Show help for the tool or a command.
          --version           Show the version.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let command = arguments.first else { return try CompileCommand.run([]) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            print(usage)
            return 0
        case "--version":
            print("relay-swift-compiler \(version)")
            return 0
        case "compile": return try CompileCommand.run(rest)
        case "parse": return try ParseCommand.run(rest)
        case "validate": return try ValidateCommand.run(rest)
        case "bench": return try BenchCommand.run(rest)
        case _ where command.hasPrefix("-"): return try CompileCommand.run(arguments)
        default:
            throw UsageError("unknown command '\(command)' (see --help)")
        }
    }
}

/// Options and operands of one command, read with a fixed set of known flags.
struct ParsedArguments {
    var options: [String: [String]] = [:]
    var flags: Set<String> = []
    var operands: [String] = []

    /// `valued` options take the next argument (or `--name=value`); `boolean` take none.
    init(_ arguments: [String], valued: Set<String>, boolean: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                operands += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                operands.append(argument)
                continue
            }
            var name = argument, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valued.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    options[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
            } else if boolean.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError("unknown option '\(argument)' (see --help)")
            }
        }
    }

    func value(_ name: String) -> String? { options[name]?.last }
}

/// How diagnostics are printed: for people, or as JSON Lines for tools.
enum OutputFormat: String {
    case text, json

    init(_ arguments: ParsedArguments) throws {
        guard let raw = arguments.value("--format") else {
            self = .text
            return
        }
        guard let format = OutputFormat(rawValue: raw) else {
            throw UsageError("unknown format '\(raw)': expected 'text' or 'json'")
        }
        self = format
    }
}

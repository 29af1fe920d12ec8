// swift-tools-version:6.0
import PackageDescription

/// relay-swift: a Swift-native Relay toolchain. See README.md and DESIGN.md in ../shared.
let package = Package(
    name: "relay-swift",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "Relay", targets: ["Relay"]),
        // The compiler's stages, for tools of your own (a linter, a schema check in CI): the
        // README documents their entry points.
        .library(name: "GraphQLSyntax", targets: ["GraphQLSyntax"]),
        .library(name: "GraphQLSchema", targets: ["GraphQLSchema"]),
        .library(name: "GraphQLValidation", targets: ["GraphQLValidation"]),
        .library(name: "RelayCompiler", targets: ["RelayCompiler"]),
        .executable(name: "relay-swift-compiler", targets: ["relay-swift-compiler"]),
        .plugin(name: "RelayCompilerPlugin", targets: ["RelayCompilerPlugin"]),
    ],
    targets: [
        // Compiler pipeline, one module per stage.
        .target(name: "GraphQLSyntax"),
        .target(name: "GraphQLSchema", dependencies: ["GraphQLSyntax"]),
        .target(name: "GraphQLValidation", dependencies: ["GraphQLSyntax", "GraphQLSchema"]),
        .target(
            name: "RelayCompiler", dependencies: ["GraphQLSyntax", "GraphQLSchema", "GraphQLValidation", "RelayNodes"]),
        .target(
            name: "RelayCompilerDriver",
            dependencies: [
                "GraphQLSyntax", "GraphQLSchema", "GraphQLValidation", "RelayNodes", "RelayCompiler", "RelaySwiftCodegen",
            ]),
        .executableTarget(
            name: "relay-swift-compiler",
            dependencies: [
                "GraphQLSyntax", "GraphQLSchema", "GraphQLValidation", "Relay", "RelayCompiler", "RelayCompilerDriver",
                "RelaySwiftCodegen",
            ]),

        .target(
            name: "RelaySwiftCodegen", dependencies: ["RelayCompiler", "GraphQLSchema", "GraphQLSyntax", "RelayNodes"]),

        // Artifact model shared by the compiler and the runtime, and the runtime itself.
        .target(name: "RelayNodes"),
        .target(name: "Relay", dependencies: ["RelayNodes"]),

        .testTarget(name: "GraphQLSyntaxTests", dependencies: ["GraphQLSyntax"]),
        .testTarget(name: "GraphQLSchemaTests", dependencies: ["GraphQLSchema"]),
        .testTarget(
            name: "GraphQLValidationTests", dependencies: ["GraphQLValidation", "GraphQLSchema", "GraphQLSyntax"],
            exclude: ["Oracle", "Regressions"]),
        .target(name: "RelayTestSupport", dependencies: ["Relay"], path: "Tests/RelayTestSupport"),
        .testTarget(name: "RelayTests", dependencies: ["Relay", "RelayTestSupport"]),
        .testTarget(
            name: "RelaySwiftCodegenTests",
            dependencies: ["RelaySwiftCodegen", "RelayCompiler", "GraphQLSchema", "GraphQLSyntax", "RelayNodes"]),

        // The README's example app, whose GraphQL the build tool plugin compiles, and the tests
        // that run its generated code against the runtime. (`__generated__` holds what the
        // README's command writes, for reading; the target compiles the plugin's output.)
        .target(
            name: "TodoApp", dependencies: ["Relay"], path: "Examples/TodoApp", exclude: ["__generated__"],
            plugins: ["RelayCompilerPlugin"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TodoApp", "Relay", "RelayTestSupport"]),
        .testTarget(name: "CommandLineTests", dependencies: ["relay-swift-compiler"]),
        .testTarget(
            name: "RelayCompilerTests",
            dependencies: ["RelayCompiler", "RelayNodes", "GraphQLSchema", "GraphQLSyntax", "GraphQLValidation"]),
        .testTarget(
            name: "RelayCompilerDriverTests",
            dependencies: ["RelayCompilerDriver", "RelayCompiler", "GraphQLSchema", "GraphQLSyntax"]),

        // The SwiftPM build tool plugin: runs the compiler over a target's GraphQL.
        .plugin(
            name: "RelayCompilerPlugin", capability: .buildTool(), dependencies: ["relay-swift-compiler"]),
    ],
    swiftLanguageModes: [.v6]
)

import GraphQLSchema

/// Removes `@raw_response_type` from operations. Relay's compiler reads it to generate a type
/// of the raw response (for typed optimistic responses); the artifacts are the same with it or
/// without, and the server never sees it. relay-swift-compiler generates no such type: an
/// optimistic response is given as JSON.
public enum RawResponseTypeTransform {
    static let directiveName = "raw_response_type"

    /// The program without the directive.
    public static func transform(_ program: consuming IR.Program, schema: GraphQLSchema) -> IR.PassResult {
        var program = program
        for index in program.operations.indices
        where program.operations[index].directives.contains(where: { $0.name.value == directiveName }) {
            program.operations[index].directives.removeAll { $0.name.value == directiveName }
        }
        return IR.PassResult(program: program, diagnostics: [])
    }
}

import GraphQLSchema
import GraphQLSyntax

extension IR {
    /// What a pass over the whole program returns: the rewritten program and the problems found.
    public struct PassResult: Sendable {
        /// The rewritten program.
        public var program: Program
        /// Every problem the pass found, in the order it found them.
        public var diagnostics: [Diagnostic]

        /// Creates a result.
        public init(program: Program, diagnostics: [Diagnostic] = []) {
            self.program = program
            self.diagnostics = diagnostics
        }
    }
}

extension IR.Program {
    /// The program with every operation's and fragment's selections rewritten by `body`, which
    /// receives the root selections and the type they apply to, for a pass that rewrites each
    /// definition on its own, sharing no state between definitions but what is safe across
    /// threads: definitions are rewritten on several cores at once, each in place (a program
    /// handed over is not copied).
    consuming func concurrentlyMapRootSelections(
        _ body: @Sendable ([IR.Selection], TypeID) -> [IR.Selection]
    ) -> IR.Program {
        var program = self
        concurrentlyUpdate(
            &program.operations, { $0.selections = body($0.selections, $0.rootType) },
            then: &program.fragments, { $0.selections = body($0.selections, $0.typeCondition) })
        return program
    }

    /// For a pass whose state lasts one definition: each operation's and fragment's root
    /// selections and metadata are rewritten in place by a call of its own, which also receives
    /// the type the selections apply to and returns the definition's problems. Definitions are
    /// rewritten on several cores at once; their problems are listed in definition order
    /// (operations, then fragments), as one pass over them in turn lists them.
    ///
    /// A definition whose text `filter` does not admit is left as it is without being walked.
    consuming func concurrentlyRewriteDefinitions(
        onlyWhere filter: DefinitionTextFilter? = nil,
        _ rewrite: @Sendable (_ selections: inout [IR.Selection], _ type: TypeID, _ metadata: inout IR.Metadata)
            -> [Diagnostic]
    ) -> IR.PassResult {
        var program = self
        let skips: @Sendable (IR.Location) -> Bool = { location in filter.map { !$0.admits(location) } ?? false }
        let diagnostics = concurrentlyUpdate(
            &program.operations,
            { operation -> [Diagnostic] in
                if skips(operation.location) { return [] }
                let type = operation.rootType
                return operation.updateSelectionsAndMetadata { rewrite(&$0, type, &$1) }
            },
            then: &program.fragments,
            { fragment -> [Diagnostic] in
                if skips(fragment.location) { return [] }
                let type = fragment.typeCondition
                return fragment.updateSelectionsAndMetadata { rewrite(&$0, type, &$1) }
            })
        return IR.PassResult(program: program, diagnostics: Array(diagnostics.joined()))
    }
}

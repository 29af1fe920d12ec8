import Foundation

/// Gives every fragment an operation reaches a copy with its local arguments replaced by the
/// values of the spread (or the defaults), as the query text and the normalization AST need.
///
/// A spread without `@arguments` keeps the fragment's name (its defaults are applied); a
/// spread with `@arguments` gets a copy named `<Fragment>_<hash>`, where the hash is
/// `StableHash` of the sorted `name: value` pairs after substitution, so spreads passing the
/// same values share one copy. The result holds the operations (spreads renamed) and the
/// copies, none of which has local arguments left.
///
/// Operations are rewritten on every core at once. A copy many operations reach is made once,
/// by the thread that claims its name first; the others only need the name. The copies are
/// listed by name, whatever order the threads made them in.
///
/// Only what reaches a fragment declaring arguments is walked
/// (`Metadata.reachesFragmentArguments`, found by `FragmentArgumentsTransform`). Any other
/// fragment is its own copy, and is kept as it is, reached or not: most projects declare few
/// fragment arguments (the corpus none), and walking everything to find none cost the
/// corpus's compile 8.5 M instructions.
public enum ApplyFragmentArgumentsTransform {
    /// The program's operations, with the fragments' copies.
    public static func transform(_ program: consuming IR.Program) -> IR.Program {
        let state = State(fragmentsByName: program.fragmentsByName(), copies: Copies(capacity: program.fragments.count))
        // The operations are rewritten in place; the fragments give way to their copies.
        var result = program
        result.operations.concurrentlyUpdate { operation in
            guard operation.metadata.reachesFragmentArguments else { return }
            operation.selections = state.apply(operation.selections, depth: 0)
        }
        let originals = result.fragments
        for fragment in originals where !fragment.metadata.reachesFragmentArguments {
            state.copies.keep(fragment)
        }
        result.fragments = state.copies.sortedByName()
        // The original fragments (the state's index held them too) are freed on every core.
        _ = consume state
        originals.releaseConcurrently { $0.selections = [] }
        return result
    }

    /// The copies claimed and made so far, shared by the threads.
    private final class Copies: @unchecked Sendable {
        private var claimed: Set<String>
        private var made: [IR.Fragment] = []
        private let lock = NSLock()

        /// Copies with room for `capacity` (usually about as many as the program's fragments).
        init(capacity: Int) {
            claimed = Set(minimumCapacity: capacity)
            made.reserveCapacity(capacity)
        }

        /// Whether no thread claimed the copy `name` yet: the caller is then to make it and
        /// `store` it, and the others only to use its name.
        func claim(_ name: String) -> Bool { lock.withLock { claimed.insert(name).inserted } }

        func store(_ copy: IR.Fragment) { lock.withLock { made.append(copy) } }

        /// Adds a fragment that is its own copy, unless a walk made that copy already.
        func keep(_ fragment: IR.Fragment) {
            if claim(fragment.name.value) { store(fragment) }
        }

        func sortedByName() -> [IR.Fragment] {
            // Names are ASCII, so byte order is `String`'s order here.
            lock.withLock { ByteOrder.sorted(made, by: \.name.value) }
        }
    }

    private struct State: Sendable {
        let fragmentsByName: NameMap<IR.Fragment>
        let copies: Copies

        /// The selections with each spread renamed to its copy, the copies made on the way.
        func apply(_ selections: [IR.Selection], depth: Int) -> [IR.Selection] {
            applied(selections, depth: depth) ?? selections
        }

        /// `apply`, or `nil` when no spread in or below the list passes arguments (then the
        /// list is kept as it is: only spreads with `@arguments` are renamed).
        private func applied(_ selections: [IR.Selection], depth: Int) -> [IR.Selection]? {
            var edit = ListEdit(selections)
            for (index, selection) in selections.enumerated() {
                switch selection {
                case .scalarField:
                    edit.keep(index)
                case .fragmentSpread(var spread):
                    let name = copy(for: spread, depth: depth)
                    // Without `@arguments` the copy keeps the fragment's name: nothing changes.
                    guard !spread.arguments.isEmpty else {
                        edit.keep(index)
                        continue
                    }
                    if let name { spread.name.value = name }
                    spread.arguments = []
                    edit.replace(index, with: .fragmentSpread(spread))
                case .linkedField, .inlineFragment, .condition, .clientExtension:
                    if let changed = selection.replacingChildren({ applied($0, depth: depth) }) {
                        edit.replace(index, with: changed)
                    } else {
                        edit.keep(index)
                    }
                }
            }
            return edit.result
        }

        /// The name of the copy for this spread, made if new; nil for an unknown fragment
        /// (reported by validation) or past `InliningLimitsValidation`'s depth (reported too).
        private func copy(for spread: IR.FragmentSpread, depth: Int) -> String? {
            guard depth < InliningLimitsValidation.maximumDepth, let fragment = fragmentsByName[spread.name.value]
            else { return nil }
            // Its own copy, kept by `transform`.
            guard fragment.metadata.reachesFragmentArguments else { return fragment.name.value }
            var values: [String: IR.Value] = [:]
            for definition in fragment.argumentDefinitions {
                let passed = spread.arguments.first { $0.name.value == definition.name.value }?.value
                values[definition.name.value] = passed ?? definition.defaultValue ?? .null
            }
            let name =
                spread.arguments.isEmpty
                ? fragment.name.value
                : fragment.name.value + "_"
                    + StableHash.base62(
                        values.keys.sorted().map { $0 + ":" + (values[$0] ?? .null).graphQLText }.joined(separator: ",")
                    )
            // Claimed before recursing, so that a cycle ends here.
            guard copies.claim(name) else { return name }
            var copy = fragment
            copy.name.value = name
            copy.argumentDefinitions = []
            copy.selections = apply(IR.Selection.substitute(fragment.selections, values), depth: depth + 1)
            copies.store(copy)
            return name
        }
    }
}

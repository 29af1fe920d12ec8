import GraphQLSchema
import RelayNodes

extension IR {
    /// A field of object, interface or union type.
    public struct LinkedField: Sendable {
        @usableFromInline
        struct Fields: Sendable {
            @usableFromInline var alias: Name?
            @usableFromInline var name: Name
            @usableFromInline var type: SchemaTypeReference
            @usableFromInline var arguments: [Argument]
            @usableFromInline var directives: [Directive]
            @usableFromInline var handles: [FieldHandle]
            @usableFromInline var selections: [Selection]
            @usableFromInline var isGenerated: Bool
            @usableFromInline var required: RequiredFieldAction? = nil
            /// `responseKey`'s hash, kept with it (see `IR.responseKeyHash`).
            @usableFromInline var responseKeyHash: UInt32

            /// Hashes the response key again, after the alias or name changed.
            @usableFromInline
            mutating func rehashResponseKey() {
                responseKeyHash = IR.responseKeyHash(alias: alias, name: name)
            }
        }

        @usableFromInline
        var storage: CopyOnWrite<Fields>

        /// Creates a linked field.
        public init(
            alias: Name? = nil, name: Name, type: SchemaTypeReference, arguments: [Argument] = [],
            directives: [Directive] = [], handles: [FieldHandle] = [], selections: [Selection],
            isGenerated: Bool = false
        ) {
            storage = CopyOnWrite(
                Fields(
                    alias: alias, name: name, type: type, arguments: arguments, directives: directives,
                    handles: handles, selections: selections, isGenerated: isGenerated,
                    responseKeyHash: IR.responseKeyHash(alias: alias, name: name)))
        }

        /// The alias, if one was written.
        @inlinable public var alias: Name? {
            get { storage.fields.alias }
            _modify {
                defer { storage.fields.rehashResponseKey() }
                yield &storage.fields.alias
            }
        }

        /// The schema field's name, located at the name (where Relay's field diagnostics point).
        @inlinable public var name: Name {
            get { storage.fields.name }
            _modify {
                defer { storage.fields.rehashResponseKey() }
                yield &storage.fields.name
            }
        }

        /// The field's type in the schema.
        @inlinable public var type: SchemaTypeReference {
            get { storage.fields.type }
            _modify { yield &storage.fields.type }
        }

        /// The arguments, in source order.
        @inlinable public var arguments: [Argument] {
            get { storage.fields.arguments }
            _modify { yield &storage.fields.arguments }
        }

        /// Directives not lowered into IR nodes.
        @inlinable public var directives: [Directive] {
            get { storage.fields.directives }
            _modify { yield &storage.fields.directives }
        }

        /// Handlers the runtime runs on the field's value (`connection`, `appendEdge`, …).
        @inlinable public var handles: [FieldHandle] {
            get { storage.fields.handles }
            _modify { yield &storage.fields.handles }
        }

        /// The selections on the field's type.
        @inlinable public var selections: [Selection] {
            get { storage.fields.selections }
            _modify { yield &storage.fields.selections }
        }

        /// Whether a transform added the field for the runtime (a connection's `pageInfo`)
        /// rather than the user selecting it: generated types leave such fields out.
        @inlinable public var isGenerated: Bool {
            get { storage.fields.isGenerated }
            _modify { yield &storage.fields.isGenerated }
        }

        /// The action of the field's `@required` on the reader side (see
        /// `RequiredDirectiveTransform`), else `nil`. Selections that differ only in it are the
        /// same selection.
        @inlinable public var required: RequiredFieldAction? {
            get { storage.fields.required }
            _modify { yield &storage.fields.required }
        }

        /// The key of the field in the response: the alias, else the name.
        @inlinable public var responseKey: String { alias?.value ?? name.value }

        /// The response key's hash: fields with different hashes have different keys.
        @inlinable var responseKeyHash: UInt32 { storage.fields.responseKeyHash }
    }
}

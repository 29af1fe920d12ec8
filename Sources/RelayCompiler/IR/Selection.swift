import GraphQLSchema

extension IR {
    /// One selection of a selection set.
    public indirect enum Selection: Sendable {
        /// A field of scalar or enum type (`__typename` and `__id` included).
        case scalarField(ScalarField)
        /// A field of object, interface or union type.
        case linkedField(LinkedField)
        /// `... on T { }` or `... { }`; named fragments inlined for normalization too.
        case inlineFragment(InlineFragment)
        /// `...Name`, with its `@arguments`.
        case fragmentSpread(FragmentSpread)
        /// Selections under `@include`/`@skip`, lowered from the directives.
        case condition(Condition)
        /// Client-only selections (`__id`): read and normalized, never sent to the server.
        case clientExtension([Selection])
    }

    /// A field of scalar or enum type.
    public struct ScalarField: Sendable {
        /// The alias, if one was written.
        public var alias: Name?
        /// The schema field's name, located at the name (where Relay's field diagnostics point).
        public var name: Name
        /// The field's type in the schema (`ID!`, `[String]`, …).
        public var type: SchemaTypeReference
        /// The arguments, in source order.
        public var arguments: [Argument]
        /// Directives not lowered into IR nodes.
        public var directives: [Directive]
        /// Handlers the runtime runs on the field's value (`deleteRecord`, `deleteEdge`).
        public var handles: [FieldHandle]
        /// Whether a transform added the field for the runtime (a connection's `cursor`) rather
        /// than the user selecting it: generated types leave such fields out.
        public var isGenerated: Bool

        /// Creates a scalar field.
        public init(
            alias: Name? = nil, name: Name, type: SchemaTypeReference, arguments: [Argument] = [],
            directives: [Directive] = [], handles: [FieldHandle] = [], isGenerated: Bool = false
        ) {
            self.alias = alias
            self.name = name
            self.type = type
            self.arguments = arguments
            self.directives = directives
            self.handles = handles
            self.isGenerated = isGenerated
        }

        /// The key of the field in the response: the alias, else the name.
        public var responseKey: String { alias?.value ?? name.value }
    }

    /// A field of object, interface or union type.
    public struct LinkedField: Sendable {
        /// The alias, if one was written.
        public var alias: Name?
        /// The schema field's name, located at the name (where Relay's field diagnostics point).
        public var name: Name
        /// The field's type in the schema.
        public var type: SchemaTypeReference
        /// The arguments, in source order.
        public var arguments: [Argument]
        /// Directives not lowered into IR nodes.
        public var directives: [Directive]
        /// Handlers the runtime runs on the field's value (`connection`, `appendEdge`, …).
        public var handles: [FieldHandle]
        /// The selections on the field's type.
        public var selections: [Selection]
        /// Whether a transform added the field for the runtime (a connection's `pageInfo`)
        /// rather than the user selecting it: generated types leave such fields out.
        public var isGenerated: Bool

        /// Creates a linked field.
        public init(
            alias: Name? = nil, name: Name, type: SchemaTypeReference, arguments: [Argument] = [],
            directives: [Directive] = [], handles: [FieldHandle] = [], selections: [Selection],
            isGenerated: Bool = false
        ) {
            self.alias = alias
            self.name = name
            self.type = type
            self.arguments = arguments
            self.directives = directives
            self.handles = handles
            self.selections = selections
            self.isGenerated = isGenerated
        }

        /// The key of the field in the response: the alias, else the name.
        public var responseKey: String { alias?.value ?? name.value }
    }

    /// Selections that apply when the record's type matches `typeCondition`.
    public struct InlineFragment: Sendable {
        /// The type condition, or `nil` for `... { }` (the parent type).
        public var typeCondition: TypeID?
        /// Directives not lowered into IR nodes.
        public var directives: [Directive]
        /// The selections.
        public var selections: [Selection]
        /// The whole inline fragment.
        public var location: Location

        /// Creates an inline fragment.
        public init(typeCondition: TypeID?, directives: [Directive] = [], selections: [Selection], location: Location) {
            self.typeCondition = typeCondition
            self.directives = directives
            self.selections = selections
            self.location = location
        }
    }

    /// A named fragment spread.
    public struct FragmentSpread: Sendable {
        /// The spread fragment's name, located at the name.
        public var name: Name
        /// The values passed with `@arguments`, in source order.
        public var arguments: [Argument]
        /// Directives not lowered into IR nodes.
        public var directives: [Directive]

        /// Creates a fragment spread.
        public init(name: Name, arguments: [Argument] = [], directives: [Directive] = []) {
            self.name = name
            self.arguments = arguments
            self.directives = directives
        }
    }

    /// Selections included only when `value` equals `passingValue`: `@include(if:)` passes on
    /// `true`, `@skip(if:)` on `false`.
    public struct Condition: Sendable {
        /// A variable or a Boolean literal.
        public var value: Value
        /// The value for which the selections are included.
        public var passingValue: Bool
        /// The guarded selections.
        public var selections: [Selection]
        /// The directive this was lowered from.
        public var location: Location

        /// Creates a condition.
        public init(value: Value, passingValue: Bool, selections: [Selection], location: Location) {
            self.value = value
            self.passingValue = passingValue
            self.selections = selections
            self.location = location
        }
    }

    /// A handler the runtime runs on a field after normalizing it: Relay's `@__clientField`.
    public struct FieldHandle: Sendable {
        /// The handler's name: `connection`, `appendEdge`, `deleteRecord`, ….
        public var handle: String
        /// The handle key (`@connection`'s `key`; empty for the declarative directives).
        public var key: String
        /// Names of the field arguments that identify the handled value, or `nil`.
        public var filters: [String]?
        /// `@connection(dynamicKey_UNSTABLE:)`.
        public var dynamicKey: Value?
        /// Arguments for the handler itself (`connections`, `edgeTypeName`), in source order.
        public var handleArguments: [Argument]
        /// The directive this was lowered from.
        public var location: Location

        /// Creates a handle.
        public init(
            handle: String, key: String = "", filters: [String]? = nil, dynamicKey: Value? = nil,
            handleArguments: [Argument] = [], location: Location
        ) {
            self.handle = handle
            self.key = key
            self.filters = filters
            self.dynamicKey = dynamicKey
            self.handleArguments = handleArguments
            self.location = location
        }
    }
}

import GraphQLSchema

extension IR {
    /// One selection of a selection set.
    ///
    /// Not `indirect`: each node holds its fields behind one reference of its own
    /// (`CopyOnWrite`), so a selection is one pointer wide and copying it retains one object.
    public enum Selection: Sendable {
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
        public var origin: Origin
        /// Where that directive is.
        public var location: Location

        /// The directive a handle comes from.
        public enum Origin: Sendable {
            /// `@connection`.
            case connection
            /// `@__clientField`, written by hand.
            case clientField
            /// A declarative mutation directive (`@appendEdge`, `@deleteRecord`, …).
            case mutation
        }

        /// Whether the reader reads the field from the handle's storage instead of from the
        /// field: a declarative mutation directive's handler updates other records only.
        public var isRead: Bool { origin != .mutation }

        /// Creates a handle.
        public init(
            handle: String, key: String = "", filters: [String]? = nil, dynamicKey: Value? = nil,
            handleArguments: [Argument] = [], origin: Origin, location: Location
        ) {
            self.handle = handle
            self.origin = origin
            self.key = key
            self.filters = filters
            self.dynamicKey = dynamicKey
            self.handleArguments = handleArguments
            self.location = location
        }
    }
}

extension IR.Selection {
    /// Whether this is the scalar field `name` selected under its own name (no alias): a
    /// selection that already gives the store a record's identity or type. Lengths compare
    /// first: most names differ in length, and strings that are not literals compare slowly.
    func isUnaliasedScalarField(named name: String) -> Bool {
        guard case .scalarField(let field) = self, field.alias == nil else { return false }
        return field.name.value.utf8.count == name.utf8.count && field.name.value == name
    }
}

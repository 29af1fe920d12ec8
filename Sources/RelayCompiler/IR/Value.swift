import GraphQLSchema

extension IR {
    /// An argument of a field, directive or fragment spread.
    public struct Argument: Sendable {
        /// The argument's name.
        public var name: Name
        /// The value passed.
        public var value: Value
        /// The type the schema (or the fragment's `@argumentDefinitions`) expects, when known.
        public var expectedType: SchemaTypeReference?
        /// Where the value was written (diagnostics about a value point at it); `nil` for
        /// values a transform generated.
        public var valueLocation: Location?

        /// Creates an argument.
        public init(
            name: Name, value: Value, expectedType: SchemaTypeReference? = nil, valueLocation: Location? = nil
        ) {
            self.name = name
            self.value = value
            self.expectedType = expectedType
            self.valueLocation = valueLocation
        }
    }

    /// A directive that no transform has lowered: a server directive printed in the query
    /// text, or a Relay directive still waiting for its pass.
    public struct Directive: Sendable {
        /// The directive's name without `@`, located at the name.
        public var name: Name
        /// The arguments, in source order.
        public var arguments: [Argument]
        /// The whole directive, from `@` to its closing parenthesis.
        public var location: Location

        /// Creates a directive.
        public init(name: Name, arguments: [Argument] = [], location: Location) {
            self.name = name
            self.arguments = arguments
            self.location = location
        }

        /// The argument with this name, if given.
        public func argument(named name: String) -> Argument? {
            arguments.first { $0.name.value == name }
        }

        /// Whether this is `@include` or `@skip` (which `ConditionTransform` lowers).
        public var isCondition: Bool { name.value == "include" || name.value == "skip" }
    }

    /// A value detached from its source text. Numbers keep their lexeme so that the query
    /// text prints them exactly as written.
    public indirect enum Value: Hashable, Sendable {
        /// `$name` (the name without `$`).
        case variable(String)
        /// `null`.
        case null
        /// An `Int` literal's lexeme.
        case int(String)
        /// A `Float` literal's lexeme.
        case float(String)
        /// A string literal's decoded value.
        case string(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// An enum value.
        case enumValue(String)
        /// `[…]`.
        case list([Value])
        /// `{…}`, fields in source order.
        case object([ObjectField])

        /// Whether a variable occurs anywhere in the value.
        public var containsVariable: Bool {
            switch self {
            case .variable: true
            case .list(let items): items.contains { $0.containsVariable }
            case .object(let fields): fields.contains { $0.value.containsVariable }
            case .null, .int, .float, .string, .boolean, .enumValue: false
            }
        }
    }

    /// A field of an input-object value.
    public struct ObjectField: Hashable, Sendable {
        /// The field's name.
        public var name: String
        /// Its value.
        public var value: Value

        /// Creates an object field.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }
}

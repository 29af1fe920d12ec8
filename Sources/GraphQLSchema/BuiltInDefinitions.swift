import GraphQLSyntax

/// The definitions every schema starts with, written as SDL and parsed once: the standard
/// scalars, the specified directives, the introspection types, and Relay's directives.
///
/// A schema's own SDL may redefine a standard scalar or a directive (its definition then
/// replaces the built-in one, as in the reference implementation); the introspection types
/// cannot be redefined.
enum BuiltInDefinitions {
    /// The name diagnostics show for the built-in source.
    static let sourceName = "<built-in>"

    /// The parsed definitions. Parsing cannot fail (a test checks it); if it ever did, the
    /// schema would simply start empty rather than crash.
    static let document: Document = {
        let source = Source(text: sdl, name: sourceName)
        return (try? Parser.parseDocument(source)) ?? Document(definitions: [], source: source)
    }()

    /// Directives that take any argument: Relay's fragment arguments.
    static let directivesAcceptingAnyArgument: Set<String> = ["argumentDefinitions", "arguments"]

    /// Relay's declarative mutation directives that take `connections`.
    static let connectionsDirectives: Set<String> = [
        "appendEdge", "prependEdge", "appendNode", "prependNode", "deleteEdge",
    ]

    /// Relay's directives: the compiler's, which no server knows.
    static let relayDirectives: Set<String> = [
        "connection", "argumentDefinitions", "arguments", "refetchable", "relay", "inline", "appendEdge",
        "prependEdge", "appendNode", "prependNode", "deleteEdge", "deleteRecord", "__clientField", "required",
    ]

    /// The standard scalar names.
    static let scalarNames: [String] = ["Int", "Float", "String", "Boolean", "ID"]

    /// The names of the standard scalars and introspection types, which SDL may mention
    /// without defining them.
    static let standardTypeNames: [String] =
        scalarNames + [
            "__Schema", "__Directive", "__DirectiveLocation", "__Type", "__Field", "__InputValue", "__EnumValue",
            "__TypeKind",
        ]

    static let sdl = """
        "The `Int` scalar type represents non-fractional signed whole numeric values between -(2^31) and 2^31 - 1."
        scalar Int
        "The `Float` scalar type represents signed double-precision fractional values as specified by IEEE 754."
        scalar Float
        "The `String` scalar type represents textual data, represented as UTF-8 character sequences."
        scalar String
        "The `Boolean` scalar type represents `true` or `false`."
        scalar Boolean
        "The `ID` scalar type represents a unique identifier, serialized as a String."
        scalar ID

        "Directs the executor to include this field or fragment only when the `if` argument is true."
        directive @include("Included when true." if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
        "Directs the executor to skip this field or fragment when the `if` argument is true."
        directive @skip("Skipped when true." if: Boolean!) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
        "Marks an element of a GraphQL schema as no longer supported."
        directive @deprecated(
          "Explains why this element was deprecated, usually also including a suggestion for how to access supported similar data."
          reason: String = "No longer supported"
        ) on FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE
        "Exposes a URL that specifies the behavior of this scalar."
        directive @specifiedBy("The URL that specifies the behavior of this scalar." url: String!) on SCALAR
        "Indicates exactly one field must be supplied and this field must not be `null`."
        directive @oneOf on INPUT_OBJECT

        "Relay: a connection field, kept in the store under `key` and the `filters` arguments."
        directive @connection(key: String!, filters: [String], handler: String, dynamicKey_UNSTABLE: String) on FIELD
        "Relay: the arguments a fragment takes, each `name: {type: \\"T\\", defaultValue: v}`."
        directive @argumentDefinitions on FRAGMENT_DEFINITION
        "Relay: the values passed to a fragment's `@argumentDefinitions`."
        directive @arguments on FRAGMENT_SPREAD
        "Relay: generates a query that refetches the fragment, named `queryName` (else `<fragment name>RefetchQuery`), with the `directives` given (each written as GraphQL); with `preferFetchable: true`, through the type's `@fetchable` field rather than `node`."
        directive @refetchable(queryName: String, directives: [String!], preferFetchable: Boolean) on FRAGMENT_DEFINITION
        "Relay: a plural fragment (a list of records), or a spread that is not masked."
        directive @relay(plural: Boolean, mask: Boolean) on FRAGMENT_DEFINITION | FRAGMENT_SPREAD
        "Relay: asks for a type of the raw response (relay-swift-compiler generates none; the artifacts are unchanged)."
        directive @raw_response_type on QUERY | MUTATION | SUBSCRIPTION
        "Relay: a fragment whose data is read with readInlineData."
        directive @inline on FRAGMENT_DEFINITION
        "Relay: reads the spread fragment (or the inline fragment's selections) as an object of its own, named `as` (else the fragment's name, or the type condition's), which is null when the record is not of that type."
        directive @alias(as: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
        "Relay: a spread that newer Relays require an `@alias` on, left unaliased for now (it changes nothing)."
        directive @dangerously_unaliased_fixme on FRAGMENT_SPREAD
        "Relay: appends the edge to the given connections once the mutation completes."
        directive @appendEdge(connections: [ID!]!) on FIELD
        "Relay: prepends the edge to the given connections once the mutation completes."
        directive @prependEdge(connections: [ID!]!) on FIELD
        "Relay: wraps the node in an edge of `edgeTypeName` and appends it to the given connections."
        directive @appendNode(connections: [ID!]!, edgeTypeName: String!) on FIELD
        "Relay: wraps the node in an edge of `edgeTypeName` and prepends it to the given connections."
        directive @prependNode(connections: [ID!]!, edgeTypeName: String!) on FIELD
        "Relay: removes the edges of the node with this ID from the given connections."
        directive @deleteEdge(connections: [ID!]!) on FIELD
        "Relay: deletes the record with this ID from the store."
        directive @deleteRecord on FIELD
        "Relay: runs the runtime's handler `handle` on the field, which the reader then reads from the handle's storage."
        directive @__clientField(filters: [String!], handle: String!, key: String) on FIELD
        "Relay: the field is not expected to be null; when it is, the object holding it reads as null, and `action` says what else happens."
        directive @required(action: RequiredFieldAction!) on FIELD
        "Relay: what a read does when a `@required` field is null, besides making the object holding it null."
        enum RequiredFieldAction {
          "Nothing more."
          NONE
          "Reports the field to the environment's logger."
          LOG
          "Fails the read."
          THROW
        }

        "A GraphQL Schema defines the capabilities of a GraphQL server."
        type __Schema {
          description: String
          "A list of all types supported by this server."
          types: [__Type!]!
          "The type that query operations will be rooted at."
          queryType: __Type!
          "If this server supports mutation, the type that mutation operations will be rooted at."
          mutationType: __Type
          "If this server support subscription, the type that subscription operations will be rooted at."
          subscriptionType: __Type
          "A list of all directives supported by this server."
          directives: [__Directive!]!
        }

        "The fundamental unit of any GraphQL Schema is the type."
        type __Type {
          kind: __TypeKind!
          name: String
          description: String
          specifiedByURL: String
          fields(includeDeprecated: Boolean = false): [__Field!]
          interfaces: [__Type!]
          possibleTypes: [__Type!]
          enumValues(includeDeprecated: Boolean = false): [__EnumValue!]
          inputFields(includeDeprecated: Boolean = false): [__InputValue!]
          ofType: __Type
          isOneOf: Boolean
        }

        "An enum describing what kind of type a given `__Type` is."
        enum __TypeKind {
          SCALAR
          OBJECT
          INTERFACE
          UNION
          ENUM
          INPUT_OBJECT
          LIST
          NON_NULL
        }

        "Object and Interface types are described by a list of Fields, each of which has a name, potentially a list of arguments, and a return type."
        type __Field {
          name: String!
          description: String
          args(includeDeprecated: Boolean = false): [__InputValue!]!
          type: __Type!
          isDeprecated: Boolean!
          deprecationReason: String
        }

        "Arguments provided to Fields or Directives and the input fields of an InputObject are represented as Input Values which describe their type and optionally a default value."
        type __InputValue {
          name: String!
          description: String
          type: __Type!
          "A GraphQL-formatted string representing the default value for this input value."
          defaultValue: String
          isDeprecated: Boolean!
          deprecationReason: String
        }

        "One possible value for a given Enum."
        type __EnumValue {
          name: String!
          description: String
          isDeprecated: Boolean!
          deprecationReason: String
        }

        "A Directive provides a way to describe alternate runtime execution and type validation behavior in a GraphQL document."
        type __Directive {
          name: String!
          description: String
          isRepeatable: Boolean!
          locations: [__DirectiveLocation!]!
          args(includeDeprecated: Boolean = false): [__InputValue!]!
        }

        "A Directive can be adjacent to many parts of the GraphQL language."
        enum __DirectiveLocation {
          QUERY
          MUTATION
          SUBSCRIPTION
          FIELD
          FRAGMENT_DEFINITION
          FRAGMENT_SPREAD
          INLINE_FRAGMENT
          VARIABLE_DEFINITION
          SCHEMA
          SCALAR
          OBJECT
          FIELD_DEFINITION
          ARGUMENT_DEFINITION
          INTERFACE
          UNION
          ENUM
          ENUM_VALUE
          INPUT_OBJECT
          INPUT_FIELD_DEFINITION
        }

        "Meta-fields, selectable without being defined: see `GraphQLSchema.field(named:on:)`."
        type __MetaFields {
          "The name of the object type."
          __typename: String!
          "Relay: the ID of the record in the store."
          __id: ID!
          "Access the current type schema of this server."
          __schema: __Schema!
          "Request the type information of a single type."
          __type(name: String!): __Type
        }
        """
}

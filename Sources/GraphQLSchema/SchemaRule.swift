/// The names diagnostics carry in `Diagnostic.rule`: the reference implementation's SDL
/// validation rules (named as the issue names rules, without the reference's `Rule` suffix),
/// and for the checks of a built schema the name of the function of its `validateSchema`
/// that makes them.
public enum SchemaRule {
    /// At most one `schema` definition.
    public static let loneSchemaDefinition = "LoneSchemaDefinition"
    /// Each root operation named once across `schema` and its extensions.
    public static let uniqueOperationTypes = "UniqueOperationTypes"
    /// Each type defined once.
    public static let uniqueTypeNames = "UniqueTypeNames"
    /// Each enum value defined once per enum.
    public static let uniqueEnumValueNames = "UniqueEnumValueNames"
    /// Each field defined once per object, interface or input object type.
    public static let uniqueFieldDefinitionNames = "UniqueFieldDefinitionNames"
    /// Each argument defined once per field or directive.
    public static let uniqueArgumentDefinitionNames = "UniqueArgumentDefinitionNames"
    /// Each directive defined once.
    public static let uniqueDirectiveNames = "UniqueDirectiveNames"
    /// Every type referred to exists.
    public static let knownTypeNames = "KnownTypeNames"
    /// Every applied directive exists and is allowed where it is used.
    public static let knownDirectives = "KnownDirectives"
    /// A non-repeatable directive used once per location.
    public static let uniqueDirectivesPerLocation = "UniqueDirectivesPerLocation"
    /// An extension extends a defined type of its own kind.
    public static let possibleTypeExtensions = "PossibleTypeExtensions"
    /// Every argument given to a directive is one it defines.
    public static let knownArgumentNamesOnDirectives = "KnownArgumentNamesOnDirectives"
    /// Each argument given once.
    public static let uniqueArgumentNames = "UniqueArgumentNames"
    /// Each input object field given once in a value.
    public static let uniqueInputFieldNames = "UniqueInputFieldNames"
    /// A directive's required arguments are given.
    public static let providedRequiredArgumentsOnDirectives = "ProvidedRequiredArgumentsOnDirectives"

    /// A query root type that exists, and root types that are object types.
    public static let validateRootTypes = "validateRootTypes"
    /// Directive arguments of input types, not both required and deprecated.
    public static let validateDirectives = "validateDirectives"
    /// No name starting with `__` outside introspection.
    public static let validateName = "validateName"
    /// Object and interface types with fields, of output types, with valid arguments.
    public static let validateFields = "validateFields"
    /// Implemented types that are interfaces, each once, not the type itself.
    public static let validateInterfaces = "validateInterfaces"
    /// Each field of an implemented interface provided with a compatible type and arguments.
    public static let validateTypeImplementsInterface = "validateTypeImplementsInterface"
    /// The interfaces of an implemented interface implemented too.
    public static let validateTypeImplementsAncestors = "validateTypeImplementsAncestors"
    /// Unions with members, object types each once.
    public static let validateUnionMembers = "validateUnionMembers"
    /// Enums with values.
    public static let validateEnumValues = "validateEnumValues"
    /// Input objects with fields of input types, not both required and deprecated.
    public static let validateInputFields = "validateInputFields"
    /// Fields of a `@oneOf` input object nullable and without default.
    public static let validateOneOfInputObjectField = "validateOneOfInputObjectField"
    /// No input object reachable from itself through non-null fields alone.
    public static let validateInputObjectCircularRefs = "validateInputObjectCircularRefs"
    /// A type reference nested deeper than `SchemaTypeReference.maximumWrapperCount`.
    public static let typeNesting = "TypeNesting"
}

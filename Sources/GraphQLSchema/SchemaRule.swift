/// The names diagnostics carry in `Diagnostic.rule`: the reference implementation's SDL
/// validation rules, and for the checks of a built schema the name of the function of its
/// `validateSchema` that makes them.
public enum SchemaRule {
    public static let loneSchemaDefinition = "LoneSchemaDefinitionRule"
    public static let uniqueOperationTypes = "UniqueOperationTypesRule"
    public static let uniqueTypeNames = "UniqueTypeNamesRule"
    public static let uniqueEnumValueNames = "UniqueEnumValueNamesRule"
    public static let uniqueFieldDefinitionNames = "UniqueFieldDefinitionNamesRule"
    public static let uniqueArgumentDefinitionNames = "UniqueArgumentDefinitionNamesRule"
    public static let uniqueDirectiveNames = "UniqueDirectiveNamesRule"
    public static let knownTypeNames = "KnownTypeNamesRule"
    public static let knownDirectives = "KnownDirectivesRule"
    public static let uniqueDirectivesPerLocation = "UniqueDirectivesPerLocationRule"
    public static let possibleTypeExtensions = "PossibleTypeExtensionsRule"
    public static let knownArgumentNamesOnDirectives = "KnownArgumentNamesOnDirectivesRule"
    public static let uniqueArgumentNames = "UniqueArgumentNamesRule"
    public static let uniqueInputFieldNames = "UniqueInputFieldNamesRule"
    public static let providedRequiredArgumentsOnDirectives = "ProvidedRequiredArgumentsOnDirectivesRule"

    public static let validateRootTypes = "validateRootTypes"
    public static let validateDirectives = "validateDirectives"
    public static let validateName = "validateName"
    public static let validateFields = "validateFields"
    public static let validateInterfaces = "validateInterfaces"
    public static let validateTypeImplementsInterface = "validateTypeImplementsInterface"
    public static let validateTypeImplementsAncestors = "validateTypeImplementsAncestors"
    public static let validateUnionMembers = "validateUnionMembers"
    public static let validateEnumValues = "validateEnumValues"
    public static let validateInputFields = "validateInputFields"
    public static let validateOneOfInputObjectField = "validateOneOfInputObjectField"
    public static let validateInputObjectCircularRefs = "validateInputObjectCircularRefs"
    /// A type reference nested deeper than `SchemaTypeReference.maximumWrapperCount`.
    public static let typeNesting = "TypeNesting"
}

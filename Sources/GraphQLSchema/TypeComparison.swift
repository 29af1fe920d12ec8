/// Subtyping between wrapped types, shared by the built schema and the checks that run
/// while it is built.
enum TypeComparison {
    /// The reference's `isTypeSubTypeOf`: equal types; a non-null candidate for a nullable
    /// or non-null expectation; lists item by item; an object or interface candidate that is a
    /// possible type of an abstract expectation.
    static func isSubType(
        _ candidate: SchemaTypeReference, of expected: SchemaTypeReference, kindOf: (TypeID) -> TypeKind?,
        isPossibleType: (TypeID, TypeID) -> Bool
    ) -> Bool {
        var candidate = candidate
        var expected = expected
        while true {
            if candidate == expected { return true }
            if expected.isNonNull {
                guard candidate.isNonNull, let candidateInner = candidate.ofType, let expectedInner = expected.ofType
                else {
                    return false
                }
                candidate = candidateInner
                expected = expectedInner
                continue
            }
            if candidate.isNonNull {
                guard let inner = candidate.ofType else { return false }
                candidate = inner
                continue
            }
            if expected.isList {
                guard candidate.isList, let candidateInner = candidate.ofType, let expectedInner = expected.ofType
                else {
                    return false
                }
                candidate = candidateInner
                expected = expectedInner
                continue
            }
            if candidate.isList { return false }
            guard let expectedKind = kindOf(expected.namedType), expectedKind.isAbstract,
                let candidateKind = kindOf(candidate.namedType), candidateKind == .object || candidateKind == .interface
            else { return false }
            return isPossibleType(candidate.namedType, expected.namedType)
        }
    }
}

import GraphQLSyntax

extension TypeKind {
    /// Where directives applied to a type of this kind are used.
    var directiveLocation: DirectiveLocation {
        switch self {
        case .scalar: .scalar
        case .object: .object
        case .interface: .interface
        case .union: .union
        case .enumeration: .enumeration
        case .inputObject: .inputObject
        }
    }
}

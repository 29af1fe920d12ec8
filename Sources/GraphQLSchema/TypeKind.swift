/// The six kinds of named type (§3.4).
public enum TypeKind: String, Sendable, Hashable, CaseIterable {
    case scalar = "SCALAR"
    case object = "OBJECT"
    case interface = "INTERFACE"
    case union = "UNION"
    case enumeration = "ENUM"
    case inputObject = "INPUT_OBJECT"

    /// Whether values of the kind may be used as arguments and input fields (§3.4.2).
    public var isInputType: Bool {
        switch self {
        case .scalar, .enumeration, .inputObject: true
        case .object, .interface, .union: false
        }
    }

    /// Whether fields may return the kind (§3.4.2).
    public var isOutputType: Bool { self != .inputObject }

    /// Whether a selection set may select fields of the kind: objects, interfaces, unions.
    public var isComposite: Bool {
        switch self {
        case .object, .interface, .union: true
        case .scalar, .enumeration, .inputObject: false
        }
    }

    /// Whether the kind stands for one of several object types: interfaces and unions.
    public var isAbstract: Bool { self == .interface || self == .union }

    /// Whether a field of the kind is a leaf of a response: scalars and enums.
    public var isLeaf: Bool { self == .scalar || self == .enumeration }

    /// The kind as messages name it: "object", "input object".
    public var displayName: String {
        switch self {
        case .scalar: "scalar"
        case .object: "object"
        case .interface: "interface"
        case .union: "union"
        case .enumeration: "enum"
        case .inputObject: "input object"
        }
    }
}

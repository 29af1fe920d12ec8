/// The Swift shape of one selection set: a generated `Decodable` type of a `Data` tree.
struct SelectionSetModel: Sendable, Hashable {
    /// The type's name inside its parent type (`Data`, `AddTodo`, `AsUser`).
    var typeName: String
    /// The stored properties of a struct; for a type switch, the properties every case has
    /// with the same type (scalars and fragment pointers), exposed as computed properties.
    var properties: [PropertyModel]
    /// The fragment key protocols the type conforms to (`ToDoItem_todo_Key`).
    var keyConformances: [String]
    /// Whether the type is a struct or an enum switching on `__typename`.
    var shape: Shape

    /// A struct, or an enum with a case per object type that some inline fragment selects on.
    indirect enum Shape: Sendable, Hashable {
        /// A struct with stored properties.
        case object
        /// An enum: one case per type-conditioned inline fragment, and `other` for any other type.
        case typeSwitch(cases: [TypeCaseModel], other: SelectionSetModel)
    }

    /// Whether the type needs an explicit `CodingKeys` (a property name differs from its key).
    var needsCodingKeys: Bool { properties.contains { $0.name != $0.codingKey } }

    /// Whether the type is `Identifiable` (for SwiftUI's `ForEach`, `List`, `sheet(item:)`):
    /// it has an `id` that is always there, and no nested type named `ID`, which Swift would
    /// take for the protocol's associated type.
    var isIdentifiable: Bool {
        properties.contains { $0.name == "id" && !SwiftTypeMapper.isOptional($0.type) }
            && !properties.contains { $0.nested?.typeName == "ID" }
    }
}

/// One property of a generated data type.
struct PropertyModel: Sendable, Hashable {
    /// The Swift name, as declared (escaped with backticks when it is a keyword).
    var declaredName: String
    /// The Swift name without backticks.
    var name: String
    /// The response key it decodes from (the field's alias or name, `fragment_<Name>`).
    var codingKey: String
    /// The Swift type (`String`, `[Edge?]?`, `FragmentPointer`).
    var type: String
    /// The nested type of a linked field.
    var nested: SelectionSetModel?
    /// The fragment whose spread the property holds (its pointer, or an `@inline` fragment's
    /// data): a non-optional one satisfies the fragment's key protocol.
    var spreadFragment: String?
    /// What the schema says of the field (`SchemaDocumentation`), if anything.
    var documentation: String?
}

/// One case of a type switch: the selections that apply when `__typename` is `typename`.
struct TypeCaseModel: Sendable, Hashable {
    /// The case name: `as` + the type name.
    var caseName: String
    /// The GraphQL object type the case stands for.
    var typename: String
    /// The case's data: the common selections and those of the type's inline fragments.
    var model: SelectionSetModel
}

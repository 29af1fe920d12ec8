import GraphQLSchema
import RelayCompiler

/// The enums and input objects that generated code refers to: the types of selected enum
/// fields, and of operation variables with every input object and enum they reach.
struct UsedSchemaTypes {
    private(set) var enums: Set<TypeID> = []
    private(set) var inputObjects: Set<TypeID> = []

    /// Adds what `operation` uses.
    mutating func add(_ operation: IR.Operation, schema: GraphQLSchema) {
        for variable in operation.variables { addInput(variable.type.namedType, schema: schema) }
        addSelections(operation.selections, schema: schema)
    }

    /// Adds what `fragment` uses (fragment arguments have no Swift type).
    mutating func add(_ fragment: IR.Fragment, schema: GraphQLSchema) {
        addSelections(fragment.selections, schema: schema)
    }

    private mutating func addInput(_ id: TypeID, schema: GraphQLSchema) {
        switch schema.kind(of: id) {
        case .enumeration:
            enums.insert(id)
        case .inputObject:
            guard inputObjects.insert(id).inserted else { return }
            for field in schema[id].inputFields { addInput(field.type.namedType, schema: schema) }
        default:
            break
        }
    }

    private mutating func addSelections(_ selections: [IR.Selection], schema: GraphQLSchema) {
        for selection in selections {
            switch selection {
            case .scalarField(let field):
                if schema.kind(of: field.type.namedType) == .enumeration { enums.insert(field.type.namedType) }
            case .linkedField(let field): addSelections(field.selections, schema: schema)
            case .inlineFragment(let fragment): addSelections(fragment.selections, schema: schema)
            case .condition(let condition): addSelections(condition.selections, schema: schema)
            case .clientExtension(let selections): addSelections(selections, schema: schema)
            case .fragmentSpread: break
            }
        }
    }

    /// The input objects that contain themselves through fields that are not lists: a struct
    /// cannot hold itself (even optionally), so these are generated as classes.
    func recursiveInputObjects(in schema: GraphQLSchema) -> Set<TypeID> {
        func directReferences(_ id: TypeID) -> [TypeID] {
            schema[id].inputFields.compactMap { field in
                !field.type.containsList && schema.kind(of: field.type.namedType) == .inputObject
                    ? field.type.namedType : nil
            }
        }
        return inputObjects.filter { start in
            var seen: Set<TypeID> = []
            var pending = directReferences(start)
            while let next = pending.popLast() {
                if next == start { return true }
                if seen.insert(next).inserted { pending.append(contentsOf: directReferences(next)) }
            }
            return false
        }
    }
}

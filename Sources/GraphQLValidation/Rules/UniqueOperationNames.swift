/// §5.2.1.1: no two operations of the program share a name.
enum UniqueOperationNames {
    static let name = "UniqueOperationNames"

    static func check(in context: ValidationContext) {
        var first: [String: ValidationContext.Place] = [:]
        // By index: binding each element copied the operation, retaining its whole definition.
        let operations = context.program.operations
        first.reserveCapacity(operations.count)
        for index in operations.indices {
            guard let operationName = operations[index].definition.name else { continue }
            let here = ValidationContext.Place(document: operations[index].document, span: operationName.span)
            if let earlier = first[operationName.value] {
                DuplicateDefinitionReport.report(
                    rule: name, kind: "operation", name: operationName.value, at: here, earlier: earlier, in: context)
            } else {
                first[operationName.value] = here
            }
        }
    }
}

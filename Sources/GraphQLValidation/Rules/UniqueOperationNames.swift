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
                context.report(
                    name, "There can be only one operation named \"\(operationName.value)\".", at: here.span,
                    in: here.document, related: [("first operation named \"\(operationName.value)\"", earlier)])
            } else {
                first[operationName.value] = here
            }
        }
    }
}

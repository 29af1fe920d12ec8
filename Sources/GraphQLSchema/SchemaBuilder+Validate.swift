import GraphQLSyntax

extension SchemaBuilder {
    /// The checks of the reference's `validateSchema` that need the whole schema built: root
    /// types, interface implementations, union members, `@oneOf` and input object cycles.
    /// (Checks of single definitions run while they are built.)
    mutating func validateBuiltSchema(_ possibleTypes: PossibleTypes) {
        validateRootTypes()
        for index in types.indices where !types[index].isBuiltIn {
            switch types[index].kind {
            case .object, .interface:
                if !types[index].interfaces.isEmpty { validateInterfaces(of: TypeID(Int32(index)), possibleTypes) }
            case .union: validateUnionMembers(of: types[index])
            case .inputObject: if types[index].isOneOf { validateOneOf(types[index]) }
            case .scalar, .enumeration: break
            }
        }
        validateInputObjectCycles()
    }

    /// Reports `message` at the first of `places` with the others as notes.
    mutating func report(_ message: String, rule: String, at places: [(span: SourceSpan, sourceIndex: Int32)]) {
        guard let first = places.first else {
            diagnostics.append(Diagnostic(.error, message, source: nil, span: .none, rule: rule))
            return
        }
        report(
            message, rule: rule, at: first.span, in: first.sourceIndex,
            notes: places.dropFirst().map { note("related", at: $0.span, in: $0.sourceIndex) })
    }

    /// `places` with the last first: the repetition is reported where it was written, the
    /// earlier occurrences as notes.
    func lastFirst(_ places: [(span: SourceSpan, sourceIndex: Int32)]) -> [(span: SourceSpan, sourceIndex: Int32)] {
        places.isEmpty ? [] : [places[places.count - 1]] + places.dropLast()
    }

    /// Where a type's definition and extensions name `name` after `implements` (or `=` for a union).
    func places(naming name: String, in type: TypeID, union: Bool = false) -> [(span: SourceSpan, sourceIndex: Int32)] {
        pendingTypes[type.index].appliedParts.flatMap { part in
            (union ? part.contents.unionMembers : part.contents.implementedInterfaces)
                .filter { $0.value == name }.map { ($0.span, part.sourceIndex) }
        }
    }

    private mutating func validateRootTypes() {
        if rootTypes.query == nil && rootTypes.namedAt[.query] == nil {
            let definition = schemaParts.first { !$0.definition.isExtension }
            report(
                "Query root type must be provided.", rule: SchemaRule.validateRootTypes,
                at: definition.map { [($0.definition.span, $0.sourceIndex)] } ?? [])
        }
        for operation in OperationType.allCases {
            guard let id = rootTypes[operation], pendingTypes[id.index].kind != .object else { continue }
            let prefix = operation == .query ? "Query" : operation == .mutation ? "Mutation" : "Subscription"
            let condition = operation == .query ? "" : " if provided"
            let place: (SourceSpan, Int32) =
                rootTypes.namedAt[operation].map { ($0.name.span, $0.sourceIndex) }
                ?? (pendingTypes[id.index].definition.contents.span, pendingTypes[id.index].definition.sourceIndex)
            report(
                "\(prefix) root type must be Object type\(condition), it cannot be \(name(of: id)).",
                rule: SchemaRule.validateRootTypes, at: [place])
        }
    }

    private mutating func validateUnionMembers(of union: SchemaType) {
        var included = Set<TypeID>()
        for member in union.unionMembers {
            let memberName = name(of: member)
            if kind(of: member) == .object {
                if included.insert(member).inserted { continue }
                report(
                    "Union type \(union.name) can only include type \(memberName) once.",
                    rule: SchemaRule.validateUnionMembers,
                    at: lastFirst(places(naming: memberName, in: union.id, union: true)))
            } else {
                report(
                    "Union type \(union.name) can only include Object types, it cannot include \(memberName).",
                    rule: SchemaRule.validateUnionMembers, at: places(naming: memberName, in: union.id, union: true))
            }
        }
    }

    private mutating func validateOneOf(_ input: SchemaType) {
        guard input.isOneOf else { return }
        for field in input.inputFields {
            if field.type.isNonNull {
                report(
                    "OneOf input field \(input.name).\(field.name) must be nullable.",
                    rule: SchemaRule.validateOneOfInputObjectField, at: field.definition.type.span,
                    in: field.sourceIndex)
            }
            if field.definition.defaultValue != nil {
                report(
                    "OneOf input field \(input.name).\(field.name) cannot have a default value.",
                    rule: SchemaRule.validateOneOfInputObjectField, at: field.definition.span, in: field.sourceIndex)
            }
        }
    }

    /// Reports each cycle of input objects through non-null fields (which no finite value
    /// could satisfy), by a depth-first search that keeps exploring after a cycle is found.
    private mutating func validateInputObjectCycles() {
        var visited = [Bool](repeating: false, count: types.count)
        var pathIndexOfType = [Int](repeating: -1, count: types.count)
        // The path: each entry is the field taken (type, field position) from one input object.
        var path: [(type: TypeID, field: Int)] = []
        for index in types.indices where types[index].kind == .inputObject && !visited[index] {
            let root = TypeID(Int32(index))
            // Each frame: an input object being explored and the next field to look at.
            var stack: [(type: TypeID, nextField: Int)] = [(root, 0)]
            visited[index] = true
            pathIndexOfType[index] = 0
            while let frame = stack.last {
                guard frame.nextField < types[frame.type.index].inputFields.count else {
                    stack.removeLast()
                    pathIndexOfType[frame.type.index] = -1
                    if !path.isEmpty { path.removeLast() }
                    continue
                }
                stack[stack.count - 1].nextField += 1
                let fieldType = types[frame.type.index].inputFields[frame.nextField].type
                guard fieldType.isNonNull, let inner = fieldType.ofType, inner.isNamed,
                    kind(of: inner.namedType) == .inputObject
                else { continue }
                let target = inner.namedType
                path.append((frame.type, frame.nextField))
                let cycleStart = pathIndexOfType[target.index]
                if cycleStart >= 0 {
                    reportCycle(to: target, path: Array(path[cycleStart...]))
                    path.removeLast()
                } else if visited[target.index] {
                    path.removeLast()
                } else {
                    visited[target.index] = true
                    pathIndexOfType[target.index] = path.count
                    stack.append((target, 0))
                }
            }
        }
    }

    private mutating func reportCycle(to target: TypeID, path: [(type: TypeID, field: Int)]) {
        let fields = path.map { types[$0.type.index].inputFields[$0.field] }
        report(
            "Cannot reference Input Object \"\(name(of: target))\" within itself through a series of non-null fields: \"\(fields.map(\.name).joined(separator: "."))\".",
            rule: SchemaRule.validateInputObjectCircularRefs,
            at: fields.map { ($0.definition.span, $0.sourceIndex) })
    }
}

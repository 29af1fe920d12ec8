import GraphQLSchema

extension ConnectionValidator {
    /// The connection type's fields that the transform selects.
    struct Shape {
        var edges: SchemaField
        var cursor: SchemaField
        var node: SchemaField
        var pageInfo: SchemaField
        var pageInfoSubfields: [String: SchemaField]
    }

    /// The shape the connection type exposes in the schema, or nil after reporting what it
    /// lacks: as in Relay, `edges` and `pageInfo` are checked apart, and each of their fields
    /// once they are there.
    mutating func checkShape(of type: SchemaType) -> Shape? {
        let expose = "\(prefix) Expected the field type '\(type.name)' to expose a"
        let edges = checkEdges(of: type, expose)
        let pageInfo = checkPageInfo(of: type, expose)
        guard let edges, let pageInfo else { return nil }
        return Shape(
            edges: edges.edges, cursor: edges.cursor, node: edges.node, pageInfo: pageInfo.field,
            pageInfoSubfields: pageInfo.subfields)
    }

    private mutating func checkEdges(
        of type: SchemaType, _ expose: String
    ) -> (edges: SchemaField, node: SchemaField, cursor: SchemaField)? {
        guard let edges = type.field(named: "edges"), edges.type.containsList,
            schema.kind(of: edges.type.namedType) == .object || schema.kind(of: edges.type.namedType) == .interface
        else {
            fail(field.name.location, "\(expose) 'edges' field that returns a list of objects.")
            return nil
        }
        let edgeType = schema[edges.type.namedType]
        let node = edgeType.field(named: "node").flatMap { node in
            !node.type.containsList && schema.kind(of: node.type.namedType).isComposite ? node : nil
        }
        if node == nil {
            fail(field.name.location, "\(expose) 'edges { node }' field that returns an object, interface or union.")
        }
        let cursor = edgeType.field(named: "cursor").flatMap { cursor in
            !cursor.type.containsList && schema.kind(of: cursor.type.namedType).isLeaf ? cursor : nil
        }
        if cursor == nil {
            fail(field.name.location, "\(expose) 'edges { cursor }' field that returns a scalar.")
        }
        guard let node, let cursor else { return nil }
        return (edges, node, cursor)
    }

    private mutating func checkPageInfo(
        of type: SchemaType, _ expose: String
    ) -> (field: SchemaField, subfields: [String: SchemaField])? {
        guard let pageInfo = type.field(named: "pageInfo"), schema.kind(of: pageInfo.type.namedType) == .object,
            !pageInfo.type.containsList
        else {
            fail(field.name.location, "\(expose) 'pageInfo' field that returns an object.")
            return nil
        }
        var subfields: [String: SchemaField] = [:]
        let pageInfoType = schema[pageInfo.type.namedType]
        for name in ["endCursor", "hasNextPage", "hasPreviousPage", "startCursor"] {
            guard let subfield = pageInfoType.field(named: name), schema.kind(of: subfield.type.namedType).isLeaf,
                !subfield.type.containsList
            else {
                fail(field.name.location, "\(expose) 'pageInfo { \(name) }' field that returns a scalar.")
                continue
            }
            subfields[name] = subfield
        }
        return subfields.count == 4 ? (pageInfo, subfields) : nil
    }
}

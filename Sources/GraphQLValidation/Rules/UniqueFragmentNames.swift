/// §5.5.1.1: no two fragments of the program share a name.
enum UniqueFragmentNames {
    static let name = "UniqueFragmentNames"

    static func check(in context: ValidationContext) {
        var first: [String: ValidationContext.Place] = [:]
        // By index: binding each element copied the fragment, retaining its whole definition.
        let fragments = context.program.fragments
        first.reserveCapacity(fragments.count)
        for index in fragments.indices {
            let fragmentName = fragments[index].definition.name
            let here = ValidationContext.Place(document: fragments[index].document, span: fragmentName.span)
            if let earlier = first[fragmentName.value] {
                DuplicateDefinitionReport.report(
                    rule: name, kind: "fragment", name: fragmentName.value, at: here, earlier: earlier, in: context)
            } else {
                first[fragmentName.value] = here
            }
        }
    }
}

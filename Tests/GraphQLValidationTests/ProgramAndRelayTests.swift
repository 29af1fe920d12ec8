import GraphQLSyntax
import GraphQLValidation
import XCTest

/// Documents validated as one program, and Relay's relaxations.
final class ProgramAndRelayTests: XCTestCase {
    private func found(_ documents: [String], options: ValidationOptions = .specification) -> [String] {
        OracleHarness.found(in: documents, options: options).map(\.description).sorted()
    }

    func testFragmentInAnotherDocument() {
        let documents = [
            "query Q($surname: Boolean) { dog { ...DogName } }",
            "fragment DogName on Dog { name(surname: $surname) }",
        ]
        XCTAssertEqual(found(documents), [])
    }

    func testProblemsAcrossDocumentsNameEveryPlace() {
        let documents = [
            "query Q { dog { ...DogName } }\nquery Same { dog { name } }",
            "fragment DogName on Dog { name(surname: $undefined) nick: name }\nquery Same { cat { name } }",
            "fragment Other on Dog { nick: nickname }",
        ]
        let parsed = documents.enumerated().map { index, text in
            try! Parser.parseDocument(Source(text: text, name: "doc\(index)"))
        }
        let result = Validator.validate(parsed, against: OracleHarness.schema)
        let summary = result.map { diagnostic -> String in
            let places = [diagnostic.source!.name + ":" + "\(diagnostic.location!.line):\(diagnostic.location!.column)"]
                + diagnostic.notes.map {
                    let at = $0.source.location(of: Int($0.span.start))
                    return $0.source.name + ":\(at.line):\(at.column)"
                }
            return "\(diagnostic.rule!) \(places.joined(separator: " "))"
        }
        XCTAssertEqual(
            summary,
            [
                "NoUndefinedVariables doc1:1:41 doc0:1:1",
                "UniqueOperationNames doc1:2:7 doc0:2:7",
                "NoUnusedFragments doc2:1:1",
            ])
        XCTAssertEqual(result[0].message, #"Variable "$undefined" is not defined by operation "Q"."#)
        XCTAssertEqual(result[1].message, #"There can be only one operation named "Same"."#)
    }

    func testAnonymousOperationCountsAcrossDocuments() {
        XCTAssertEqual(
            found(["{ dog { name } }", "query Named { cat { name } }"]),
            [
                "LoneAnonymousOperation: This anonymous operation must be the only defined operation. @ 1:1"
            ])
    }

    /// Relay names every artifact after its operation: its compiler asks each anonymous one for
    /// a name, alone in the project or not, rather than for being alone.
    func testRelayLeavesAnonymousOperationsToTheCompiler() {
        XCTAssertEqual(found(["{ dog { name } }", "query Named { cat { name } }"], options: .relay), [])
    }

    func testFragmentCycleAcrossDocuments() {
        XCTAssertEqual(
            found(["fragment A on Dog { ...B }\n{ dog { ...A } }", "fragment B on Dog { ...A }"]),
            [#"NoFragmentCycles: Cannot spread fragment "A" within itself via "B". @ 1:21, 1:21"#])
    }

    func testRelayAllowsUnusedFragments() {
        let documents = ["fragment Alone on Dog { name }"]
        XCTAssertEqual(found(documents), [#"NoUnusedFragments: Fragment "Alone" is never used. @ 1:1"#])
        XCTAssertEqual(found(documents, options: .relay), [])
    }

    func testRelayAcceptsAnyVariableInTheMutationDirectives() {
        let documents = [
            """
            query Q($connections: [String!]!, $edgeType: Int) {
              dog @appendNode(connections: $connections, edgeTypeName: "DogEdge") { name }
              other: dog @prependNode(connections: ["a"], edgeTypeName: $edgeType) { name }
            }
            """
        ]
        let connections = #"Variable "$connections" of type "[String!]!" used in position expecting type "[ID!]!"."#
        let edgeType = #"Variable "$edgeType" of type "Int" used in position expecting type "String!"."#
        XCTAssertEqual(
            found(documents),
            ["VariablesInAllowedPosition: \(connections) @ 1:9, 2:32", "VariablesInAllowedPosition: \(edgeType) @ 1:35, 3:61"])
        XCTAssertEqual(found(documents, options: .relay), [])
    }

    func testRelayOmitsArgumentsPassedNull() {
        let documents = ["{ dog { isAtLocation(x: 1) isAtLocation(x: 1, y: null) } }"]
        XCTAssertEqual(
            found(documents),
            [
                #"OverlappingFieldsCanBeMerged: Fields "isAtLocation" conflict because they have differing arguments. "#
                    + #"Use different aliases on the fields to fetch both if this was intentional. @ 1:28, 1:9"#
            ])
        XCTAssertEqual(found(documents, options: .relay), [])
        // Still compared: a value against `null`.
        XCTAssertEqual(found(["{ dog { isAtLocation(x: 1) isAtLocation(x: null) } }"], options: .relay).count, 1)
    }

    /// `__typename` is a `String!`: on types that never overlap, it and a `String` under one
    /// response name differ in shape. The reference finds no definition for a meta-field and
    /// lets it pass; the specification's SameResponseShape and Relay's compiler do not.
    func testMetaFieldsHaveTypes() {
        let documents = ["{ catOrDog { ... on Dog { x: __typename } ... on Cat { x: nickname } } }"]
        XCTAssertEqual(found(documents), [])
        XCTAssertEqual(
            found(documents, options: ValidationOptions(metaFieldsHaveTypes: true)),
            [
                #"OverlappingFieldsCanBeMerged: Fields "x" conflict because they return conflicting types "#
                    + #""String!" and "String". Use different aliases on the fields to fetch both if this was "#
                    + #"intentional. @ 1:27, 1:56"#
            ])
        // One meta-field twice still merges.
        let twice = ["{ catOrDog { ... on Dog { x: __typename } ... on Cat { x: __typename } } }"]
        XCTAssertEqual(found(twice, options: .relay), [])
    }

    /// Relay's walk and words: the innermost pair of a nested conflict, at the fields' names;
    /// a meta-field, defined on no type, compared as on one parent; a field that conflicts
    /// with the first of its key not compared with the later ones.
    func testRelayReportsConflictsInItsOwnWords() {
        func relay(_ documents: [String]) -> [String] { found(documents, options: .relay) }
        XCTAssertEqual(
            relay(["{ dog { owner: name owner: nickname } }"]),
            [
                "OverlappingFieldsCanBeMerged: Field 'owner' is ambiguous because it references two different fields: "
                    + "'name' and 'nickname' @ 1:16, 1:28"
            ])
        XCTAssertEqual(
            relay(["{ dog { parent: mother { x: name } parent: mother { x: nickname } } }"]),
            [
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references two different fields: "
                    + "'name' and 'nickname' @ 1:29, 1:56"
            ])
        XCTAssertEqual(
            relay(["{ catOrDog { ... on Dog { x: __typename } ... on Cat { x: nickname } } }"]),
            [
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references two different fields: "
                    + "'__typename' and 'nickname' @ 1:30, 1:59"
            ])
        XCTAssertEqual(
            relay(["{ dog { x: name x: barkVolume x: nickname } }"]),
            [
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references two different fields: "
                    + "'name' and 'barkVolume' @ 1:12, 1:20",
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references two different fields: "
                    + "'name' and 'nickname' @ 1:12, 1:34",
            ])
        XCTAssertEqual(
            relay(["{ catOrDog { ... on Dog { x: barkVolume } ... on Cat { x: nickname } } }"]),
            [
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references fields with different "
                    + "types: 'barkVolume' with type 'Int' and 'nickname' with type 'String' @ 1:30, 1:59"
            ])
        XCTAssertEqual(
            relay(["{ dog { isAtLocation(x: 1) isAtLocation(x: 2) } }"]),
            [
                "OverlappingFieldsCanBeMerged: Expected all fields on the same parent with the name or alias "
                    + "`isAtLocation` to have the same argument values after applying fragment arguments. This field "
                    + "has the applied argument values: (x: 1) @ 1:28, 1:9"
            ])
    }

    /// Relay drops what a literal `false` condition leaves out, and a field left with nothing
    /// to select, before it compares: only `x` conflicts here in Relay's walk.
    func testRelayLeavesOutWhatLiteralConditionsExclude() {
        let documents = [
            "{ dog { x: name x: nickname y: mother { name @include(if: false) } y: father { name } } }"
        ]
        XCTAssertEqual(found(documents).count, 2)
        XCTAssertEqual(
            found(documents, options: .relay),
            [
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references two different fields: "
                    + "'name' and 'nickname' @ 1:12, 1:20"
            ])
    }

    /// Relay compares a pair of fields once: two operations that bring the same two fields
    /// together through fragments get one report (as the reference, which compares each pair
    /// of fragments once, gives).
    func testRelayReportsAConflictBetweenTheSameFieldsOnce() {
        let documents = [
            "query Q1 { dog { ...A ...B } }", "query Q2 { dog { ...A ...B } }",
            "fragment A on Dog { x: name }", "fragment B on Dog { x: nickname }",
        ]
        XCTAssertEqual(found(documents).count, 1)
        XCTAssertEqual(
            found(documents, options: .relay),
            [
                "OverlappingFieldsCanBeMerged: Field 'x' is ambiguous because it references two different fields: "
                    + "'name' and 'nickname' @ 1:24, 1:24"
            ])
    }

    /// Relay's words for a name two operations or two fragments share, at the later one.
    func testRelayReportsDuplicateDefinitions() {
        let documents = [
            "query Q { dog { name } }", "query Q { dog { nickname } }",
            "fragment F on Dog { name }", "fragment F on Dog { nickname }", "query R { dog { ...F } }",
        ]
        XCTAssertEqual(
            found(documents, options: .relay),
            [
                "UniqueFragmentNames: Duplicate definitions for 'F' @ 1:10, 1:10",
                "UniqueOperationNames: Duplicate definitions for 'Q' @ 1:7, 1:7",
            ])
    }

    /// Relay's walk reaches fragments only through operations: a conflict in a fragment no
    /// operation spreads keeps the specification's report.
    func testConflictsRelaysWalkMissesKeepTheReferencesReport() {
        XCTAssertEqual(
            found(["fragment F on Dog { x: name x: nickname }"], options: .relay),
            [
                #"OverlappingFieldsCanBeMerged: Fields "x" conflict because "name" and "nickname" are different "#
                    + #"fields. Use different aliases on the fields to fetch both if this was intentional. @ 1:21, 1:29"#
            ])
    }

    func testRelayLeavesArgumentsMentioningFragmentArgumentsToTheCompiler() {
        let documents = [
            "query Q($x: Int) { dog { isAtLocation(x: $x) ...Here @arguments(y: $x) } }",
            #"fragment Here on Dog @argumentDefinitions(y: {type: "Int"}) { isAtLocation(x: $y) }"#,
        ]
        XCTAssertEqual(
            found(documents, options: .relay).filter { $0.hasPrefix("OverlappingFieldsCanBeMerged") }, [])
        // Without the fragment argument, the same difference is a conflict as written.
        let plain = ["query Q($x: Int, $y: Int) { dog { isAtLocation(x: $x) isAtLocation(x: $y) } }"]
        XCTAssertEqual(found(plain, options: .relay).count, 1)
        // An operation's variable named as some fragment's argument is the operation's own:
        // compared as written (it was left uncompared, and nothing compared it later).
        let namesake = plain + [#"fragment Other on Dog @argumentDefinitions(y: {type: "Int"}) { name }"#]
        XCTAssertEqual(
            found(namesake, options: .relay),
            [
                "OverlappingFieldsCanBeMerged: Expected all fields on the same parent with the name or alias "
                    + "`isAtLocation` to have the same argument values after applying fragment arguments. This field "
                    + "has the applied argument values: (x: $x) @ 1:35, 1:55"
            ])
        // A field without arguments prints none, as Relay's message does.
        XCTAssertEqual(
            found(["{ dog { isAtLocation isAtLocation(x: 1) } }"], options: .relay),
            [
                "OverlappingFieldsCanBeMerged: Expected all fields on the same parent with the name or alias "
                    + "`isAtLocation` to have the same argument values after applying fragment arguments. This field "
                    + "has the applied argument values:  @ 1:22, 1:9"
            ])
    }

    func testRelayFragmentArgumentsAreInScope() {
        let documents = [
            "query Q { dog { ...DogName } }",
            """
            fragment DogName on Dog @argumentDefinitions(surname: {type: "Boolean", defaultValue: false}, \
            x: {type: "Int!"}) {
              name(surname: $surname)
              isAtLocation(x: $x, y: $x)
            }
            """,
        ]
        XCTAssertEqual(
            found(documents),
            [
                #"NoUndefinedVariables: Variable "$surname" is not defined by operation "Q". @ 1:1, 2:17"#,
                #"NoUndefinedVariables: Variable "$x" is not defined by operation "Q". @ 1:1, 3:19"#,
                #"NoUndefinedVariables: Variable "$x" is not defined by operation "Q". @ 1:1, 3:26"#,
            ])
        XCTAssertEqual(found(documents, options: .relay), [])
    }

    /// A variable in an argument definition's default is no use of the operation's variables:
    /// the compiler reports it there, as a default that is not a constant.
    func testRelayArgumentDefinitionsUseNoVariables() {
        let documents = [
            "query Q { dog { ...DogName } }",
            """
            fragment DogName on Dog @argumentDefinitions(surname: {type: "Boolean", defaultValue: $other}) {
              name(surname: $surname)
            }
            """,
        ]
        XCTAssertEqual(found(documents, options: .relay), [])
    }

    /// Relay names an undefined variable the operation itself uses once, at the use needing the
    /// most precise type (the later of equal ones); those only its fragments use once for the
    /// operation, each name once. An anonymous operation keeps the reference's report of each use.
    func testRelayReportsUndefinedVariablesOncePerOperation() {
        XCTAssertEqual(
            found(["query Q { dog { name(surname: $a) isAtLocation(x: $b, y: $b) } }"], options: .relay),
            [
                "NoUndefinedVariables: Expected variable `$a` to be defined on the operation 'Q' @ 1:1, 1:31",
                "NoUndefinedVariables: Expected variable `$b` to be defined on the operation 'Q' @ 1:1, 1:58",
            ])
        let throughFragments = [
            "query Q { dog { ...F barks @include(if: $c) } }",
            "fragment F on Dog { name(surname: $a) isAtLocation(x: $b, y: $c) }",
        ]
        XCTAssertEqual(
            found(throughFragments, options: .relay),
            [
                "NoUndefinedVariables: Expected variable `$c` to be defined on the operation 'Q' @ 1:1, 1:41",
                "NoUndefinedVariables: Operation 'Q' references undefined variables: '$a', '$b'. @ 1:1, 1:35",
            ])
        XCTAssertEqual(
            found(["{ dog { name(surname: $a) } }"], options: .relay),
            [#"NoUndefinedVariables: Variable "$a" is not defined. @ 1:1, 1:23"#])
    }

    func testRelayChecksFragmentArgumentTypes() {
        let documents = [
            "query Q { dog { ...DogName } }",
            """
            fragment DogName on Dog @argumentDefinitions(surname: {type: "String"}, loc: {type: "Int"}) {
              name(surname: $surname)
              isAtLocation(x: $loc)
              nickname @include(if: $global)
            }
            """,
        ]
        XCTAssertEqual(
            found(documents, options: .relay),
            [
                "NoUndefinedVariables: Operation 'Q' references undefined variable: '$global'. @ 1:1, 4:25",
                "VariablesInAllowedPosition: Variable of type 'String' cannot be used where 'Boolean' is expected. @ 1:46, 2:17",
            ])
    }

    func testEmptyProgramAndHandBuiltDocuments() {
        XCTAssertEqual(Validator.validate([], against: OracleHarness.schema).count, 0)
        let handBuilt = Document(
            definitions: [
                .operation(
                    OperationDefinition(
                        operation: .query, name: nil,
                        selectionSet: SelectionSet(selections: [
                            .field(Field(name: Name("dog"))), .field(Field(alias: Name("dog"), name: Name("cat"))),
                        ])))
            ], source: Source(text: ""))
        let rules = Validator.validate(handBuilt, against: OracleHarness.schema).compactMap(\.rule)
        XCTAssertEqual(rules.sorted(), ["OverlappingFieldsCanBeMerged", "ScalarLeafs", "ScalarLeafs"])
    }

    func testRuleNames() {
        XCTAssertEqual(Validator.ruleNames.count, 27)
        XCTAssertEqual(Set(Validator.ruleNames).count, 27)
    }
}

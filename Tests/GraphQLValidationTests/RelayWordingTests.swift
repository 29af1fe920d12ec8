import GraphQLSchema
import GraphQLSyntax
import GraphQLValidation
import XCTest

/// Problems reported in Relay's compiler's words in Relay's configuration: unknown fields,
/// arguments, types, fragments and directives, repeated directives, fragment cycles, the uses
/// of an operation's variables in its fragments, unused variables, values of the wrong type,
/// and selections on leaf fields or their absence on others. Each report is summarised with its
/// place and its notes' places in order, each as `document:line:column`.
final class RelayWordingTests: XCTestCase {
    /// The line under an unknown field's report: the newest Relay's link to its error reference.
    private let seeUnknownField = "\nSee https://relay.dev/docs/error-reference/unknown-field/"

    /// The reports of fragment cycles among `reports(documents)`.
    private func cycleReports(_ documents: [String]) -> [String] {
        reports(documents).filter { $0.contains("circular") }
    }

    private func reports(
        _ documents: [String], options: ValidationOptions = .relay, schema: GraphQLSchema = OracleHarness.schema
    ) -> [String] {
        let parsed = documents.enumerated().map { index, text in
            try! Parser.parseDocument(Source(text: text, name: "doc\(index)"))
        }
        return Validator.validate(parsed, against: schema, options: options).map { diagnostic in
            func place(_ source: Source, _ offset: UInt32) -> String {
                let location = source.location(of: Int(offset))
                return "\(source.name):\(location.line):\(location.column)"
            }
            let notes = diagnostic.notes.map { "\($0.message) \(place($0.source, $0.span.start))" }
            return ([place(diagnostic.source!, diagnostic.span.start), diagnostic.message] + notes)
                .joined(separator: " | ")
        }
    }

    func testUnknownFieldAtItsNameWithFieldsOfSimilarNames() {
        XCTAssertEqual(
            reports(["{ dog { alias: nmae } cat { greeting } }"]),
            [
                "doc0:1:16 | The type `Dog` has no field `nmae`. Did you mean `name`?" + seeUnknownField,
                "doc0:1:29 | The type `Cat` has no field `greeting`." + seeUnknownField,
            ])
        // The specification's words (the reference's) stay outside Relay's configuration.
        XCTAssertEqual(
            reports(["{ dog { nmae } }"], options: .specification),
            [#"doc0:1:9 | Cannot query field "nmae" on type "Dog". Did you mean "name"?"#])
    }

    func testArgumentsAFragmentDoesNotDeclare() {
        let documents = [
            "query Q { dog { ...Named @arguments(surnme: true, extra: 1) ...Plain @arguments(any: 1) } }",
            #"fragment Named on Dog @argumentDefinitions(surname: {type: "Boolean"}) { name(surname: $surname) }"#,
            "fragment Plain on Dog { name }",
        ]
        XCTAssertEqual(
            reports(documents),
            [
                "doc0:1:37 | Unknown argument 'surnme'. Did you mean `surname`?",
                "doc0:1:51 | Unknown argument 'extra'.",
                "doc0:1:81 | Unknown argument 'any'.",
            ])
        // Declared arguments pass; a spread of an unknown fragment is KnownFragmentNames' alone.
        XCTAssertEqual(
            reports(["query Q { dog { ...Named @arguments(surname: true) } }", documents[1]]), [])
        XCTAssertEqual(
            reports(["query Q { dog { ...Missing @arguments(any: 1) } }"]),
            ["doc0:1:20 | Undefined fragment 'Missing'."])
    }

    /// Relay meets a cycle walking an operation through its spreads: at the spread that
    /// closes it, with a note at each spread walked through, the operation's first.
    func testCycleReportedWhereAnOperationsWalkClosesIt() {
        let documents = [
            "query Q { dog { ...A } }\nquery R { dog { ...B } }",
            "fragment A on Dog { name ...B }",
            "fragment B on Dog { ...A }",
        ]
        let cycle = [
            "doc2:1:24 | Found a circular reference from fragment 'A'. | other member of the cycle doc0:1:20 "
                + "| other member of the cycle doc1:1:29"
        ]
        XCTAssertEqual(reports(documents), cycle)
        // Reached again from R, it is not reported again.
        XCTAssertEqual(reports(documents.reversed()).count, 1)
    }

    func testCycleNoOperationReaches() {
        XCTAssertEqual(
            reports(["fragment A on Dog { ...A }", "fragment B on Dog { ...C }\nfragment C on Dog { ...B }"]),
            [
                "doc0:1:24 | Found a circular reference from fragment 'A'.",
                "doc1:2:24 | Found a circular reference from fragment 'B'. | other member of the cycle doc1:1:24",
            ])
    }

    /// A cycle of `@inline` fragments no operation reaches is reported from each of them, at
    /// the first spread its walk followed, as Relay reports it while inlining them.
    func testInlineCycleNoOperationReachesIsReportedFromEachFragment() {
        let documents = [
            "fragment F1 on Dog @inline { ...F2 }",
            "fragment F2 on Dog @inline { ...F3 }",
            "fragment F3 on Dog @inline { ...F1 }",
        ]
        XCTAssertEqual(
            cycleReports(documents),
            [
                "doc0:1:33 | Found a circular reference from fragment 'F2'. | spreading F3 doc1:1:33 "
                    + "| spreading F1 doc2:1:33",
                "doc1:1:33 | Found a circular reference from fragment 'F3'. | spreading F1 doc2:1:33 "
                    + "| spreading F2 doc0:1:33",
                "doc2:1:33 | Found a circular reference from fragment 'F1'. | spreading F2 doc0:1:33 "
                    + "| spreading F3 doc1:1:33",
            ])
        // Reached from an operation, the cycle is reported once, from there.
        let reached = cycleReports(["query Q { dog { ...F1 } }"] + documents)
        XCTAssertEqual(reached.count, 1)
    }

    /// A cycle of `@inline` fragments is reported in the inline form, and another cycle through
    /// one of them and a fragment that is not `@inline` still in the other form (every problem
    /// is reported, not only the first).
    func testACycleThroughAnInlineCycleIsReportedToo() {
        let documents = [
            "fragment A on Dog @inline { ...B ...N }",
            "fragment B on Dog @inline { ...A }",
            "fragment N on Dog { ...A }",
        ]
        XCTAssertEqual(
            cycleReports(documents),
            [
                "doc0:1:32 | Found a circular reference from fragment 'B'. | spreading A doc1:1:32",
                "doc0:1:37 | Found a circular reference from fragment 'N'. | other member of the cycle doc2:1:24",
                "doc1:1:32 | Found a circular reference from fragment 'A'. | spreading B doc0:1:32",
            ])
    }

    /// Each `@inline` fragment's walk enters a fragment once: a chain of forty diamonds, each of
    /// whose fragments is on the cycle the chain closes, has 2^40 paths through it but is walked
    /// in time proportional to its size, from each of its fragments.
    func testInlineCycleThroughDiamondsIsWalkedOncePerFragment() {
        let diamonds = 40
        var fragments: [String] = []
        for index in 0..<diamonds {
            let next = (index + 1) % diamonds
            fragments += [
                "fragment D\(index) on Dog @inline { ...L\(index) ...R\(index) }",
                "fragment L\(index) on Dog @inline { ...D\(next) }",
                "fragment R\(index) on Dog @inline { ...D\(next) }",
            ]
        }
        let cycles = cycleReports(fragments)
        // One report per fragment walked from at least; far fewer than the paths.
        XCTAssertGreaterThanOrEqual(cycles.count, fragments.count)
        XCTAssertLessThan(cycles.count, 4 * fragments.count)
    }

    /// The walk keeps a stack of its own: a chain of thousands of fragments closing on itself.
    func testLongCycle() {
        let length = 5_000
        let fragments = (0..<length).map { "fragment F\($0) on Dog { ...F\(($0 + 1) % length) }" }
        let found = reports(["query Q { dog { ...F0 } }"] + fragments)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("Found a circular reference from fragment 'F0'.") == true)
        XCTAssertEqual(found.first?.components(separatedBy: "other member of the cycle").count, length + 1)
    }

    /// Relay infers the type each variable's uses need: a fragment's use that neither needs
    /// nor admits the type inferred so far is reported there, noting the earlier use.
    func testIncompatibleUsesAcrossDocuments() {
        let documents = [
            "query Q($v: Int) { dog { isAtLocation(x: $v) ...F } }",
            "fragment F on Dog { name(surname: $v) }",
        ]
        XCTAssertEqual(
            reports(documents),
            [
                "doc1:1:35 | Variable was previously used as type 'Int' but later used where type 'Boolean' is "
                    + "expected. | is incompatible with doc0:1:42"
            ])
    }

    /// The uses in fragments are checked against the definition once per variable, at the
    /// use needing the most precise type; the operation's own uses one by one (Relay reports
    /// those while building the operation, and stops there).
    func testDefinitionCheckedOncePerVariableAgainstItsFragmentsUses() {
        let documents = [
            "query Q($c: Boolean) { dog { ...F } }",
            "fragment F on Dog { name(surname: $c) nickname @include(if: $c) barks @skip(if: $c) }",
        ]
        XCTAssertEqual(
            reports(documents),
            [
                "doc1:1:61 | Variable of type 'Boolean' cannot be used where 'Boolean!' is expected. | Variable `$c` "
                    + "is defined as 'Boolean' doc0:1:9"
            ])
        XCTAssertEqual(reports(documents, options: .specification).count, 2)
        // A use in the operation itself is reported where it is, as the specification's rule does.
        let ownUse = ["query Q($c: Boolean) { dog { ...F barkVolume @include(if: $c) } }", documents[1]]
        XCTAssertEqual(
            reports(ownUse),
            [
                "doc0:1:59 | Variable of type 'Boolean' cannot be used where 'Boolean!' is expected. | variable \"$c\" "
                    + "defined here doc0:1:9"
            ])
    }

    func testUnknownNamesOfArgumentsTypesFragmentsAndDirectives() {
        let documents = [
            "query Q($a: Boolan) { dog { name(surnme: $a) @skip(if: true, iff: true) ...Dognam @unknown } }",
            "fragment DogName on Dog { name }",
        ]
        XCTAssertEqual(
            reports(documents),
            [
                "doc0:1:13 | Unknown type 'Boolan'. Did you mean `Boolean`?",
                "doc0:1:34 | Unknown argument 'surnme'. Did you mean `surname`?",
                "doc0:1:62 | Unknown argument 'iff'. Did you mean `if`?",
                "doc0:1:76 | Undefined fragment 'Dognam'. Did you mean `DogName`?",
                "doc0:1:84 | Unknown directive 'unknown'",
            ])
    }

    /// Relay names at most five similar names, closest first.
    func testAtMostFiveSuggestions() throws {
        let text = "type Query { a: Int } type UserA { a: Int } type UserB { a: Int } type UserC { a: Int } "
            + "type UserD { a: Int } type UserE { a: Int } type UserF { a: Int } type Users { a: Int }"
        let schema = try XCTUnwrap(
            GraphQLSchema.build(from: [try Parser.parseDocument(Source(text: text, name: "schema"))]).schema)
        XCTAssertEqual(
            reports(["fragment F on User { a }"], schema: schema),
            [
                "doc0:1:15 | Unknown type 'User'. Did you mean `UserA`, `UserB`, `UserC`, `UserD`, or `UserE`?"
            ])
    }

    func testRepeatedDirective() {
        XCTAssertEqual(
            reports(["{ dog { name @skip(if: true) @skip(if: false) } }"]),
            [
                "doc0:1:31 | The directive `@skip` can only be used once at this location. "
                    + "| previously used here doc0:1:15"
            ])
    }

    func testRepeatedNames() {
        XCTAssertEqual(
            reports(["query Q($a: Int, $a: Int) { dog { isAtLocation(x: $a) } }"]),
            ["doc0:1:19 | Duplicate variable `a` | conflicts with doc0:1:10"])
        XCTAssertEqual(
            reports(["{ complicatedArgs { multipleReqs(req1: 1, req1: 2, req2: 3) } }"]),
            ["doc0:1:34 | Duplicate argument `req1` | conflicts with doc0:1:43"])
        let twice = "{ complicatedArgs { complexArgField(complexArg: {requiredField: true, requiredField: false}) } }"
        XCTAssertEqual(
            reports([twice]),
            ["doc0:1:50 | Duplicate values found for field 'requiredField' | also defined here doc0:1:71"])
    }

    func testDirectiveLocationRequiredArgumentsAndTypes() {
        XCTAssertEqual(
            reports(["{ dog @onQuery { name } }"]),
            ["doc0:1:8 | Directive 'onQuery' not supported in this location. Supported location(s): QUERY"])
        // The locations as the definition lists them.
        XCTAssertEqual(
            reports(["query Q @skip(if: true) { dog { name } }"]),
            [
                "doc0:1:10 | Directive 'skip' not supported in this location. Supported location(s): FIELD, "
                    + "FRAGMENT_SPREAD, INLINE_FRAGMENT"
            ])
        XCTAssertEqual(
            reports(["{ complicatedArgs { multipleReqs } }"]),
            ["doc0:1:21 | Missing required arguments: `req1`, `req2`"])
        // A directive's, as Relay's `validate_required_arguments` words it, naming the definition.
        XCTAssertEqual(
            reports(["query Q { dog @include { name } }", "fragment F on Dog { name @skip }"]),
            [
                "doc0:1:16 | Required argument 'if: Boolean!' is missing on 'include' in 'Q'. | Root definition: "
                    + "doc0:1:7",
                "doc1:1:27 | Required argument 'if: Boolean!' is missing on 'skip' in 'F'. | Root definition: "
                    + "doc1:1:10",
            ])
        XCTAssertEqual(
            reports(["{ dog @include { name } }"]), ["doc0:1:8 | Missing required argument: `if`"])
        XCTAssertEqual(
            reports(["query Q($d: Dog) { dog { name } }"]),
            [
                "doc0:1:9 | Variable `$d` is never used in operation `Q`",
                "doc0:1:13 | Expected variable definition to have an input type (scalar, enum, or input object), "
                    + "found type 'Dog'",
            ])
        XCTAssertEqual(
            reports(["{ dog { ...CatName ... on Cat { name } } }", "fragment CatName on Cat { name }"]),
            [
                "doc0:1:9 | Invalid fragment spread 'CatName', the type of this fragment ('Cat') can never occur for "
                    + "parent type 'Dog'",
                "doc0:1:27 | Invalid type 'Cat' in inline fragment, this type can never occur for parent type 'Dog'",
            ])
    }

    /// A value of the wrong type is reported naming the expected type without its wrappers; a
    /// field's selections (or their absence) naming the type the field is selected on.
    func testValuesLeafSelectionsAndUnusedVariables() {
        let values = [
            "{ complicatedArgs { a: nonNullIntArgField(nonNullIntArg: null) b: stringArgField(stringArg: 1)",
            #"c: enumArgField(enumArg: "BROWN") d: enumArgField(enumArg: PURPLE) e: intArgField(intArg: [1])"#,
            "f: complexArgField(complexArg: {intField: 1}) g: complexArgField(complexArg: {requiredField: true, nme: 1})",
            "} }",
        ].joined(separator: "\n")
        XCTAssertEqual(
            reports([values]),
            [
                // Relay's words name what was expected; a note (ours) says what was found.
                "doc0:1:58 | Expected a value of type 'Int' | found null where `Int!` is expected doc0:1:58",
                "doc0:1:93 | Expected a value of type 'String' | found 1 where `String` is expected doc0:1:93",
                "doc0:2:26 | Expected value of type 'FurColor' to be a valid enum value, got string. Consider "
                    + "removing quotes.",
                "doc0:2:60 | Expected a value of type 'FurColor' | found PURPLE where `FurColor` is expected; its "
                    + "values: BROWN, BLACK, TAN, SPOTTED, NO_FUR, UNKNOWN doc0:2:60",
                "doc0:2:91 | Expected a value of type 'Int' | found [1] where `Int` is expected doc0:2:91",
                #"doc0:3:32 | Missing required fields '["requiredField"]' of type 'ComplexInput'"#,
                "doc0:3:100 | The type `ComplexInput` has no field `nme`." + seeUnknownField,
            ])
        XCTAssertEqual(
            reports(["{ dog { name(bogus: 1) barks(x: 1) } }"]),
            [
                "doc0:1:14 | Unknown argument 'bogus'. | `Dog.name` takes surname doc0:1:14",
                "doc0:1:30 | Unknown argument 'x'. | `Dog.barks` takes no arguments doc0:1:30",
            ])
        XCTAssertEqual(
            reports(["{ complicatedArgs { enumArgField(enumArg: BRWN) } }"]),
            [
                "doc0:1:43 | Expected a value of type 'FurColor' | found BRWN where `FurColor` is expected. Did you "
                    + "mean `BROWN`? doc0:1:43"
            ])
        XCTAssertEqual(
            reports(["query Q($unused: Int) { dog { name { x } mother } }"]),
            [
                "doc0:1:9 | Variable `$unused` is never used in operation `Q`",
                "doc0:1:31 | Expected no selections on scalar field `name` of type `Dog` | `name` is of type "
                    + "`String`, which has no fields to select doc0:1:31",
                "doc0:1:42 | Expected selections on field `mother` of type `Dog` | `mother` is of type `Dog`: select "
                    + "some of its fields, `mother { … }` doc0:1:42",
            ])
    }

    /// Within one fragment, uses of an operation's variable are inferred as Relay does while it
    /// builds the fragment: a conflict is found whether or not an operation spreads it, and is
    /// reported once, not for each operation.
    func testMissingRequiredFieldsListedInNameOrder() throws {
        let sdl = "type Query { f(p: Point): Int } input Point { y: Int! x: Int! z: Int w: Int! = 0 }"
        let schema = try XCTUnwrap(GraphQLSchema.build(from: [Parser.parseDocument(Source(text: sdl))]).schema)
        // Relay sorts the names; a field with a default is not required (the specification's
        // notion, which Relay's build does not share).
        XCTAssertEqual(
            reports(["{ f(p: {z: 1}) }"], schema: schema),
            [#"doc0:1:8 | Missing required fields '["x", "y"]' of type 'Point'"#])
    }

    func testConflictingUsesWithinOneFragment() {
        let fragment = "fragment F on Dog { isAtLocation(x: $v) doesKnowCommand(dogCommand: $v) }"
        func conflict(_ document: Int) -> String {
            "doc\(document):1:69 | Variable was previously used as type 'Int' but later used where type 'DogCommand' "
                + "is expected. | is incompatible with doc\(document):1:37"
        }
        XCTAssertEqual(reports([fragment]), [conflict(0)])
        let operations = ["query Q($v: Int) { dog { ...F } }", "query R($v: Int) { dog { ...F } }"]
        XCTAssertEqual(reports(operations + [fragment]), [conflict(2)])
        // The specification's rule compares each use with each operation's definition instead.
        XCTAssertEqual(reports(operations + [fragment], options: .specification).count, 2)
    }
}

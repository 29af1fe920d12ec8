import Relay

// graphql("{ commented }")
/* outer /* nested */ graphql("{ nested }") */
let a = "graphql(\"{ in a string }\") \(f(g("x)"), #"y"#)) \u{1F600}"
let b = ##"graphql(#"{ raw }"#) \##(value) "#"##
let c = #/"graphql(/#
struct Screen {
    static let query = Relay.graphql(
        """
        query ScreenQuery($id: ID!) {
          node(id: $id) { ... on User { name(format: "\u{E9}\t") } }
        }\
         
        """,)
    static let single = graphql("fragment F on User { id }")
    static let raw = graphql(#"{ a(s: "\#n") }"#)
    static let bad = graphql("{ a(s: \(x)) }")
}

let q = graphql("""
	{ a }
	""")graphql("""
  { b }
 """) graphql("unterminated

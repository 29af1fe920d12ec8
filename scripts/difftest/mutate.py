"""Token- and character-level mutations of valid documents.

Mutations produce a mix of still-valid and invalid documents; the point is to
hit the parser's and lexer's error paths with inputs that are *almost* right.
"""

from __future__ import annotations

import random

from gqlgen import (BLOCK, FLOAT, INT, KEYWORDS, NAME, PUNCT, PUNCTUATORS, STRING,
                    Doc, DocGenerator, Layout, Tok, deep_document)

# Single characters worth inserting anywhere.
NOISE_CHARS = (
    list("!$&()[]{}|:=@#.,\"'\\-+eE0123456789_aZ ?;*/%^~`<>")
    + ["\n", "\r", "\r\n", "\t", "\x00", "\x01", "\x0b", "\x0c", "\x1f", "\x7f", "\x85",
       "\u00a0", "\u2028", "\u2029", "\ufeff", "\u200b", "é", "中", "😀", "\U0010ffff",
       "\ufffe", "\uffff"]
)
# Short sequences that are tricky for lexers.
NOISE_SEQS = (
    '"', '""', '"""', '\\"""', "\\", "\\u", "\\u{", "\\u{}", "\\u{110000}", "\\uD800",
    "\\uDC00", "\\uD83D\\u0041", "\\x", "...", "..", ".", "-", "-0", "00", "01", "1.", ".5",
    "1e", "1e+", "0x1", "1_000", "#", "# c\n", "\r", "\r\n", "'", "$", "@", "&", "|",
    "on", "fragment", "query", "{", "}", "(", ")", "[", "]", "= null", ": Int", "\ufeff",
    "\u2028", "\x00", "\U0001F600",
)
# Characters used when flipping a character inside a number, string or escape.
FLIP_CHARS = (
    list("0123456789.eE+-xXaAfFgGuU{}\"\\/ bnrt$#'") + ["\n", "\r", "\t", "\x00", "é", "😀"]
)


def random_token(rng: random.Random) -> Tok:
    r = rng.random()
    gen = DocGenerator(rng)
    if r < 0.45:
        return Tok(PUNCT, rng.choice(PUNCTUATORS))
    if r < 0.7:
        return Tok(NAME, rng.choice(KEYWORDS))
    if r < 0.8:
        return Tok(NAME, gen.name())
    if r < 0.87:
        return Tok(INT, gen.int_text())
    if r < 0.92:
        return Tok(FLOAT, gen.float_text())
    if r < 0.97:
        return Tok(STRING, gen.string_text())
    return Tok(BLOCK, gen.block_string_text())


def mutate_tokens(doc: Doc, rng: random.Random) -> tuple[Doc, str]:
    """Apply one token-level mutation; return the new doc and a description."""
    toks, seps = list(doc.toks), list(doc.seps)
    layout = Layout(rng)
    n = len(toks)
    op = rng.choice(["delete", "delete", "duplicate", "swap", "insert", "insert", "replace"])
    i = rng.randrange(n)
    if op == "delete" and n > 1:
        del toks[i], seps[i]
    elif op == "duplicate":
        toks.insert(i, toks[i])
        seps.insert(i + 1, layout.separator(rng.random() < 0.8))
    elif op == "swap" and n > 1:
        i = min(i, n - 2)
        toks[i], toks[i + 1] = toks[i + 1], toks[i]
    elif op == "insert":
        toks.insert(i, random_token(rng))
        seps.insert(i, layout.separator(rng.random() < 0.8))
    else:
        op = "replace"
        toks[i] = random_token(rng)
    return Doc(toks, seps, doc.tail, doc.bom), f"token-{op}"


def mutate_text(text: str, spans: list[tuple[int, int, str]], rng: random.Random) -> tuple[str, str]:
    """Apply one character-level mutation to rendered text."""
    n = len(text)
    op = rng.choices(
        ["delete-char", "insert-char", "replace-char", "truncate", "flip-in-literal",
         "insert-seq", "delete-range", "duplicate-range"],
        [3, 3, 2, 2, 5, 4, 1, 1],
    )[0]
    if n == 0:
        return rng.choice(NOISE_SEQS), "insert-seq"
    i = rng.randrange(n)
    if op == "delete-char":
        return text[:i] + text[i + 1:], op
    if op == "insert-char":
        return text[:i] + rng.choice(NOISE_CHARS) + text[i:], op
    if op == "replace-char":
        return text[:i] + rng.choice(NOISE_CHARS) + text[i + 1:], op
    if op == "truncate":
        return text[:i], op
    if op == "insert-seq":
        return text[:i] + rng.choice(NOISE_SEQS) + text[i:], op
    if op in ("delete-range", "duplicate-range"):
        j = min(n, i + rng.randint(1, 20))
        if op == "delete-range":
            return text[:i] + text[j:], op
        return text[:j] + text[i:j] + text[j:], op
    # flip-in-literal: change a character inside a number, string or escape
    literal_spans = [s for s in spans if s[2] in (INT, FLOAT, STRING, BLOCK)]
    if not literal_spans:
        return text[:i] + rng.choice(NOISE_CHARS) + text[i:], "insert-char"
    start, end, kind = rng.choice(literal_spans)
    escapes = [k for k in range(start, end) if text[k] == "\\"]
    if escapes and rng.random() < 0.6:
        # Aim at an escape sequence: its backslash or one of the next few chars.
        k = min(end - 1, rng.choice(escapes) + rng.randint(0, 6))
    else:
        k = rng.randrange(start, end)
    if rng.random() < 0.8:
        return text[:k] + rng.choice(FLIP_CHARS) + text[k + 1:], "flip-in-" + kind
    if rng.random() < 0.5:
        return text[:k] + text[k + 1:], "delete-in-" + kind
    return text[:k] + rng.choice(FLIP_CHARS) + text[k:], "insert-in-" + kind


def tiny_input(rng: random.Random) -> str:
    """A very short soup of tokens, noise and tricky sequences (lexer edge cases)."""
    pieces = []
    for _ in range(rng.randint(0, 6)):
        r = rng.random()
        if r < 0.35:
            pieces.append(random_token(rng).text)
        elif r < 0.65:
            pieces.append(rng.choice(NOISE_SEQS))
        elif r < 0.85:
            pieces.append(rng.choice(NOISE_CHARS))
        else:
            pieces.append(rng.choice([" ", "\n", "\r\n", "\r", ",", "\t", "\ufeff", "# c"]))
    return "".join(pieces)


def make_input(doc: Doc, rng: random.Random) -> tuple[str, str]:
    """Turn a valid doc into a test input: unchanged (~15%) or mutated."""
    r = rng.random()
    if r < 0.15:
        return doc.text, "valid"
    if r < 0.19:
        return tiny_input(rng), "tiny"
    if r < 0.20:
        text, depth = deep_document(rng)
        if rng.random() < 0.5:
            return text, "deep"
        return mutate_text(text, [], rng)[0], "deep+mutated"
    ops = []
    if r < 0.5:
        for _ in range(1 if rng.random() < 0.8 else 2):
            doc, op = mutate_tokens(doc, rng)
            ops.append(op)
    text, spans = doc.render()
    if r >= 0.4:
        for _ in range(1 if rng.random() < 0.8 else 2):
            text, op = mutate_text(text, spans, rng)
            ops.append(op)
            spans = []  # spans are stale after a text mutation
            if not text:
                break
    return text, "+".join(ops)

"""Seeded random generator of valid GraphQL documents (October 2021 grammar).

A document is produced as a list of tokens (``Tok``); ``render`` lays the
tokens out with random ignored tokens (whitespace, commas, comments, BOMs and
every line-terminator flavour) between them.  Keeping the token list around
lets the mutator work at token level as well as at character level.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

NAME, PUNCT, INT, FLOAT, STRING, BLOCK = "name", "punct", "int", "float", "string", "block"

KEYWORDS = (
    "query", "mutation", "subscription", "fragment", "on", "true", "false", "null",
    "extend", "schema", "scalar", "type", "interface", "union", "enum", "input",
    "directive", "implements", "repeatable",
)
PLAIN_NAMES = (
    "a", "b", "id", "name", "user", "node", "edges", "friends", "User", "Node", "Query",
    "Mutation", "Foo", "_", "__typename", "x1", "A_B", "camelCase", "snake_case",
    "ALL_CAPS", "f00", "_private", "Z9", "LongerFieldName_With_123",
)
EXECUTABLE_LOCATIONS = (
    "QUERY", "MUTATION", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION",
    "FRAGMENT_SPREAD", "INLINE_FRAGMENT", "VARIABLE_DEFINITION",
)
TYPE_SYSTEM_LOCATIONS = (
    "SCHEMA", "SCALAR", "OBJECT", "FIELD_DEFINITION", "ARGUMENT_DEFINITION",
    "INTERFACE", "UNION", "ENUM", "ENUM_VALUE", "INPUT_OBJECT", "INPUT_FIELD_DEFINITION",
)
PUNCTUATORS = ("!", "$", "&", "(", ")", "...", ":", "=", "@", "[", "]", "{", "|", "}")

# Characters that may appear verbatim inside strings, block strings and comments.
TEXT_CHARS = (
    "abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789 .,;:!?'#{}()[]<>/*-+=_|&@$%^~`"
)
UNICODE_TEXT = (
    "é", "ß", "ñ", "Ω", "ж", "中", "文", "日本", "한", "ع", "א", "😀", "🚀", "𝔘", "🏳️‍🌈",
    "\u0301", "\u00a0", "\u2028", "\u2029", "\u0085", "\ufeff", "\u200b", "\x7f", "\x01",
    "\x00", "\x0b", "\x0c", "\x1f", "\uffff", "\U0010ffff", "\ue000",
)
SIMPLE_ESCAPES = ('\\"', "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t")


class Tok(NamedTuple):
    kind: str
    text: str


@dataclass
class Doc:
    """Tokens plus the ignored text before each token and at the end."""

    toks: list[Tok]
    seps: list[str]  # seps[i] precedes toks[i]
    tail: str
    bom: bool = False

    def render(self) -> tuple[str, list[tuple[int, int, str]]]:
        """Return the source text and the (start, end, kind) span of every token."""
        out = ["\ufeff"] if self.bom else []
        pos = 1 if self.bom else 0
        spans = []
        for sep, tok in zip(self.seps, self.toks):
            out.append(sep)
            pos += len(sep)
            spans.append((pos, pos + len(tok.text), tok.kind))
            out.append(tok.text)
            pos += len(tok.text)
        out.append(self.tail)
        return "".join(out), spans

    @property
    def text(self) -> str:
        return self.render()[0]


def needs_separator(a: Tok, b: Tok) -> bool:
    """Would writing ``a`` directly followed by ``b`` change how they lex?"""
    wordish = (NAME, INT, FLOAT)
    if a.kind in wordish and b.kind in wordish:
        return True
    if a.kind in (INT, FLOAT) and b.text.startswith("."):
        return True
    if a.kind in (STRING, BLOCK) and b.kind in (STRING, BLOCK):
        return True
    return False


class Layout:
    """Chooses ignored tokens between real tokens."""

    def __init__(self, rng: random.Random, style: str | None = None):
        self.rng = rng
        # One line-ending style per document most of the time, mixed sometimes.
        self.style = style or rng.choice(["\n", "\n", "\n", "\r\n", "\r", "mixed"])

    def newline(self) -> str:
        if self.style == "mixed":
            return self.rng.choice(["\n", "\r\n", "\r"])
        return self.style

    def comment(self) -> str:
        rng = self.rng
        body = "".join(
            rng.choice(TEXT_CHARS) if rng.random() < 0.8 else rng.choice(UNICODE_TEXT)
            for _ in range(rng.randint(0, 20))
        )
        # A comment must not contain a line terminator; the UNICODE_TEXT pool
        # has none of \n or \r, so it is safe.
        return "#" + body + self.newline()

    def separator(self, required: bool) -> str:
        rng = self.rng
        if not required and rng.random() < 0.35:
            return ""
        pieces = []
        for _ in range(1 if rng.random() < 0.75 else rng.randint(2, 4)):
            pieces.append(rng.choices(
                [" ", "  ", "\t", ",", ", ", "NL", "NLINDENT", "COMMENT", "\ufeff"],
                weights=[30, 4, 3, 4, 6, 14, 8, 3, 0.5],
            )[0])
        out = []
        for p in pieces:
            if p == "NL":
                out.append(self.newline())
            elif p == "NLINDENT":
                out.append(self.newline() + rng.choice(["  ", "    ", "\t", " \t "]))
            elif p == "COMMENT":
                out.append(rng.choice(["", " "]) + self.comment())
            else:
                out.append(p)
        return "".join(out)

    def lay_out(self, toks: list[Tok]) -> Doc:
        rng = self.rng
        seps = []
        for i, tok in enumerate(toks):
            if i == 0:
                seps.append(self.separator(False) if rng.random() < 0.3 else "")
            else:
                seps.append(self.separator(needs_separator(toks[i - 1], tok)))
        tail = self.separator(False) if rng.random() < 0.5 else ""
        return Doc(toks, seps, tail, bom=rng.random() < 0.04)


class DocGenerator:
    """Emits the tokens of one random valid document."""

    def __init__(self, rng: random.Random, size: float = 1.0):
        self.rng = rng
        self.size = size
        self.toks: list[Tok] = []

    # -- token helpers ---------------------------------------------------

    def p(self, text: str) -> None:
        self.toks.append(Tok(PUNCT, text))

    def n(self, text: str) -> None:
        self.toks.append(Tok(NAME, text))

    def chance(self, prob: float) -> bool:
        return self.rng.random() < prob

    def few(self, lo: int, hi: int) -> int:
        hi = max(lo, round(hi * self.size))
        return self.rng.randint(lo, hi)

    def name(self, exclude: tuple[str, ...] = ()) -> str:
        rng = self.rng
        while True:
            r = rng.random()
            if r < 0.2:
                cand = rng.choice(KEYWORDS)
            elif r < 0.85:
                cand = rng.choice(PLAIN_NAMES)
            else:
                first = rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
                rest = "".join(
                    rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789")
                    for _ in range(rng.randint(0, 12))
                )
                cand = first + rest
            if cand not in exclude:
                return cand

    # -- lexical literals ------------------------------------------------

    def int_text(self) -> str:
        rng = self.rng
        digits = rng.choice(["0", str(rng.randint(1, 9)), str(rng.randint(10, 10**6)),
                             "9" * rng.randint(10, 30)])
        return ("-" if self.chance(0.3) else "") + digits

    def float_text(self) -> str:
        rng = self.rng
        text = self.int_text()
        form = rng.randint(0, 2)
        if form in (0, 2):
            text += "." + "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 6)))
        if form in (1, 2):
            text += rng.choice("eE") + rng.choice(["", "+", "-"]) + str(rng.randint(0, 400))
        return text

    def unicode_escape(self) -> str:
        rng = self.rng
        form = rng.randint(0, 3)
        hexcase = str.upper if self.chance(0.5) else str.lower
        if form == 0:  # fixed width, BMP non-surrogate
            cp = rng.choice([rng.randint(0, 0xD7FF), rng.randint(0xE000, 0xFFFF), 0x41, 0xFEFF, 0])
            return "\\u" + hexcase(f"{cp:04x}")
        if form == 1:  # surrogate pair
            cp = rng.randint(0x10000, 0x10FFFF)
            hi = 0xD800 + ((cp - 0x10000) >> 10)
            lo = 0xDC00 + ((cp - 0x10000) & 0x3FF)
            return "\\u" + hexcase(f"{hi:04x}") + "\\u" + hexcase(f"{lo:04x}")
        # variable width \u{...}: 1..8 hex digits, scalar value only
        while True:
            cp = rng.choice([rng.randint(0, 0x7F), rng.randint(0, 0xFFFF), rng.randint(0x10000, 0x10FFFF)])
            if not 0xD800 <= cp <= 0xDFFF:
                break
        digits = f"{cp:x}"
        digits = "0" * rng.randint(0, 8 - len(digits)) + digits if self.chance(0.3) else digits
        return "\\u{" + hexcase(digits) + "}"

    def string_text(self) -> str:
        rng = self.rng
        parts = []
        for _ in range(rng.randint(0, 8)):
            r = rng.random()
            if r < 0.45:
                parts.append("".join(rng.choice(TEXT_CHARS) for _ in range(rng.randint(1, 6))))
            elif r < 0.6:
                parts.append(rng.choice(UNICODE_TEXT))
            elif r < 0.75:
                parts.append(rng.choice(SIMPLE_ESCAPES))
            elif r < 0.95:
                parts.append(self.unicode_escape())
            else:
                parts.append("\t")
        return '"' + "".join(parts) + '"'

    def block_string_text(self, layout_newline: str = "\n") -> str:
        rng = self.rng
        content = ""
        for _ in range(rng.randint(0, 10)):
            r = rng.random()
            if r < 0.35:
                piece = "".join(rng.choice(TEXT_CHARS) for _ in range(rng.randint(1, 8)))
            elif r < 0.5:
                piece = rng.choice(["\n", "\r\n", "\r", layout_newline]) + rng.choice(["", "  ", "    ", "\t"])
            elif r < 0.6:
                piece = rng.choice(UNICODE_TEXT)
            elif r < 0.7:
                piece = '\\"""'
            elif r < 0.8:
                piece = rng.choice(['"', '""', "\\", "\\n", "\\u0041", "\\\\"])
            else:
                piece = " "
            # Never let quotes run together into an unescaped closing delimiter.
            if content.endswith('"') and piece.startswith('"'):
                content += " "
            content += piece
        if content.endswith('"') or content.endswith("\\"):
            content += "x"
        return '"""' + content + '"""'

    def description(self) -> None:
        if self.chance(0.35):
            if self.chance(0.5):
                self.toks.append(Tok(STRING, self.string_text()))
            else:
                self.toks.append(Tok(BLOCK, self.block_string_text()))

    # -- values ------------------------------------------------------------

    def value(self, const: bool, depth: int = 0) -> None:
        rng = self.rng
        kinds = ["int", "float", "string", "block", "bool", "null", "enum"]
        weights = [5, 4, 4, 1, 2, 2, 3]
        if depth < 3:
            kinds += ["list", "object"]
            weights += [3, 3]
        if not const:
            kinds.append("var")
            weights.append(4)
        kind = rng.choices(kinds, weights)[0]
        if kind == "int":
            self.toks.append(Tok(INT, self.int_text()))
        elif kind == "float":
            self.toks.append(Tok(FLOAT, self.float_text()))
        elif kind == "string":
            self.toks.append(Tok(STRING, self.string_text()))
        elif kind == "block":
            self.toks.append(Tok(BLOCK, self.block_string_text()))
        elif kind == "bool":
            self.n(rng.choice(["true", "false"]))
        elif kind == "null":
            self.n("null")
        elif kind == "enum":
            self.n(self.name(exclude=("true", "false", "null")))
        elif kind == "var":
            self.p("$")
            self.n(self.name())
        elif kind == "list":
            self.p("[")
            for _ in range(rng.randint(0, 3)):
                self.value(const, depth + 1)
            self.p("]")
        else:
            self.p("{")
            for _ in range(rng.randint(0, 3)):
                self.n(self.name())
                self.p(":")
                self.value(const, depth + 1)
            self.p("}")

    def arguments(self, const: bool) -> None:
        self.p("(")
        for _ in range(self.rng.randint(1, 3)):
            self.n(self.name())
            self.p(":")
            self.value(const)
        self.p(")")

    def directives(self, const: bool, prob: float = 0.3) -> bool:
        count = 0
        while self.chance(prob if count == 0 else 0.3) and count < 3:
            self.p("@")
            self.n(self.name())
            if self.chance(0.5):
                self.arguments(const)
            count += 1
        return count > 0

    def type_ref(self, depth: int = 0) -> None:
        if depth < 3 and self.chance(0.25):
            self.p("[")
            self.type_ref(depth + 1)
            self.p("]")
        else:
            self.n(self.name())
        if self.chance(0.35):
            self.p("!")

    # -- executable definitions ---------------------------------------------

    def selection_set(self, depth: int) -> None:
        self.p("{")
        for _ in range(self.few(1, 4 if depth < 2 else 2)):
            self.selection(depth)
        self.p("}")

    def selection(self, depth: int) -> None:
        r = self.rng.random()
        if r < 0.65:
            if self.chance(0.2):
                self.n(self.name())
                self.p(":")
            self.n(self.name())
            if self.chance(0.3):
                self.arguments(const=False)
            self.directives(const=False, prob=0.15)
            if depth < 3 and self.chance(0.35):
                self.selection_set(depth + 1)
        elif r < 0.8:
            self.p("...")
            self.n(self.name(exclude=("on",)))
            self.directives(const=False, prob=0.2)
        else:
            self.p("...")
            if self.chance(0.7):
                self.n("on")
                self.n(self.name())
            self.directives(const=False, prob=0.3)
            self.selection_set(depth + 1)

    def operation(self) -> None:
        rng = self.rng
        self.n(rng.choice(["query", "query", "mutation", "subscription"]))
        if self.chance(0.7):
            self.n(self.name())
        if self.chance(0.4):
            self.p("(")
            for _ in range(rng.randint(1, 3)):
                self.p("$")
                self.n(self.name())
                self.p(":")
                self.type_ref()
                if self.chance(0.4):
                    self.p("=")
                    self.value(const=True)
                self.directives(const=True, prob=0.2)
            self.p(")")
        self.directives(const=False, prob=0.2)
        self.selection_set(0)

    def fragment(self) -> None:
        self.n("fragment")
        self.n(self.name(exclude=("on",)))
        self.n("on")
        self.n(self.name())
        self.directives(const=False, prob=0.2)
        self.selection_set(0)

    # -- type system ---------------------------------------------------------

    def implements(self, required: bool = False) -> bool:
        if not (required or self.chance(0.4)):
            return False
        self.n("implements")
        if self.chance(0.3):
            self.p("&")
        for i in range(self.rng.randint(1, 3)):
            if i:
                self.p("&")
            self.n(self.name())
        return True

    def input_value_def(self) -> None:
        self.description()
        self.n(self.name())
        self.p(":")
        self.type_ref()
        if self.chance(0.3):
            self.p("=")
            self.value(const=True)
        self.directives(const=True, prob=0.2)

    def fields_def(self) -> None:
        self.p("{")
        for _ in range(self.few(1, 4)):
            self.description()
            self.n(self.name())
            if self.chance(0.3):
                self.p("(")
                for _ in range(self.rng.randint(1, 3)):
                    self.input_value_def()
                self.p(")")
            self.p(":")
            self.type_ref()
            self.directives(const=True, prob=0.2)
        self.p("}")

    def input_fields_def(self) -> None:
        self.p("{")
        for _ in range(self.few(1, 4)):
            self.input_value_def()
        self.p("}")

    def enum_values_def(self) -> None:
        self.p("{")
        for _ in range(self.few(1, 4)):
            self.description()
            self.n(self.name(exclude=("true", "false", "null")))
            self.directives(const=True, prob=0.2)
        self.p("}")

    def union_members(self) -> None:
        self.p("=")
        if self.chance(0.3):
            self.p("|")
        for i in range(self.rng.randint(1, 3)):
            if i:
                self.p("|")
            self.n(self.name())

    def operation_types(self) -> None:
        self.p("{")
        for op in self.rng.sample(["query", "mutation", "subscription"], self.rng.randint(1, 3)):
            self.n(op)
            self.p(":")
            self.n(self.name())
        self.p("}")

    def type_system_definition(self, kind: str) -> None:
        rng = self.rng
        if kind != "extend":
            self.description()
        if kind == "schema":
            self.n("schema")
            self.directives(const=True)
            self.operation_types()
        elif kind == "scalar":
            self.n("scalar")
            self.n(self.name())
            self.directives(const=True)
        elif kind in ("type", "interface"):
            self.n(kind)
            self.n(self.name())
            self.implements()
            self.directives(const=True)
            if self.chance(0.85):
                self.fields_def()
        elif kind == "union":
            self.n("union")
            self.n(self.name())
            self.directives(const=True)
            if self.chance(0.85):
                self.union_members()
        elif kind == "enum":
            self.n("enum")
            self.n(self.name())
            self.directives(const=True)
            if self.chance(0.85):
                self.enum_values_def()
        elif kind == "input":
            self.n("input")
            self.n(self.name())
            self.directives(const=True)
            if self.chance(0.85):
                self.input_fields_def()
        elif kind == "directive":
            self.n("directive")
            self.p("@")
            self.n(self.name())
            if self.chance(0.4):
                self.p("(")
                for _ in range(rng.randint(1, 3)):
                    self.input_value_def()
                self.p(")")
            if self.chance(0.3):
                self.n("repeatable")
            self.n("on")
            if self.chance(0.3):
                self.p("|")
            locations = EXECUTABLE_LOCATIONS + TYPE_SYSTEM_LOCATIONS
            for i, loc in enumerate(rng.sample(locations, rng.randint(1, 4))):
                if i:
                    self.p("|")
                self.n(loc)
        else:
            self.extension()

    def extension(self) -> None:
        rng = self.rng
        kind = rng.choice(["schema", "scalar", "type", "interface", "union", "enum", "input"])
        self.n("extend")
        self.n(kind)
        if kind == "schema":
            has = self.directives(const=True)
            if not has or self.chance(0.5):
                self.operation_types()
            return
        self.n(self.name())
        if kind == "scalar":
            self.directives(const=True, prob=1.0)
        elif kind in ("type", "interface"):
            has = self.implements()
            has = self.directives(const=True) or has
            if not has or self.chance(0.5):
                self.fields_def()
        elif kind == "union":
            has = self.directives(const=True)
            if not has or self.chance(0.5):
                self.union_members()
        elif kind == "enum":
            has = self.directives(const=True)
            if not has or self.chance(0.5):
                self.enum_values_def()
        else:
            has = self.directives(const=True)
            if not has or self.chance(0.5):
                self.input_fields_def()

    # -- document ------------------------------------------------------------

    def document(self) -> list[Tok]:
        rng = self.rng
        self.toks = []
        mode = rng.choice(["executable", "sdl", "mixed"])
        for _ in range(self.few(1, 4)):
            exe_kinds = ["operation", "shorthand", "fragment"]
            sdl_kinds = ["schema", "scalar", "type", "interface", "union", "enum",
                         "input", "directive", "extend"]
            if mode == "executable":
                kind = rng.choices(exe_kinds, [5, 2, 3])[0]
            elif mode == "sdl":
                kind = rng.choices(sdl_kinds, [1, 1, 4, 2, 2, 2, 2, 2, 4])[0]
            else:
                kind = rng.choice(exe_kinds + sdl_kinds)
            # A `{` right after an unfinished type-system definition would be read
            # as that definition's body, so the shorthand form only follows a `}`.
            if kind == "shorthand" and self.toks and self.toks[-1].text != "}":
                kind = "operation"
            if kind == "operation":
                self.operation()
            elif kind == "shorthand":
                self.selection_set(0)
            elif kind == "fragment":
                self.fragment()
            else:
                self.type_system_definition(kind)
        return self.toks


def generate(rng: random.Random) -> Doc:
    """Generate one valid document, laid out with random ignored tokens."""
    size = rng.choice([0.5, 1.0, 1.0, 1.5])
    toks = DocGenerator(rng, size).document()
    return Layout(rng).lay_out(toks)


def deep_document(rng: random.Random) -> tuple[str, int]:
    """A valid document with one deeply nested construct (exercises depth limits).

    Returns the text and the nesting depth used.
    """
    depth = rng.choice([
        rng.randint(1, 256), rng.randint(250, 262), rng.randint(257, 600),
        rng.randint(1000, 20000),
    ])
    kind = rng.choice(["list", "object", "mixed", "selection", "inline", "type",
                       "default", "sdl-type", "sdl-default", "directive-arg"])
    if kind in ("list", "directive-arg"):
        inner = "[" * depth + "1" + "]" * depth
    elif kind == "object":
        inner = "{a:" * depth + "1" + "}" * depth
    elif kind == "mixed":
        inner = "".join(rng.choice(["[", "{a:"]) for _ in range(depth))
        closing = "".join("]" if c == "[" else "}" for c in reversed(inner.replace("{a:", "{")))
        inner = inner + "null" + closing
    if kind == "list" or kind == "object" or kind == "mixed":
        return "{f(a: " + inner + ")}", depth
    if kind == "directive-arg":
        return "query @d(a: " + inner + ") { f }", depth
    if kind == "selection":
        return "{a" * depth + "}" * depth, depth
    if kind == "inline":
        return "{" + "...{" * depth + "a" + "}" * depth + "}", depth
    if kind == "type":
        return "query($v: " + "[" * depth + "Int" + "]" * depth + ") { f }", depth
    if kind == "default":
        return "query($v: Int = " + "[" * depth + "1" + "]" * depth + ") { f }", depth
    if kind == "sdl-type":
        return "type T { f(a: " + "[" * depth + "X!" + "]!" * depth + "): Y }", depth
    return "input I { f: X = " + "{a:" * depth + "1" + "}" * depth + " }", depth

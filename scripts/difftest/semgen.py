"""Schema-aware generator of valid executable GraphQL documents.

Documents are built as a small mutable AST (the classes below), so that
``semmutate.py`` can break them on purpose, and the shrinker in
``validation_difftest.py`` can delete parts of them.  ``to_tokens`` turns the
AST into ``gqlgen.Tok`` tokens, which ``gqlgen.Layout`` lays out with random
ignored tokens, or ``render_compact`` with single spaces.

What "valid" takes care of (spec section 5):

- every field exists on its parent type, leaf fields have no selection set and
  composite fields have one;
- arguments: required ones are always given, values have the right type
  (including list input coercion, input objects, custom scalars, enum values,
  32-bit Ints), no duplicates;
- variables: one registry per document (a name always has the same type);
  every operation declares exactly the variables that it and the fragments it
  reaches use, with a type (and perhaps a default) allowed in every position;
- fragments are created where they are spread, on a type that can overlap the
  parent type, so every fragment is used and there are no cycles;
- field merging: a field's arguments are chosen once per document (by field
  name and argument definitions), and aliases are a function of the field
  name (and of the parent type when same-named fields have different types),
  so one response name never stands for two different fields;
- one root field per subscription; unique operation names; an anonymous
  operation only when it is alone; directives only where allowed, and
  non-repeatable ones once.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field as dc_field
from typing import Optional, Union

from graphql import (GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType,
                     GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType,
                     GraphQLSchema, GraphQLUnionType, get_named_type, is_composite_type,
                     is_leaf_type)
from graphql.type.introspection import SchemaMetaFieldDef, TypeMetaFieldDef, TypeNameMetaFieldDef

from gqlgen import BLOCK, FLOAT, INT, NAME, PUNCT, STRING, DocGenerator, Tok

# -- AST --------------------------------------------------------------------------


@dataclass
class Value:
    # "var", "int", "float", "string", "block", "bool", "null", "enum", "list", "object"
    kind: str
    text: str = ""  # literal text, or the name for "var" / "enum"
    items: list["Value"] = dc_field(default_factory=list)  # list items
    fields: list["ObjectField"] = dc_field(default_factory=list)  # object fields


@dataclass
class ObjectField:
    name: str
    value: Value


@dataclass
class Arg:
    name: str
    value: Value


@dataclass
class Directive:
    name: str
    args: list[Arg] = dc_field(default_factory=list)


@dataclass
class Field:
    name: str
    alias: Optional[str] = None
    args: list[Arg] = dc_field(default_factory=list)
    directives: list[Directive] = dc_field(default_factory=list)
    selections: Optional[list["Selection"]] = None

    @property
    def response_name(self) -> str:
        return self.alias or self.name


@dataclass
class InlineFragment:
    type_cond: Optional[str]
    selections: list["Selection"]
    directives: list[Directive] = dc_field(default_factory=list)


@dataclass
class Spread:
    name: str
    directives: list[Directive] = dc_field(default_factory=list)


Selection = Union[Field, InlineFragment, Spread]


@dataclass
class VarDef:
    name: str
    type: str  # type reference text, e.g. "[Int!]!"
    default: Optional[Value] = None
    directives: list[Directive] = dc_field(default_factory=list)


@dataclass
class Operation:
    kind: str  # "query", "mutation", "subscription"
    name: Optional[str]
    selections: list[Selection]
    var_defs: list[VarDef] = dc_field(default_factory=list)
    directives: list[Directive] = dc_field(default_factory=list)
    shorthand: bool = False  # printed as a bare `{ ... }` (query, no name/vars/directives)


@dataclass
class Fragment:
    name: str
    type_cond: str
    selections: list[Selection]
    directives: list[Directive] = dc_field(default_factory=list)


@dataclass
class RawDefinition:
    """A definition kept as text (type-system definitions added by a mutation)."""

    text: str


Definition = Union[Operation, Fragment, RawDefinition]


@dataclass
class Document:
    definitions: list[Definition]


# -- printing ------------------------------------------------------------------


def _type_tokens(text: str) -> list[Tok]:
    toks, name = [], ""
    for ch in text:
        if ch in "[]!":
            if name:
                toks.append(Tok(NAME, name))
                name = ""
            toks.append(Tok(PUNCT, ch))
        elif ch.strip():
            name += ch
    if name:
        toks.append(Tok(NAME, name))
    return toks


def _value_tokens(v: Value, out: list[Tok]) -> None:
    if v.kind == "var":
        out += [Tok(PUNCT, "$"), Tok(NAME, v.text)]
    elif v.kind == "int":
        out.append(Tok(INT, v.text))
    elif v.kind == "float":
        out.append(Tok(FLOAT, v.text))
    elif v.kind == "string":
        out.append(Tok(STRING, v.text))
    elif v.kind == "block":
        out.append(Tok(BLOCK, v.text))
    elif v.kind in ("bool", "null", "enum"):
        out.append(Tok(NAME, v.text))
    elif v.kind == "list":
        out.append(Tok(PUNCT, "["))
        for item in v.items:
            _value_tokens(item, out)
        out.append(Tok(PUNCT, "]"))
    elif v.kind == "object":
        out.append(Tok(PUNCT, "{"))
        for f in v.fields:
            out += [Tok(NAME, f.name), Tok(PUNCT, ":")]
            _value_tokens(f.value, out)
        out.append(Tok(PUNCT, "}"))
    else:
        raise ValueError(v.kind)


def _args_tokens(args: list[Arg], out: list[Tok]) -> None:
    if not args:
        return
    out.append(Tok(PUNCT, "("))
    for a in args:
        out += [Tok(NAME, a.name), Tok(PUNCT, ":")]
        _value_tokens(a.value, out)
    out.append(Tok(PUNCT, ")"))


def _directives_tokens(directives: list[Directive], out: list[Tok]) -> None:
    for d in directives:
        out += [Tok(PUNCT, "@"), Tok(NAME, d.name)]
        _args_tokens(d.args, out)


def _selections_tokens(selections: list[Selection], out: list[Tok]) -> None:
    out.append(Tok(PUNCT, "{"))
    for s in selections:
        if isinstance(s, Field):
            if s.alias:
                out += [Tok(NAME, s.alias), Tok(PUNCT, ":")]
            out.append(Tok(NAME, s.name))
            _args_tokens(s.args, out)
            _directives_tokens(s.directives, out)
            if s.selections is not None:
                _selections_tokens(s.selections, out)
        elif isinstance(s, InlineFragment):
            out.append(Tok(PUNCT, "..."))
            if s.type_cond is not None:
                out += [Tok(NAME, "on"), Tok(NAME, s.type_cond)]
            _directives_tokens(s.directives, out)
            _selections_tokens(s.selections, out)
        else:
            out += [Tok(PUNCT, "..."), Tok(NAME, s.name)]
            _directives_tokens(s.directives, out)
    out.append(Tok(PUNCT, "}"))


def _raw_tokens(text: str) -> list[Tok]:
    """Tokens of a type-system definition kept as text (via graphql-core's lexer)."""
    from graphql.language import Lexer, Source, TokenKind

    lexer = Lexer(Source(text))
    toks = []
    kinds = {TokenKind.NAME: NAME, TokenKind.INT: INT, TokenKind.FLOAT: FLOAT,
             TokenKind.STRING: STRING, TokenKind.BLOCK_STRING: BLOCK}
    while True:
        tok = lexer.advance()
        if tok.kind == TokenKind.EOF:
            return toks
        toks.append(Tok(kinds.get(tok.kind, PUNCT), text[tok.start:tok.end]))


def to_tokens(doc: Document) -> list[Tok]:
    out: list[Tok] = []
    previous = None
    for d in doc.definitions:
        after_raw, previous = isinstance(previous, RawDefinition), d
        if isinstance(d, RawDefinition):
            out += _raw_tokens(d.text)
        elif isinstance(d, Fragment):
            out += [Tok(NAME, "fragment"), Tok(NAME, d.name), Tok(NAME, "on"), Tok(NAME, d.type_cond)]
            _directives_tokens(d.directives, out)
            _selections_tokens(d.selections, out)
        elif (d.shorthand and d.kind == "query" and not d.name and not d.var_defs and not d.directives
              and not after_raw):  # (`extend schema @d {` would read the braces as its own)
            _selections_tokens(d.selections, out)
        else:
            out.append(Tok(NAME, d.kind))
            if d.name:
                out.append(Tok(NAME, d.name))
            if d.var_defs:
                out.append(Tok(PUNCT, "("))
                for v in d.var_defs:
                    out += [Tok(PUNCT, "$"), Tok(NAME, v.name), Tok(PUNCT, ":")]
                    out += _type_tokens(v.type)
                    if v.default is not None:
                        out.append(Tok(PUNCT, "="))
                        _value_tokens(v.default, out)
                    _directives_tokens(v.directives, out)
                out.append(Tok(PUNCT, ")"))
            _directives_tokens(d.directives, out)
            _selections_tokens(d.selections, out)
    return out


def render_compact(doc: Document) -> str:
    """One line, single spaces only where tokens need them (and after commas' places)."""
    from gqlgen import needs_separator

    toks = to_tokens(doc)
    parts = []
    for i, tok in enumerate(toks):
        if i and (needs_separator(toks[i - 1], tok) or tok.text in ("{", "@")
                  or toks[i - 1].text in ("{", ":")):
            parts.append(" ")
        parts.append(tok.text)
    return "".join(parts)


# -- schema helpers -------------------------------------------------------------


def type_text(t) -> str:
    if isinstance(t, GraphQLNonNull):
        return type_text(t.of_type) + "!"
    if isinstance(t, GraphQLList):
        return "[" + type_text(t.of_type) + "]"
    return t.name


def type_from_text(schema: GraphQLSchema, text: str):
    """The schema type for a type reference text, or None if a name is unknown."""
    text = text.strip()
    if text.endswith("!"):
        inner = type_from_text(schema, text[:-1])
        return None if inner is None or isinstance(inner, GraphQLNonNull) else GraphQLNonNull(inner)
    if text.startswith("[") and text.endswith("]"):
        inner = type_from_text(schema, text[1:-1])
        return None if inner is None else GraphQLList(inner)
    return schema.get_type(text)


def user_types(schema: GraphQLSchema):
    return [t for name, t in schema.type_map.items() if not name.startswith("__")]


def possible_names(schema: GraphQLSchema, t) -> set[str]:
    if isinstance(t, GraphQLObjectType):
        return {t.name}
    return {p.name for p in schema.get_possible_types(t)}


def field_def(schema: GraphQLSchema, parent, name: str):
    """The definition of field ``name`` on composite type ``parent`` (with meta fields)."""
    if parent is None:
        return None
    if name == "__typename":
        return TypeNameMetaFieldDef
    if parent is schema.query_type:
        if name == "__schema":
            return SchemaMetaFieldDef
        if name == "__type":
            return TypeMetaFieldDef
    if isinstance(parent, (GraphQLObjectType, GraphQLInterfaceType)):
        return parent.fields.get(name)
    return None


def root_type(schema: GraphQLSchema, kind: str):
    return {"query": schema.query_type, "mutation": schema.mutation_type,
            "subscription": schema.subscription_type}[kind]


def _directive_location_names(directive) -> set[str]:
    return {loc.name for loc in directive.locations}


# -- generator --------------------------------------------------------------------

VAR_NAMES = ("id", "first", "after", "filter", "name", "flag", "style", "color", "text",
             "input", "limit", "ids", "kinds", "cond", "value", "weight", "x", "v")
FRAGMENT_NAMES = ("PersonFields", "PetBits", "F", "G", "Frag", "Details", "Info", "Core",
                  "A", "B", "Parts", "Extra")
OPERATION_NAMES = ("Q", "Main", "GetPerson", "Search", "Pets", "Feed", "Op", "Watch",
                   "Load", "Second", "Third")


class SemGen:
    """Generates one valid document for ``schema``."""

    def __init__(self, schema: GraphQLSchema, rng: random.Random, size: float = 1.0):
        self.schema = schema
        self.rng = rng
        self.size = size
        self.lex = DocGenerator(rng)  # for literal texts
        self.fragments: dict[str, Fragment] = {}
        self.fragment_types: dict[str, object] = {}
        self.variables: dict[str, VarDef] = {}  # the document's variable registry
        self.arg_cache: dict[tuple, list[Arg]] = {}
        self.composites = [t for t in user_types(schema) if is_composite_type(t)]
        # Field names whose type differs between the types that define them: an
        # alias with the parent type's name keeps them from merging.
        types_by_field: dict[str, set[str]] = {}
        for t in user_types(schema):
            if isinstance(t, (GraphQLObjectType, GraphQLInterfaceType)):
                for name, f in t.fields.items():
                    types_by_field.setdefault(name, set()).add(type_text(f.type))
        self.conflicting_fields = {n for n, ts in types_by_field.items() if len(ts) > 1}
        self.alias_style = rng.choice(["al_", "my", "x_"])
        # Off when the mutator makes fields: their variables would not be declared.
        self.allow_variables = True

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    # -- values ----------------------------------------------------------------

    def int_text(self) -> str:
        rng = self.rng
        r = rng.random()
        if r < 0.08:
            return rng.choice(["2147483647", "-2147483648", "0", "-0"])
        if r < 0.5:
            return str(rng.randint(0, 100))
        return str(rng.randint(-2**31, 2**31 - 1))

    def float_text(self) -> str:
        rng = self.rng
        r = rng.random()
        if r < 0.3:
            return self.int_text()
        if r < 0.6:
            return f"{rng.randint(-1000, 1000)}.{rng.randint(0, 999)}"
        text = f"{rng.randint(-99, 99)}.{rng.randint(0, 99999)}"
        if self.chance(0.5):
            text += rng.choice("eE") + rng.choice(["", "+", "-"]) + str(rng.randint(0, 30))
        return text

    def string_value(self) -> Value:
        if self.chance(0.1):
            return Value("block", self.lex.block_string_text())
        if self.chance(0.5):
            return Value("string", '"' + self.rng.choice(["x", "hello", "Ada", "", "a b", "42"]) + '"')
        return Value("string", self.lex.string_text())

    def any_const_literal(self, depth: int = 0) -> Value:
        """Any literal (for custom scalars, which accept every literal)."""
        rng = self.rng
        kinds = ["int", "float", "string", "bool", "null", "enum"] + (["list", "object"] if depth < 2 else [])
        kind = rng.choice(kinds)
        if kind == "int":
            return Value("int", self.lex.int_text() if self.chance(0.3) else self.int_text())
        if kind == "float":
            return Value("float", self.lex.float_text())
        if kind == "string":
            return self.string_value()
        if kind == "bool":
            return Value("bool", rng.choice(["true", "false"]))
        if kind == "null":
            return Value("null", "null")
        if kind == "enum":
            return Value("enum", rng.choice(["RED", "A", "someValue", "ASC"]))
        if kind == "list":
            return Value("list", items=[self.any_const_literal(depth + 1) for _ in range(rng.randint(0, 3))])
        names = rng.sample(["a", "b", "key", "value", "n"], rng.randint(0, 3))
        return Value("object", fields=[ObjectField(n, self.any_const_literal(depth + 1)) for n in names])

    def value(self, t, allow_vars: bool, depth: int = 0, location_default: bool = False) -> Value:
        """A valid value for input type ``t``; maybe a variable when ``allow_vars``."""
        if allow_vars and self.allow_variables and depth < 4 and self.chance(0.18):
            return self.variable_for(t, location_default)
        if isinstance(t, GraphQLNonNull):
            return self.value_of_nullable(t.of_type, allow_vars, depth)
        if self.chance(0.06):
            return Value("null", "null")
        return self.value_of_nullable(t, allow_vars, depth)

    def value_of_nullable(self, t, allow_vars: bool, depth: int) -> Value:
        rng = self.rng
        if isinstance(t, GraphQLList):
            if self.chance(0.2):  # input coercion: a single item for a list
                # (no variable: the position of a coerced item is the list type;
                # and no null: a null is the list's own value)
                item = t.of_type.of_type if isinstance(t.of_type, GraphQLNonNull) else t.of_type
                return self.value_of_nullable(item, False, depth + 1)
            count = rng.randint(0, 3) if depth < 3 else 0
            return Value("list", items=[self.value(t.of_type, allow_vars, depth + 1) for _ in range(count)])
        if isinstance(t, GraphQLInputObjectType):
            fields = []
            for name, f in t.fields.items():
                required = isinstance(f.type, GraphQLNonNull) and f.default_value is _UNDEFINED()
                if required or (depth < 3 and self.chance(0.4)):
                    fields.append(ObjectField(name, self.value(
                        f.type, allow_vars, depth + 1,
                        location_default=f.default_value is not _UNDEFINED())))
            rng.shuffle(fields)
            return Value("object", fields=fields)
        if isinstance(t, GraphQLEnumType):
            return Value("enum", rng.choice(list(t.values)))
        if isinstance(t, GraphQLScalarType):
            if t.name == "Int":
                return Value("int", self.int_text())
            if t.name == "Float":
                text = self.float_text()
                return Value("int" if text.lstrip("-").isdigit() else "float", text)
            if t.name == "String":
                return self.string_value()
            if t.name == "Boolean":
                return Value("bool", rng.choice(["true", "false"]))
            if t.name == "ID":
                if self.chance(0.4):
                    return Value("int", self.int_text() if self.chance(0.7) else self.lex.int_text())
                return self.string_value()
            return self.any_const_literal()
        raise TypeError(t)

    def new_var_name(self, hint: str) -> str:
        base = hint if hint else self.rng.choice(VAR_NAMES)
        name, k = base, 2
        while name in self.variables:
            name, k = f"{base}{k}", k + 1
        return name

    def variable_for(self, t, location_default: bool = False) -> Value:
        """A variable usable where ``t`` is expected: an existing one if one fits."""
        want = type_text(t)
        fits = [v for v in self.variables.values() if var_fits(v, want, location_default)]
        if fits and self.chance(0.6):
            return Value("var", self.rng.choice(fits).name)
        var_type = want
        default = None
        if want.endswith("!") and self.chance(0.25):
            # A nullable variable with a non-null default may go where T! is expected.
            var_type = want[:-1]
            default = self.value(t, allow_vars=False)
        elif not want.endswith("!") and self.chance(0.2):
            var_type = want + "!"  # a non-null variable in a nullable position
        elif not want.endswith("!") and self.chance(0.3):
            default = self.value(t, allow_vars=False)
        directives = []
        if self.chance(0.1):
            directives = self.directives("VARIABLE_DEFINITION", const=True)
        name = self.new_var_name(self.rng.choice(VAR_NAMES))
        self.variables[name] = VarDef(name, var_type, default, directives)
        return Value("var", name)

    def arguments(self, defs: dict, allow_vars: bool, optional_p: float = 0.4) -> list[Arg]:
        args = []
        for name, a in defs.items():
            required = isinstance(a.type, GraphQLNonNull) and a.default_value is _UNDEFINED()
            if required or self.chance(optional_p):
                has_default = a.default_value is not _UNDEFINED()
                args.append(Arg(name, self.value(a.type, allow_vars, location_default=has_default)))
        self.rng.shuffle(args)
        return args

    # -- directives --------------------------------------------------------------

    def directives(self, location: str, const: bool, p: float = 1.0) -> list[Directive]:
        """Zero to two directives allowed at ``location``."""
        if not self.chance(p):
            return []
        usable = [d for d in self.schema.directives
                  if location in _directive_location_names(d)]
        out: list[Directive] = []
        for _ in range(self.rng.randint(1, 2)):
            if not usable:
                break
            d = self.rng.choice(usable)
            if not d.is_repeatable and any(x.name == d.name for x in out):
                continue
            out.append(Directive(d.name, self.arguments(d.args, allow_vars=not const, optional_p=0.5)))
        return out

    # -- selections ----------------------------------------------------------------

    def alias_for(self, parent, name: str) -> Optional[str]:
        if name in self.conflicting_fields:
            return f"{name}_{parent.name}"
        if name != "__typename" and self.chance(0.12):
            return self.alias_style + name
        return None

    def field_args(self, fdef, name: str) -> list[Arg]:
        if not fdef.args:
            return []
        key = (name, tuple((n, type_text(a.type)) for n, a in fdef.args.items()))
        if key not in self.arg_cache:
            self.arg_cache[key] = self.arguments(fdef.args, allow_vars=True)
        # The same values everywhere (so the fields merge), as copies (so that a
        # mutation of one occurrence leaves the others alone).
        return copy.deepcopy(self.arg_cache[key])

    def overlapping_types(self, parent) -> list:
        mine = possible_names(self.schema, parent)
        return [t for t in self.composites if possible_names(self.schema, t) & mine]

    def make_field(self, parent, name: str, depth: int) -> Field:
        fdef = field_def(self.schema, parent, name)
        f = Field(name, alias=self.alias_for(parent, name), args=self.field_args(fdef, name))
        if self.chance(0.12):
            f.directives = self.directives("FIELD", const=False)
        child = get_named_type(fdef.type)
        if is_composite_type(child):
            f.selections = self.selection_set(child, depth + 1)
        return f

    def selection_set(self, parent, depth: int, count: Optional[int] = None) -> list[Selection]:
        rng = self.rng
        if count is None:
            hi = max(1, round((4 if depth < 2 else 2) * self.size))
            count = rng.randint(1, hi)
        out: list[Selection] = []
        for _ in range(count):
            out.append(self.selection(parent, depth))
        return out

    def leaf_names(self, parent) -> list[str]:
        if isinstance(parent, GraphQLUnionType):
            return []
        return [n for n, f in parent.fields.items() if is_leaf_type(get_named_type(f.type))]

    def selection(self, parent, depth: int) -> Selection:
        rng = self.rng
        deep = depth >= 4
        r = rng.random()
        if isinstance(parent, GraphQLUnionType):
            r = 0.7 + 0.3 * r  # unions only have __typename and fragments
        if deep or r < 0.7:
            if isinstance(parent, GraphQLUnionType) or (deep and not self.leaf_names(parent)):
                return Field("__typename")
            if rng.random() < 0.06:
                return Field("__typename", directives=self.directives("FIELD", const=False, p=0.2))
            names = self.leaf_names(parent) if deep else list(parent.fields)
            if parent is self.schema.query_type and not deep and rng.random() < 0.04:
                return self.introspection_field()
            return self.make_field(parent, rng.choice(names), depth)
        if r < 0.85:
            cond = rng.choice(self.overlapping_types(parent)) if rng.random() < 0.8 else None
            frag = InlineFragment(cond.name if cond else None,
                                  self.selection_set(cond or parent, depth + 1))
            if self.chance(0.25):
                frag.directives = self.directives("INLINE_FRAGMENT", const=False)
            return frag
        return self.spread(parent, depth)

    def introspection_field(self) -> Field:
        if self.chance(0.5):
            inner = [Field("name"), Field("kind")]
            if self.chance(0.5):
                inner.append(Field("fields", selections=[Field("name")]))
            name = self.rng.choice(["Person", "Pet", "Query", "Color", "Nope", "User"])
            # Aliased by its argument, so that two of them never conflict.
            return Field("__type", alias=f"type{name}", args=[Arg("name", Value("string", f'"{name}"'))],
                         selections=inner)
        return Field("__schema", selections=[Field("queryType", selections=[Field("name")])])

    def spread(self, parent, depth: int) -> Spread:
        rng = self.rng
        mine = possible_names(self.schema, parent)
        # Only finished fragments: spreading one still being built would be a cycle.
        existing = [n for n in self.fragments
                    if possible_names(self.schema, self.fragment_types[n]) & mine]
        directives = self.directives("FRAGMENT_SPREAD", const=False, p=0.15)
        if existing and (depth >= 3 or rng.random() < 0.5):
            return Spread(rng.choice(existing), directives)
        cond = rng.choice(self.overlapping_types(parent)) if rng.random() < 0.6 else parent
        name = self.fragment_name()
        self.fragment_types[name] = cond  # reserve the name; defined below
        selections = self.selection_set(cond, depth + 1)
        frag = Fragment(name, cond.name, selections,
                        self.directives("FRAGMENT_DEFINITION", const=False, p=0.1))
        self.fragments[name] = frag
        return Spread(name, directives)

    def fragment_name(self) -> str:
        base = self.rng.choice(FRAGMENT_NAMES)
        name, k = base, 2
        while name in self.fragment_types:
            name, k = f"{base}{k}", k + 1
        return name

    # -- operations ----------------------------------------------------------------------

    def operation(self, kind: str, name: Optional[str]) -> Operation:
        root = root_type(self.schema, kind)
        if kind == "subscription":
            fields = [n for n in root.fields]
            f = self.make_field(root, self.rng.choice(fields), 0)
            # graphql-js 16 (and graphql-core 3.2) evaluate @skip/@include on the
            # root fields of a subscription with no variable values, and throw when
            # `if` is a variable; keep them off the root field.
            f.directives = [d for d in f.directives if d.name not in ("skip", "include")]
            if self.chance(0.2):
                # The one root field may come through a fragment or an inline fragment.
                if self.chance(0.5):
                    selections: list[Selection] = [InlineFragment(None if self.chance(0.5) else root.name, [f])]
                else:
                    fname = self.fragment_name()
                    self.fragment_types[fname] = root
                    self.fragments[fname] = Fragment(fname, root.name, [f])
                    selections = [Spread(fname)]
            else:
                selections = [f]
        else:
            selections = self.selection_set(root, 0)
        op = Operation(kind, name, selections)
        location = kind.upper()
        # (variables are allowed in an operation's own directives, and count as used)
        op.directives = self.directives(location, const=False, p=0.15)
        return op

    def document(self) -> Document:
        rng = self.rng
        kinds = [k for k in ("query", "mutation", "subscription") if root_type(self.schema, k)]
        count = rng.choices([1, 2, 3], [6, 3, 1])[0]
        names = rng.sample(OPERATION_NAMES, count)
        ops = []
        for i in range(count):
            kind = rng.choices(kinds, [6 if k == "query" else 2 for k in kinds])[0]
            name = names[i] if count > 1 or rng.random() < 0.6 else None
            ops.append(self.operation(kind, name))
        finish(self.schema, ops, self.fragments, self.variables)
        if count == 1 and ops[0].name is None and ops[0].kind == "query" and not ops[0].var_defs \
                and not ops[0].directives and self.chance(0.6):
            ops[0].shorthand = True
        defs: list[Definition] = list(ops) + list(self.fragments.values())
        rng.shuffle(defs)
        return Document(defs)


def _UNDEFINED():
    from graphql.pyutils import Undefined
    return Undefined


def var_fits(var: VarDef, location: str, location_default: bool = False) -> bool:
    """Whether a variable of ``var``'s type may be used where ``location`` is expected."""
    if var.type == location:
        return True
    if var.type == location + "!":
        return True
    if location.endswith("!") and var.type == location[:-1]:
        return (var.default is not None and var.default.kind != "null") or location_default
    return False


def variable_usages(selections_or_value, out: list[str]) -> None:
    """Names of the variables used in a subtree (in order, with repeats)."""
    node = selections_or_value
    if isinstance(node, list):
        for x in node:
            variable_usages(x, out)
    elif isinstance(node, Value):
        if node.kind == "var":
            out.append(node.text)
        for item in node.items:
            variable_usages(item, out)
        for f in node.fields:
            variable_usages(f.value, out)
    elif isinstance(node, (Arg, ObjectField)):
        variable_usages(node.value, out)
    elif isinstance(node, Directive):
        variable_usages(node.args, out)
    elif isinstance(node, Field):
        variable_usages(node.args, out)
        variable_usages(node.directives, out)
        if node.selections:
            variable_usages(node.selections, out)
    elif isinstance(node, InlineFragment):
        variable_usages(node.directives, out)
        variable_usages(node.selections, out)
    elif isinstance(node, Spread):
        variable_usages(node.directives, out)
    elif isinstance(node, (Fragment, Operation)):
        variable_usages(node.directives, out)
        variable_usages(node.selections, out)


def spreads_in(selections: list[Selection], out: list[str]) -> None:
    for s in selections:
        if isinstance(s, Spread):
            out.append(s.name)
        elif s.selections:
            spreads_in(s.selections, out)


def reachable_fragments(selections: list[Selection], fragments: dict[str, Fragment]) -> list[str]:
    seen: list[str] = []
    todo: list[str] = []
    spreads_in(selections, todo)
    while todo:
        name = todo.pop()
        if name in seen or name not in fragments:
            continue
        seen.append(name)
        spreads_in(fragments[name].selections, todo)
    return seen


def finish(schema, ops: list[Operation], fragments: dict[str, Fragment], variables: dict[str, VarDef]) -> None:
    """Declare in every operation the variables it uses, directly or through fragments."""
    for op in ops:
        used: list[str] = []
        variable_usages(op, used)
        for name in reachable_fragments(op.selections, fragments):
            variable_usages(fragments[name], used)
        order = list(dict.fromkeys(used))
        op.var_defs = [copy.deepcopy(variables[n]) for n in order]


def generate_document(schema: GraphQLSchema, rng: random.Random) -> Document:
    size = rng.choice([0.5, 1.0, 1.0, 1.5])
    return SemGen(schema, rng, size).document()

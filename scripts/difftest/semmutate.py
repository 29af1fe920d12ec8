"""Semantic mutations: changes to a valid document that break section-5 rules.

Every mutation works on the AST of ``semgen.py`` with the schema at hand, and
most of them aim at one rule (they are grouped under comments that name the
rules), although one change often trips several.  A few mutations keep the document valid on
purpose (repeatable directives, identical duplicate fields, reordering), to
check that both validators still accept it.

``mutate(doc, schema, rng)`` applies one to three mutations in place and returns
their names.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Callable, Optional

from graphql import (GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType,
                     GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType,
                     GraphQLSchema, GraphQLUnionType, get_named_type, is_composite_type,
                     is_input_type, is_leaf_type)
from graphql.pyutils import Undefined

from semgen import (Arg, Definition, Directive, Document, Field, Fragment, InlineFragment,
                    ObjectField, Operation, RawDefinition, SemGen, Spread, Value, VarDef,
                    field_def, possible_names, reachable_fragments, root_type, type_from_text,
                    type_text, user_types)


# -- sites: the places a mutation can touch, with their types ----------------------


@dataclass
class Site:
    kind: str  # "selset", "field", "inline", "spread", "arg", "value", "directive", "vardef"
    node: object
    owner: Definition
    parent_type: object = None  # selections: the type of the enclosing selection set
    container: Optional[list] = None  # the list holding ``node``
    expected: object = None  # values and args: the input type expected there
    replace: Optional[Callable[[Value], None]] = None  # values: put another value here
    const: bool = False  # values: whether variables are out of place here
    location: str = ""  # directives: where they are
    defs: object = None  # fields / directives: their argument definitions
    location_default: bool = False  # values: whether the position has a default


def _nullable(t):
    return t.of_type if isinstance(t, GraphQLNonNull) else t


class Sites:
    def __init__(self, schema: GraphQLSchema, doc: Document):
        self.schema = schema
        self.all: list[Site] = []
        for d in doc.definitions:
            if isinstance(d, Operation):
                self._directives(d.directives, d.kind.upper(), d, const=False)
                for v in d.var_defs:
                    self.all.append(Site("vardef", v, d, container=d.var_defs))
                    t = type_from_text(schema, v.type)
                    if v.default is not None:
                        self._value(v.default, t if t and is_input_type(t) else None, d, True,
                                    lambda new, v=v: setattr(v, "default", new))
                    self._directives(v.directives, "VARIABLE_DEFINITION", d, const=True)
                self._selset(d.selections, root_type(schema, d.kind), d)
            elif isinstance(d, Fragment):
                t = schema.get_type(d.type_cond)
                self._directives(d.directives, "FRAGMENT_DEFINITION", d, const=False)
                self._selset(d.selections, t if is_composite_type(t) else None, d)

    def of(self, *kinds: str) -> list[Site]:
        return [s for s in self.all if s.kind in kinds]

    def _selset(self, selections, parent, owner) -> None:
        self.all.append(Site("selset", selections, owner, parent_type=parent))
        for s in selections:
            if isinstance(s, Field):
                fdef = field_def(self.schema, parent, s.name)
                self.all.append(Site("field", s, owner, parent, selections,
                                     defs=fdef.args if fdef else None))
                self._args(s.args, fdef.args if fdef else None, owner, False)
                self._directives(s.directives, "FIELD", owner, False)
                if s.selections is not None:
                    child = get_named_type(fdef.type) if fdef else None
                    self._selset(s.selections, child if is_composite_type(child) else None, owner)
            elif isinstance(s, InlineFragment):
                self.all.append(Site("inline", s, owner, parent, selections))
                self._directives(s.directives, "INLINE_FRAGMENT", owner, False)
                if s.type_cond is None:
                    inner = parent
                else:
                    t = self.schema.get_type(s.type_cond)
                    inner = t if is_composite_type(t) else None
                self._selset(s.selections, inner, owner)
            else:
                self.all.append(Site("spread", s, owner, parent, selections))
                self._directives(s.directives, "FRAGMENT_SPREAD", owner, False)

    def _args(self, args, defs, owner, const) -> None:
        for a in args:
            adef = defs.get(a.name) if defs else None
            t = adef.type if adef else None
            has_default = adef is not None and adef.default_value is not Undefined
            self.all.append(Site("arg", a, owner, container=args, expected=t, defs=defs))
            self._value(a.value, t, owner, const, lambda new, a=a: setattr(a, "value", new),
                        has_default)

    def _directives(self, directives, location, owner, const) -> None:
        for d in directives:
            ddef = self.schema.get_directive(d.name)
            self.all.append(Site("directive", d, owner, container=directives, location=location,
                                 defs=ddef.args if ddef else None))
            self._args(d.args, ddef.args if ddef else None, owner, const)

    def _value(self, v: Value, t, owner, const, replace, location_default=False) -> None:
        self.all.append(Site("value", v, owner, expected=t, replace=replace, const=const,
                             location_default=location_default))
        inner = _nullable(t) if t is not None else None
        if v.kind == "list":
            item_t = inner.of_type if isinstance(inner, GraphQLList) else None
            for i, item in enumerate(v.items):
                self._value(item, item_t, owner, const,
                            lambda new, v=v, i=i: v.items.__setitem__(i, new))
        elif v.kind == "object":
            fields = inner.fields if isinstance(inner, GraphQLInputObjectType) else {}
            for f in v.fields:
                fdef = fields.get(f.name)
                self._value(f.value, fdef.type if fdef else None, owner, const,
                            lambda new, f=f: setattr(f, "value", new),
                            fdef is not None and fdef.default_value is not Undefined)


# -- helpers ---------------------------------------------------------------------------


def typo(rng: random.Random, name: str) -> str:
    """A near miss of ``name`` (so that "Did you mean" suggestions kick in)."""
    near = _typo(rng, name)
    return near if not near[0].isdigit() else name + "x"  # (a name cannot start with a digit)


def _typo(rng: random.Random, name: str) -> str:
    if len(name) < 2:
        return name + "x"
    i = rng.randrange(len(name))
    op = rng.choice(["drop", "double", "swap", "case"])
    if op == "drop":
        return name[:i] + name[i + 1:] or name + "x"
    if op == "double":
        return name[:i] + name[i] + name[i:]
    if op == "swap" and i + 1 < len(name):
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    return name[:i] + name[i].swapcase() + name[i + 1:]


def lit(kind: str, text: str = "") -> Value:
    return Value(kind, text)


def wrong_literals(schema: GraphQLSchema, t, rng: random.Random) -> list[Value]:
    """Literals that are not valid for input type ``t``."""
    out: list[Value] = []
    if isinstance(t, GraphQLNonNull):
        out.append(lit("null", "null"))
    inner = _nullable(t)
    if isinstance(inner, GraphQLList):
        item = _nullable(inner.of_type)
        wrong_items = wrong_literals(schema, inner.of_type, rng)
        if wrong_items:
            out.append(Value("list", items=[rng.choice(wrong_items)]))
            out.append(rng.choice(wrong_items))  # a wrong single item, coerced
        if not isinstance(item, GraphQLList) and not isinstance(item, GraphQLInputObjectType) \
                and not (isinstance(item, GraphQLScalarType) and item.name in ("JSON", "DateTime")):
            out.append(Value("list", items=[Value("list", items=[])]))
        if isinstance(inner.of_type, GraphQLNonNull):
            out.append(Value("list", items=[lit("null", "null")]))
        return out
    if isinstance(inner, GraphQLInputObjectType):
        out += [lit("int", "1"), lit("string", '"x"'), lit("enum", "RED"),
                Value("list", items=[lit("int", "1")])]
        required = [n for n, f in inner.fields.items()
                    if isinstance(f.type, GraphQLNonNull) and f.default_value is Undefined]
        if required:
            out.append(Value("object", fields=[]))
            out.append(Value("object", fields=[ObjectField(required[0], lit("null", "null"))]))
        out.append(Value("object", fields=[ObjectField(rng.choice(["unknown", "nmae", "Level"]),
                                                       lit("int", "1"))]))
        return out
    if isinstance(inner, GraphQLEnumType):
        value = rng.choice(list(inner.values))
        other = [n for t2 in user_types(schema) if isinstance(t2, GraphQLEnumType) and t2 is not inner
                 for n in t2.values if n not in inner.values]
        out += [lit("string", f'"{value}"'), lit("enum", value.lower()), lit("enum", typo(rng, value)),
                lit("int", "1"), lit("bool", "true"), lit("float", "1.5"),
                Value("object", fields=[ObjectField("a", lit("int", "1"))])]
        if other:
            out.append(lit("enum", rng.choice(other)))
        return out
    if isinstance(inner, GraphQLScalarType):
        name = inner.name
        obj = Value("object", fields=[ObjectField("a", lit("int", "1"))])
        if name == "Int":
            out += [lit("float", "1.5"), lit("float", "1e3"), lit("float", "1.0"),
                    lit("string", '"1"'), lit("bool", "true"), lit("enum", "RED"),
                    lit("int", "2147483648"), lit("int", "-2147483649"),
                    lit("int", "99999999999999999999"), obj]
        elif name == "Float":
            out += [lit("string", '"1.5"'), lit("bool", "false"), lit("enum", "NaN"),
                    lit("enum", "Infinity"), obj]
        elif name == "String":
            out += [lit("int", "1"), lit("float", "1.5"), lit("bool", "true"), lit("enum", "hello"), obj]
        elif name == "ID":
            out += [lit("float", "1.5"), lit("float", "1e2"), lit("bool", "true"), lit("enum", "ABC"), obj]
        elif name == "Boolean":
            out += [lit("int", "1"), lit("int", "0"), lit("string", '"true"'), lit("enum", "TRUE"),
                    lit("float", "0.0"), obj]
        # Custom scalars take any literal.
    return out


# The standard scalars: ours has all five in every schema, graphql-js only those the schema
# references (Int, Float and ID may be missing; see README.md).
STANDARD_SCALARS = ("Int", "Float", "String", "Boolean", "ID")
# Relay's directives, which our schemas have built in (see README.md).
RELAY_DIRECTIVES = ("connection", "arguments", "argumentDefinitions", "refetchable", "relay", "inline",
                    "appendEdge", "deleteRecord")

EXTREME_NUMBERS = ("1e400", "-1e400", "1.7976931348623157e309", "4.9e-325", "0e0", "-0.0",
                   "123456789012345678901234567890", "2147483647", "-2147483648", "1E+1")

TYPE_SYSTEM_DEFINITIONS = (
    "type Extra { a: Int }",
    "extend type Query { extra: Int }",
    "scalar Extra",
    "schema { query: Query }",
    "extend schema @key(fields: \"x\")",
    "directive @extra on FIELD",
    "input ExtraInput { a: Int }",
    "enum ExtraEnum { A B }",
    "union ExtraUnion = Query",
    "interface ExtraInterface { a: Int }",
    "\"described\" type Described { a: Int }",
    "extend scalar Extra @key(fields: \"x\")",
    # directives and type references inside them are checked too (KnownDirectives,
    # UniqueDirectivesPerLocation, KnownTypeNames with the standard names allowed)
    "extend type Query @skip(if: true) { x: Int @include(if: true) y: Missing }",
    "extend schema @skip(if: true) { mutation: Missing }",
    "extend union Animal @unknown = Missing",
    "extend enum Color @skip(if: true) { PINK @include(if: true) }",
    "extend input GeoInput @skip(if: true) { z: Missing @deprecated(reason: 1) }",
    "extend interface Pet implements Missing @skip(if: true) { x: [__Type] }",
    "type Extra @key(fields: \"id\") @skip(if: true) @key(fields: 1) { a(x: Missing = \"x\" @deprecated): Int @deprecated(reason: 1) @unknown }",
    "enum ExtraEnum { A @deprecated B @include @deprecated @deprecated }",
    "schema @tag(name: \"x\") { query: Query subscription: Nope }",
    "directive @extra(a: Int = \"x\" @deprecated @skip) repeatable on FIELD",
    "type Extra { a: String @specifiedBy(url: 1) } scalar S @specifiedBy(url: \"x\") @specifiedBy",
    "input ExtraInput @oneOf { a: Int } type ExtraType @oneOf { a: String! }",
)


class Mutator:
    def __init__(self, doc: Document, schema: GraphQLSchema, rng: random.Random):
        self.doc = doc
        self.schema = schema
        self.rng = rng
        self.gen = SemGen(schema, rng)
        self.gen.allow_variables = False

    # -- utilities ------------------------------------------------------------------

    def sites(self, *kinds: str) -> list[Site]:
        return Sites(self.schema, self.doc).of(*kinds)

    def pick(self, items):
        return self.rng.choice(items) if items else None

    def ops(self) -> list[Operation]:
        return [d for d in self.doc.definitions if isinstance(d, Operation)]

    def fragments(self) -> list[Fragment]:
        return [d for d in self.doc.definitions if isinstance(d, Fragment)]

    def insert_definition(self, d: Definition) -> None:
        self.doc.definitions.insert(self.rng.randint(0, len(self.doc.definitions)), d)

    def insert_selection(self, selections: list, s) -> None:
        selections.insert(self.rng.randint(0, len(selections)), s)

    def composite_selsets(self) -> list[Site]:
        return [s for s in self.sites("selset")
                if isinstance(s.parent_type, (GraphQLObjectType, GraphQLInterfaceType))]

    def valid_field(self, parent, depth: int = 3):
        names = list(parent.fields)
        return self.gen.make_field(parent, self.rng.choice(names), depth)

    def valid_value(self, t) -> Value:
        return self.gen.value(t, allow_vars=False)

    def unknown_type_name(self) -> str:
        names = [t.name for t in user_types(self.schema)]
        return self.rng.choice([typo(self.rng, self.rng.choice(names)), "Unknown", "user", "Strin"])

    # -- FieldsOnCorrectType ------------------------------------------------------

    def m_unknown_field(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("field") if s.node.name != "__typename"])
        if not site:
            return None
        f = site.node
        others = [n for t in user_types(self.schema) if isinstance(t, (GraphQLObjectType, GraphQLInterfaceType))
                  for n in t.fields]
        f.name = self.rng.choice([typo(self.rng, f.name), self.rng.choice(others), "unknownField",
                                  "__typenam", "__schema", "__type"])
        return "unknown field"

    def m_move_field(self) -> Optional[str]:
        """A field moved into another selection set, where it may not exist."""
        fields = [s for s in self.sites("field") if len(s.container) > 1]
        site = self.pick(fields)
        if not site:
            return None
        # not into the field's own selections (that would make the AST a cycle)
        inside = {id(s.node) for s in Sites(self.schema, Document([Fragment("_", "_", [site.node])])).of("selset")}
        target = self.pick([s for s in self.sites("selset") if id(s.node) not in inside])
        if not target or target.node is site.container:
            return None
        site.container.remove(site.node)
        self.insert_selection(target.node, site.node)
        return "field moved elsewhere"

    # -- ScalarLeafs ------------------------------------------------------------------

    def m_scalar_with_selection(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("field") if s.node.selections is None])
        if not site:
            return None
        site.node.selections = [Field(self.rng.choice(["id", "name", "__typename", "x"]))]
        return "selection set on a leaf field"

    def m_object_without_selection(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("field") if s.node.selections is not None])
        if not site:
            return None
        site.node.selections = None
        return "no selection set on a composite field"

    # -- KnownArgumentNames / UniqueArgumentNames / ProvidedRequiredArguments -------

    def m_unknown_argument(self) -> Optional[str]:
        site = self.pick(self.sites("field", "directive"))
        if not site:
            return None
        node = site.node
        known = list(site.defs) if site.defs else []
        name = self.rng.choice(([typo(self.rng, self.rng.choice(known))] if known else [])
                               + ["unknownArg", "first", "id", "if", "style"])
        if name in known:
            name = "unknownArg"
        node.args.insert(self.rng.randint(0, len(node.args)), Arg(name, self.gen.any_const_literal()))
        return "unknown argument"

    def m_duplicate_argument(self) -> Optional[str]:
        site = self.pick(self.sites("arg"))
        if not site:
            return None
        again = copy.deepcopy(site.node)
        if site.expected is not None and self.rng.random() < 0.5:
            again.value = self.valid_value(site.expected)
        site.container.insert(self.rng.randint(0, len(site.container)), again)
        return "duplicate argument"

    def m_missing_required_argument(self) -> Optional[str]:
        sites = [s for s in self.sites("arg") if isinstance(s.expected, GraphQLNonNull)
                 and s.defs and s.defs[s.node.name].default_value is Undefined]
        site = self.pick(sites)
        if not site:
            return None
        site.container.remove(site.node)
        return "required argument removed"

    def m_missing_required_input_field(self) -> Optional[str]:
        objects = [s for s in self.sites("value") if s.node.kind == "object" and s.node.fields
                   and isinstance(_nullable(s.expected), GraphQLInputObjectType)]
        site = self.pick(objects)
        if not site:
            return None
        site.node.fields.pop(self.rng.randrange(len(site.node.fields)))
        return "input object field removed"

    # -- ValuesOfCorrectType / UniqueInputFieldNames ----------------------------------

    def m_wrong_literal(self) -> Optional[str]:
        sites = [s for s in self.sites("value") if s.expected is not None and s.node.kind != "var"]
        self.rng.shuffle(sites)
        for site in sites:
            wrong = wrong_literals(self.schema, site.expected, self.rng)
            if wrong:
                site.replace(self.rng.choice(wrong))
                return "wrong literal"
        return None

    def m_extreme_number(self) -> Optional[str]:
        sites = [s for s in self.sites("value") if s.node.kind in ("int", "float")]
        site = self.pick(sites)
        if not site:
            return None
        text = self.rng.choice(EXTREME_NUMBERS)
        site.replace(Value("float" if any(c in text for c in ".eE") else "int", text))
        return "extreme number"

    def m_null_literal(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("value") if s.node.kind != "null"])
        if not site:
            return None
        site.replace(Value("null", "null"))
        return "null literal"

    def m_unknown_input_field(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("value") if s.node.kind == "object"])
        if not site:
            return None
        inner = _nullable(site.expected) if site.expected else None
        known = list(inner.fields) if isinstance(inner, GraphQLInputObjectType) else ["a"]
        name = self.rng.choice([typo(self.rng, self.rng.choice(known)), "unknownField"])
        if name in known:
            name = "unknownField"
        site.node.fields.insert(self.rng.randint(0, len(site.node.fields)),
                                ObjectField(name, self.gen.any_const_literal()))
        return "unknown input field"

    def m_duplicate_input_field(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("value") if s.node.kind == "object" and s.node.fields])
        if not site:
            return None
        f = copy.deepcopy(self.rng.choice(site.node.fields))
        site.node.fields.insert(self.rng.randint(0, len(site.node.fields)), f)
        return "duplicate input field"

    def m_custom_scalar_literal(self) -> Optional[str]:
        """Odd literals for custom scalars, which take any literal, perhaps with variables."""
        sites = [s for s in self.sites("value") if s.expected is not None
                 and isinstance(get_named_type(s.expected), GraphQLScalarType)
                 and get_named_type(s.expected).name in ("JSON", "DateTime")]
        site = self.pick(sites)
        if not site:
            return None
        inner = self.gen.any_const_literal()
        if not site.const and self.rng.random() < 0.7:
            var = Value("var", self.rng.choice(["undefinedVar", "id", "first", "x"]))
            inner = self.rng.choice([Value("object", fields=[ObjectField("a", var)]),
                                     Value("list", items=[lit("int", "1"), var]),
                                     Value("object", fields=[ObjectField("a", Value("list", items=[var]))])])
        site.replace(inner)
        return "custom scalar literal"

    # -- variables ---------------------------------------------------------------------------

    def m_undefined_variable(self) -> Optional[str]:
        if self.rng.random() < 0.4:
            op = self.pick([o for o in self.ops() if o.var_defs])
            if op:
                op.var_defs.pop(self.rng.randrange(len(op.var_defs)))
                return "variable definition removed"
        site = self.pick([s for s in self.sites("value") if not s.const and s.expected is not None])
        if not site:
            return None
        defined = sorted({v.name for o in self.ops() for v in o.var_defs})  # (sets: hash order)
        name = self.rng.choice(["undefinedVar", "x", "id", "first"] +
                               [typo(self.rng, n) for n in defined])
        site.replace(Value("var", name))
        return "variable usage (maybe undefined)"

    def m_unused_variable(self) -> Optional[str]:
        op = self.pick([o for o in self.ops() if not o.shorthand])
        if not op:
            return None
        inputs = [t.name for t in user_types(self.schema) if is_input_type(t)]
        name = self.rng.choice(inputs + list(STANDARD_SCALARS))
        text = self.rng.choice([name, name + "!", f"[{name}]", f"[{name}!]!"])
        names = {v.name for v in op.var_defs}
        var_name = self.rng.choice(["unused", "spare", "extra"])
        while var_name in names:
            var_name += "2"
        default = None
        t = type_from_text(self.schema, text)
        if t is not None and self.rng.random() < 0.3:
            default = self.valid_value(t)
        op.var_defs.insert(self.rng.randint(0, len(op.var_defs)), VarDef(var_name, text, default))
        return "unused variable"

    def m_variable_type(self) -> Optional[str]:
        """Change a variable's declared type: wrong position, non-input or unknown type."""
        sites = self.sites("vardef")
        site = self.pick(sites)
        if not site:
            return None
        v: VarDef = site.node
        rng = self.rng
        base = v.type.strip("[]!")
        choice = rng.randrange(8)
        if choice == 0:
            v.type = v.type[:-1] if v.type.endswith("!") else v.type + "!"
        elif choice == 1:
            v.type = f"[{v.type}]"
        elif choice == 2 and v.type.startswith("["):
            v.type = v.type.rstrip("!")[1:-1]
        elif choice == 3:
            outputs = [t.name for t in user_types(self.schema) if not is_input_type(t)]
            v.type = v.type.replace(base, rng.choice(outputs))
        elif choice == 4:
            v.type = v.type.replace(base, self.unknown_type_name())
        else:
            inputs = [n for n in [t.name for t in user_types(self.schema) if is_input_type(t)]
                      + list(STANDARD_SCALARS) if n != base]
            v.type = v.type.replace(base, rng.choice(inputs))
        if v.default is not None and rng.random() < 0.5:
            v.default = None
        return "variable type changed"

    def m_duplicate_variable(self) -> Optional[str]:
        site = self.pick(self.sites("vardef"))
        if not site:
            return None
        again = copy.deepcopy(site.node)
        if self.rng.random() < 0.4:
            again.type = self.rng.choice(["Int", "String!", "Boolean", "[ID]"])
            again.default = None
        site.container.insert(self.rng.randint(0, len(site.container)), again)
        return "duplicate variable"

    def m_variable_default(self) -> Optional[str]:
        site = self.pick(self.sites("vardef"))
        if not site:
            return None
        v: VarDef = site.node
        t = type_from_text(self.schema, v.type)
        wrong = wrong_literals(self.schema, t, self.rng) if t is not None and is_input_type(t) else []
        if wrong and self.rng.random() < 0.8:
            v.default = self.rng.choice(wrong)
        elif t is not None and is_input_type(t):
            v.default = self.valid_value(t)  # a default on a non-null variable, say
        else:
            v.default = lit("int", "1")
        return "variable default value"

    def m_variable_in_wrong_position(self) -> Optional[str]:
        """Use an existing variable where its type does not fit."""
        op = self.pick([o for o in self.ops() if o.var_defs])
        if not op:
            return None
        v = self.rng.choice(op.var_defs)
        # (untyped positions too: values of unknown arguments, inside custom scalars)
        owned = [s for s in self.sites("value") if not s.const
                 and (s.owner is op or isinstance(s.owner, Fragment))]
        site = self.pick(owned)
        if not site:
            return None
        site.replace(Value("var", v.name))
        return "variable in another position"

    def m_spread_in_other_operation(self) -> Optional[str]:
        """Spread a fragment (which may use variables) in an operation that lacks them."""
        frag = self.pick(self.fragments())
        if not frag:
            return None
        t = self.schema.get_type(frag.type_cond)
        if not is_composite_type(t):
            return None
        targets = [s for s in self.sites("selset") if s.parent_type is not None
                   and possible_names(self.schema, s.parent_type) & possible_names(self.schema, t)]
        site = self.pick(targets)
        if not site:
            return None
        self.insert_selection(site.node, Spread(frag.name))
        return "fragment spread elsewhere"

    # -- fragments -----------------------------------------------------------------------------

    def m_unknown_fragment(self) -> Optional[str]:
        site = self.pick(self.sites("spread"))
        if not site:
            return None
        site.node.name = self.rng.choice([typo(self.rng, site.node.name), "Missing"])
        return "unknown fragment"

    def m_duplicate_fragment(self) -> Optional[str]:
        frag = self.pick(self.fragments())
        if not frag:
            return None
        again = copy.deepcopy(frag)
        if self.rng.random() < 0.5 and isinstance(self.schema.get_type(frag.type_cond),
                                                   (GraphQLObjectType, GraphQLInterfaceType)):
            again.selections = [self.valid_field(self.schema.get_type(frag.type_cond))]
        self.insert_definition(again)
        return "duplicate fragment"

    def m_unused_fragment(self) -> Optional[str]:
        rng = self.rng
        if rng.random() < 0.5:
            site = self.pick(self.sites("spread"))
            if site and len(site.container) > 1:
                site.container.remove(site.node)
                return "spread removed"
        types = [t for t in user_types(self.schema) if isinstance(t, (GraphQLObjectType, GraphQLInterfaceType))]
        t = rng.choice(types)
        names = {f.name for f in self.fragments()}
        name = rng.choice(["Unused", "Orphan", "Lonely"])
        while name in names:
            name += "2"
        self.insert_definition(Fragment(name, t.name, [self.valid_field(t)]))
        return "unused fragment"

    def m_fragment_cycle(self) -> Optional[str]:
        frags = {f.name: f for f in self.fragments()}
        if not frags:
            return None
        a = self.rng.choice(list(frags.values()))
        # a fragment that ``a`` reaches (or ``a`` itself) spreads ``a`` back
        reach = [n for n in reachable_fragments(a.selections, frags)] + [a.name]
        b = frags[self.rng.choice(reach)]
        selsets = [s for s in Sites(self.schema, Document([b])).of("selset")]
        site = self.pick(selsets)
        self.insert_selection(site.node, Spread(a.name))
        return "fragment cycle"

    def m_impossible_spread(self) -> Optional[str]:
        rng = self.rng
        site = self.pick([s for s in self.sites("selset") if s.parent_type is not None])
        if not site:
            return None
        mine = possible_names(self.schema, site.parent_type)
        others = [t for t in user_types(self.schema) if is_composite_type(t)
                  and not possible_names(self.schema, t) & mine]
        if not others:
            return None
        t = rng.choice(others)
        if rng.random() < 0.5:
            inner = Field("__typename") if isinstance(t, GraphQLUnionType) else self.valid_field(t)
            self.insert_selection(site.node, InlineFragment(t.name, [inner]))
        else:
            frags = [f for f in self.fragments() if self.schema.get_type(f.type_cond) in others]
            if frags:
                self.insert_selection(site.node, Spread(rng.choice(frags).name))
            else:
                inline = self.pick([s for s in self.sites("inline") if s.node.type_cond])
                if not inline:
                    return None
                inline.node.type_cond = t.name
        return "impossible spread"

    def m_fragment_type_condition(self) -> Optional[str]:
        """A type condition that is a leaf or input type, or unknown."""
        rng = self.rng
        non_composite = [t.name for t in user_types(self.schema) if not is_composite_type(t)] + list(STANDARD_SCALARS)
        new = rng.choice(non_composite) if rng.random() < 0.6 else self.unknown_type_name()
        if rng.random() < 0.5 and self.fragments():
            rng.choice(self.fragments()).type_cond = new
        else:
            site = self.pick(self.sites("inline"))
            if not site:
                return None
            site.node.type_cond = new
        return "non-composite or unknown type condition"

    # -- operations ---------------------------------------------------------------------------

    def m_duplicate_operation_name(self) -> Optional[str]:
        ops = [o for o in self.ops() if o.name]
        if len(ops) >= 2:
            a, b = self.rng.sample(ops, 2)
            b.name = a.name
        elif ops:
            again = copy.deepcopy(ops[0])
            self.insert_definition(again)
        else:
            return None
        return "duplicate operation name"

    def m_anonymous_operation(self) -> Optional[str]:
        ops = self.ops()
        if len(ops) >= 2 and self.rng.random() < 0.6:
            op = self.rng.choice(ops)
            op.name = None
            op.shorthand = self.rng.random() < 0.3
        else:
            root = self.schema.query_type
            self.insert_definition(Operation("query", None, [self.valid_field(root)],
                                             shorthand=self.rng.random() < 0.5))
        return "anonymous operation"

    def m_unsupported_operation(self) -> Optional[str]:
        """An operation type the schema has no root for, or the wrong root's fields."""
        op = self.pick(self.ops())
        if not op:
            return None
        others = [k for k in ("query", "mutation", "subscription") if k != op.kind]
        op.kind = self.rng.choice(others)
        op.shorthand = False
        return "operation type changed"

    def m_subscription_fields(self) -> Optional[str]:
        rng = self.rng
        subs = [o for o in self.ops() if o.kind == "subscription"]
        root = self.schema.subscription_type
        if not root:
            return None
        if not subs:
            op = Operation("subscription", rng.choice(["Sub", None]), [self.valid_field(root)])
            self.insert_definition(op)
            subs = [op]
        op = rng.choice(subs)
        choice = rng.randrange(6)
        if choice == 0:
            extra = Field("__typename")
        elif choice == 1:
            extra = Field(rng.choice(["__schema", "__type"]),
                          args=[Arg("name", lit("string", '"Query"'))] if rng.random() < 0.5 else [],
                          selections=[Field("__typename")])
        else:
            extra = self.valid_field(root)
            if rng.random() < 0.3:
                extra.alias = "second"
        if choice == 3:
            extra.directives.append(Directive(rng.choice(["skip", "include"]),
                                              [Arg("if", lit("bool", rng.choice(["true", "false"])))]))
        if choice == 4:
            self.insert_selection(op.selections, InlineFragment(rng.choice([None, root.name]), [extra]))
        elif choice == 5:
            names = {f.name for f in self.fragments()}
            name = "SubFields" + ("2" if "SubFields" in names else "")
            self.insert_definition(Fragment(name, root.name, [extra]))
            self.insert_selection(op.selections, Spread(name))
        else:
            self.insert_selection(op.selections, extra)
        return "subscription root fields"

    def m_type_system_definition(self) -> Optional[str]:
        self.insert_definition(RawDefinition(self.rng.choice(TYPE_SYSTEM_DEFINITIONS)))
        return "type-system definition"

    def m_local_type_definition(self) -> Optional[str]:
        """A type defined in the document itself (as well as rejected by ExecutableDefinitions),
        then named by a type condition or a variable: graphql-js's KnownTypeNames counts the
        document's type definitions as known types."""
        rng = self.rng
        schema_names = [t.name for t in user_types(self.schema)]
        name = rng.choice(["Local", "Extra", typo(rng, rng.choice(schema_names)), rng.choice(schema_names)])
        field_type = rng.choice(["Int", "String", "Missing", "__Type", "Person", "[Local!]", name])
        kind = rng.choice(["type", "interface", "input", "scalar", "enum", "union", "extend type"])
        if kind in ("type", "interface", "extend type"):
            text = f"{kind} {name} {{ a: {field_type} }}"
        elif kind == "input":
            text = f"input {name} {{ a: {field_type.replace('Person', 'Int')} }}"
        elif kind == "scalar":
            text = f"scalar {name}"
        elif kind == "enum":
            text = f"enum {name} {{ A B }}"
        else:
            text = f"union {name} = {rng.choice(['Person', 'Missing', 'Query'])}"
        self.insert_definition(RawDefinition(text))
        use = rng.choice([typo(rng, name), name, name, name])
        where = rng.randrange(3)
        if where == 0:
            site = self.pick(self.sites("selset"))
            if site:
                self.insert_selection(site.node, InlineFragment(use, [Field(rng.choice(["a", "__typename"]))]))
        elif where == 1:
            fname = self._new_fragment_name("OnLocal")
            self.insert_definition(Fragment(fname, use, [Field(rng.choice(["a", "__typename"]))]))
            site = self.pick(self.sites("selset"))
            if site and rng.random() < 0.8:
                self.insert_selection(site.node, Spread(fname))
        else:
            op = self.pick([o for o in self.ops() if not o.shorthand])
            if op:
                op.var_defs.append(VarDef("local", rng.choice([use, f"[{use}!]", use + "!"])))
                site = self.pick([s for s in self.sites("value") if not s.const and s.owner is op])
                if site and rng.random() < 0.7:
                    site.replace(Value("var", "local"))
        return "type defined in the document"

    def m_local_directive_definition(self) -> Optional[str]:
        """A directive defined in the document (a new one, or one the schema has, redefined)
        and used: graphql-js's directive rules count the document's directive definitions."""
        rng = self.rng
        existing = [d.name for d in self.schema.directives]
        name = rng.choice(existing + ["local", "local"])
        arg_defs = rng.sample(["if: Boolean!", "x: Int!", "name: String", "y: [Int] = [1]"], rng.randint(0, 2))
        locations = rng.sample(["QUERY", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION", "FRAGMENT_SPREAD",
                                "INLINE_FRAGMENT", "VARIABLE_DEFINITION", "OBJECT"], rng.randint(1, 3))
        args_text = f"({', '.join(arg_defs)})" if arg_defs else ""
        repeatable = " repeatable" if rng.random() < 0.3 else ""
        self.insert_definition(RawDefinition(
            f"directive @{name}{args_text}{repeatable} on {' | '.join(locations)}"))
        holders = self._directive_holders()
        for _ in range(rng.randint(1, 3)):
            if not holders:
                break
            directives, _loc = rng.choice(holders)
            args = []
            for a in rng.sample(["if: true", "x: 1", "x: \"one\"", "name: \"n\"", "z: 2"], rng.randint(0, 2)):
                arg_name, value = a.split(": ")
                kind = {"t": "bool", "1": "int", "2": "int", '"': "string"}[value[0]]
                if not any(x.name == arg_name for x in args):
                    args.append(Arg(arg_name, Value(kind, value)))
            directives.append(Directive(name, args))
        return "directive defined in the document"

    # -- directives -----------------------------------------------------------------------------

    def _directive_holders(self) -> list[tuple[list, str]]:
        holders = []
        for s in self.sites("field", "inline", "spread"):
            holders.append((s.node.directives, {"field": "FIELD", "inline": "INLINE_FRAGMENT",
                                                "spread": "FRAGMENT_SPREAD"}[s.kind]))
        for d in self.doc.definitions:
            if isinstance(d, Operation) and not d.shorthand:
                holders.append((d.directives, d.kind.upper()))
                for v in d.var_defs:
                    holders.append((v.directives, "VARIABLE_DEFINITION"))
            elif isinstance(d, Fragment):
                holders.append((d.directives, "FRAGMENT_DEFINITION"))
        return holders

    def _directive(self, ddef) -> Directive:
        args = []
        for name, a in ddef.args.items():
            if isinstance(a.type, GraphQLNonNull) or self.rng.random() < 0.3:
                args.append(Arg(name, self.valid_value(a.type)))
        return Directive(ddef.name, args)

    def m_duplicate_directive(self) -> Optional[str]:
        site = self.pick(self.sites("directive"))
        if site and self.rng.random() < 0.7:
            again = copy.deepcopy(site.node)
            site.container.insert(self.rng.randint(0, len(site.container)), again)
            return "duplicate directive"
        holders = self._directive_holders()
        if not holders:
            return None
        directives, location = self.rng.choice(holders)
        usable = [d for d in self.schema.directives if location in {l.name for l in d.locations}]
        if not usable:
            return None
        d = self._directive(self.rng.choice(usable))
        directives += [d, copy.deepcopy(d)]
        return "duplicate directive"

    def m_unknown_directive(self) -> Optional[str]:
        holders = self._directive_holders()
        if not holders:
            return None
        directives, _ = self.rng.choice(holders)
        known = [d.name for d in self.schema.directives]
        name = self.rng.choice([typo(self.rng, self.rng.choice(known)), "unknown", "defer", "stream"]
                               + ([self.rng.choice(RELAY_DIRECTIVES)] if self.rng.random() < 0.15 else []))
        if name in known:
            name = "unknown"
        args = [Arg("if", self.gen.any_const_literal())] if self.rng.random() < 0.4 else []
        directives.insert(self.rng.randint(0, len(directives)), Directive(name, args))
        return "unknown directive"

    def m_misplaced_directive(self) -> Optional[str]:
        holders = self._directive_holders()
        if not holders:
            return None
        directives, location = self.rng.choice(holders)
        wrong = [d for d in self.schema.directives if location not in {l.name for l in d.locations}]
        if not wrong:
            return None
        directives.insert(self.rng.randint(0, len(directives)), self._directive(self.rng.choice(wrong)))
        return "misplaced directive"

    def m_skip_with_variable(self) -> Optional[str]:
        """@skip/@include whose `if` is a variable of some other type (or a nullable one)."""
        holders = [(d, loc) for d, loc in self._directive_holders()
                   if loc in ("FIELD", "INLINE_FRAGMENT", "FRAGMENT_SPREAD")]
        op = self.pick([o for o in self.ops() if o.var_defs and o.kind != "subscription"])
        if not holders or not op:
            return None
        directives, _ = self.rng.choice(holders)
        v = self.rng.choice(op.var_defs)
        directives.append(Directive(self.rng.choice(["skip", "include"]), [Arg("if", Value("var", v.name))]))
        return "@skip/@include with a variable"

    # -- OverlappingFieldsCanBeMerged -------------------------------------------------------------

    def m_conflicting_fields(self) -> Optional[str]:
        rng = self.rng
        site = self.pick(self.composite_selsets())
        if not site:
            return None
        parent = site.parent_type
        fields = [s for s in site.node if isinstance(s, Field)]
        if not fields:
            fields = [self.valid_field(parent)]
            self.insert_selection(site.node, fields[0])
        f = rng.choice(fields)
        other = copy.deepcopy(f)
        fdef = field_def(self.schema, parent, f.name)
        choice = rng.randrange(4)
        if choice == 0 or fdef is None:  # another field under the same response name
            name = rng.choice([n for n in parent.fields] + ["__typename"])
            other = self.gen.make_field(parent, name, 3) if name != "__typename" else Field("__typename")
            other.alias = f.response_name if other.name != f.response_name else None
        elif choice == 1 and fdef.args:  # other arguments
            other.args = self.gen.arguments(fdef.args, allow_vars=rng.random() < 0.3, optional_p=0.6)
            other.alias = f.alias
        elif choice == 2 and f.selections:  # sub-selections that conflict
            child = get_named_type(fdef.type)
            if isinstance(child, (GraphQLObjectType, GraphQLInterfaceType)):
                inner = [s for s in f.selections if isinstance(s, Field)]
                if inner:
                    g = rng.choice(inner)
                    name = rng.choice(list(child.fields))
                    replacement = self.gen.make_field(child, name, 3)
                    replacement.alias = g.response_name if name != g.response_name else None
                    other.selections = [replacement]
        else:  # a leaf field where a composite one was, or the reverse
            other.alias = f.response_name
            other.name = "__typename" if f.selections is not None else rng.choice(list(parent.fields))
            other.args = [] if other.name == "__typename" else other.args
            odef = field_def(self.schema, parent, other.name)
            if odef and is_composite_type(get_named_type(odef.type)):
                other = self.gen.make_field(parent, other.name, 3)
                other.alias = f.response_name if other.name != f.response_name else None
            else:
                other.selections = None
                if odef:
                    other.args = self.gen.arguments(odef.args, allow_vars=False) if odef.args else []
        where = rng.randrange(3)
        if where == 0:
            self.insert_selection(site.node, other)
        elif where == 1:
            self.insert_selection(site.node, InlineFragment(rng.choice([None, parent.name]), [other]))
        else:
            names = {fr.name for fr in self.fragments()}
            name = "Conflict"
            while name in names:
                name += "X"
            self.insert_definition(Fragment(name, parent.name, [other]))
            self.insert_selection(site.node, Spread(name))
        return "conflicting fields"

    def m_conflicting_types(self) -> Optional[str]:
        """Same-named fields of different types on different object types, unaliased."""
        rng = self.rng
        pairs = []
        types = [t for t in user_types(self.schema) if isinstance(t, GraphQLObjectType)]
        for a in types:
            for b in types:
                if a.name < b.name:
                    for name in sorted(set(a.fields) & set(b.fields)):
                        if type_text(a.fields[name].type) != type_text(b.fields[name].type):
                            pairs.append((a, b, name))
        if not pairs:
            return None
        a, b, name = rng.choice(pairs)
        sites = [s for s in self.sites("selset") if s.parent_type is not None
                 and {a.name, b.name} <= possible_names(self.schema, s.parent_type)]
        if sites:
            site = rng.choice(sites)
            parts = []
            for t in (a, b):
                f = self.gen.make_field(t, name, 3)
                f.alias = None
                parts.append(InlineFragment(t.name, [f]))
            for p in parts:
                self.insert_selection(site.node, p)
            return "conflicting field types"
        return None

    def _new_fragment_name(self, base: str) -> str:
        names = {f.name for f in self.fragments()}
        name, k = base, 2
        while name in names:
            name, k = f"{base}{k}", k + 1
        return name

    def m_fragment_web(self) -> Optional[str]:
        """Several fragments on one type that spread each other at random: cycles (often
        more than one), unused fragments, and fields that merge (or not) through them."""
        rng = self.rng
        site = self.pick(self.composite_selsets())
        if not site:
            return None
        parent = site.parent_type
        names = [self._new_fragment_name(f"Web{i}") for i in range(rng.randint(2, 5))]
        leafs = [n for n, f in parent.fields.items() if is_leaf_type(get_named_type(f.type))] or ["__typename"]
        frags = []
        for name in names:
            sels: list = []
            for _ in range(rng.randint(1, 2)):
                leaf = rng.choice(leafs)
                fdef = field_def(self.schema, parent, leaf)
                f = Field(leaf, args=self.gen.arguments(fdef.args, False) if fdef.args else [])
                if rng.random() < 0.3:
                    f.alias = "w"  # the same response name for different fields, maybe
                sels.append(f)
            for target in rng.sample(names, rng.randint(0, min(3, len(names)))):
                self.insert_selection(sels, Spread(target))
            frags.append(Fragment(name, parent.name, sels))
        for frag in frags:
            self.insert_definition(frag)
        for name in rng.sample(names, rng.randint(1, len(names))):
            self.insert_selection(site.node, Spread(name))
        return "fragment web"

    def m_exclusive_branches(self) -> Optional[str]:
        """One response name in fragments on two types: mutually exclusive parents (two
        object types) may differ in field and arguments, but not in type; others may not."""
        rng = self.rng
        sites = [s for s in self.sites("selset") if s.parent_type is not None
                 and len(possible_names(self.schema, s.parent_type)) >= 2]
        site = self.pick(sites)
        if not site:
            return None
        parent = site.parent_type
        overlapping = [t for t in self.gen.overlapping_types(parent)
                       if isinstance(t, (GraphQLObjectType, GraphQLInterfaceType))]
        if len(overlapping) < 2:
            return None
        a, b = rng.sample(overlapping, 2)
        common = [n for n in sorted(set(a.fields) & set(b.fields))
                  if is_composite_type(get_named_type(a.fields[n].type))]
        if common and rng.random() < 0.5:  # nested: the same composite field, sub-fields differ
            name = rng.choice(common)
            fa, fb = self.gen.make_field(a, name, 3), self.gen.make_field(b, name, 3)
            fa.alias = fb.alias = "n"
            child_a, child_b = get_named_type(a.fields[name].type), get_named_type(b.fields[name].type)
            for f, child in ((fa, child_a), (fb, child_b)):
                if isinstance(child, (GraphQLObjectType, GraphQLInterfaceType)):
                    g = self.gen.make_field(child, rng.choice(list(child.fields)), 3)
                    g.alias = "r"
                    f.selections = [g]
        else:
            fa = self.gen.make_field(a, rng.choice(list(a.fields)), 3)
            fb = self.gen.make_field(b, rng.choice(list(b.fields)), 3)
            fa.alias = fb.alias = "r"
        parts = []
        for t, f in ((a, fa), (b, fb)):
            if rng.random() < 0.5:
                parts.append(InlineFragment(t.name, [f]))
            else:
                name = self._new_fragment_name(f"On{t.name}")
                self.insert_definition(Fragment(name, t.name, [f]))
                parts.append(Spread(name))
        for p in parts:
            self.insert_selection(site.node, p)
        return "exclusive branches"

    def m_deep(self) -> Optional[str]:
        """Long fragment chains (perhaps closed into one big cycle, perhaps with a conflict
        at the far end), deeply nested selections and deeply nested list values: what
        recursive validators overflow on.  Nesting stays below our parser's limit of 256
        levels (the parser difftest covers that limit)."""
        rng = self.rng
        kind = rng.choice(["chain", "chain", "nest", "list"])
        if kind == "chain":
            site = self.pick(self.composite_selsets())
            if not site:
                return None
            parent = site.parent_type
            n = rng.choices([rng.randint(2, 60), rng.randint(60, 3000), rng.randint(3000, 12000)],
                            [6, 3, 2])[0]
            prefix = self._new_fragment_name("Chain")
            names = [f"{prefix}_{i}" for i in range(n)]
            leafs = [k for k, f in parent.fields.items()
                     if is_leaf_type(get_named_type(f.type)) and not f.args] or ["__typename"]
            end: list = [Field(rng.choice(leafs))]
            if rng.random() < 0.3:
                # One cycle through the whole chain (graphql-core's field merging takes
                # quadratic time on it: 20 s for 3,000 fragments; so keep it shorter).
                names = names[:1500]
                n = len(names)
                end.append(Spread(names[0]))
            if rng.random() < 0.3 and len(leafs) > 1:  # a conflict found at the far end
                a, b = rng.sample(leafs, 2)
                end.append(Field(a, alias="far"))
                self.insert_selection(site.node, Field(b, alias="far"))
            for i, name in enumerate(names):
                body = end if i == n - 1 else [Spread(names[i + 1])]
                self.doc.definitions.append(Fragment(name, parent.name, body))
            self.insert_selection(site.node, Spread(names[0]))
            return "long fragment chain"
        if kind == "nest":
            recursive = [(t, name) for t in user_types(self.schema)
                         if isinstance(t, (GraphQLObjectType, GraphQLInterfaceType))
                         for name, f in t.fields.items()
                         if get_named_type(f.type) is t and not any(
                             isinstance(a.type, GraphQLNonNull) for a in f.args.values())]
            if not recursive:
                return None
            t, name = rng.choice(recursive)
            sites = [s for s in self.sites("selset") if s.parent_type is not None
                     and possible_names(self.schema, s.parent_type) & possible_names(self.schema, t)]
            site = self.pick(sites)
            if not site:
                return None
            leafs = [k for k, f in t.fields.items() if is_leaf_type(get_named_type(f.type))] or ["__typename"]
            inner: list = [Field(rng.choice(leafs))]
            if rng.random() < 0.4:
                inner.append(Field(rng.choice(leafs), alias="deep"))
                inner.append(Field(rng.choice(leafs), alias="deep"))
            depth = rng.choice([rng.randint(2, 30), rng.randint(30, 200)])
            for _ in range(depth):
                inner = [Field(name, selections=inner)]
            self.insert_selection(site.node, InlineFragment(t.name, inner))
            return "deep selections"
        sites = [s for s in self.sites("value") if s.expected is not None
                 and isinstance(_nullable(s.expected), GraphQLList)]
        site = self.pick(sites)
        if not site:
            return None
        value = rng.choice([lit("int", "1"), lit("string", '"x"'), lit("null", "null"), lit("enum", "RED")])
        for _ in range(rng.choice([rng.randint(2, 20), rng.randint(20, 200)])):
            value = Value("list", items=[value])
        site.replace(value)
        return "deep list value"

    # -- keep-valid and generic ----------------------------------------------------------------------

    def m_identical_duplicate(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("field", "inline", "spread")])
        if not site:
            return None
        self.insert_selection(site.container, copy.deepcopy(site.node))
        return "identical duplicate selection"

    def m_repeatable_directive(self) -> Optional[str]:
        rep = [d for d in self.schema.directives if d.is_repeatable]
        if not rep:
            return None
        d = rep[0]
        holders = [(ds, loc) for ds, loc in self._directive_holders() if loc in {l.name for l in d.locations}]
        if not holders:
            return None
        directives, _ = self.rng.choice(holders)
        directives += [self._directive(d), self._directive(d)]
        return "repeatable directive twice"

    def m_shuffle_definitions(self) -> Optional[str]:
        self.rng.shuffle(self.doc.definitions)
        return "definitions reordered"

    def m_delete_selection(self) -> Optional[str]:
        site = self.pick([s for s in self.sites("field", "inline", "spread") if len(s.container) > 1])
        if not site:
            return None
        site.container.remove(site.node)
        return "selection deleted"

    def m_deep_introspection(self) -> Optional[str]:
        """Nested introspection (graphql-js 16's MaxIntrospectionDepthRule, not in the spec)."""
        op = self.pick([o for o in self.ops() if o.kind == "query"])
        if not op:
            return None
        inner = Field("name")
        for name in self.rng.choice([["fields", "type", "fields", "type"], ["interfaces", "fields", "type", "interfaces"],
                                     ["possibleTypes", "fields", "type"], ["inputFields", "type", "inputFields"]]):
            inner = Field(name, selections=[inner])
        root = Field("__schema", selections=[Field("types", selections=[inner])])
        self.insert_selection(op.selections, root)
        return "deep introspection"


MUTATIONS: list[tuple[str, float]] = [
    ("m_unknown_field", 4), ("m_move_field", 2), ("m_scalar_with_selection", 3),
    ("m_object_without_selection", 3), ("m_unknown_argument", 3), ("m_duplicate_argument", 2),
    ("m_missing_required_argument", 3), ("m_missing_required_input_field", 2),
    ("m_wrong_literal", 7), ("m_extreme_number", 2), ("m_null_literal", 2),
    ("m_unknown_input_field", 2), ("m_duplicate_input_field", 2), ("m_custom_scalar_literal", 2),
    ("m_undefined_variable", 4), ("m_unused_variable", 3), ("m_variable_type", 5),
    ("m_duplicate_variable", 2), ("m_variable_default", 3), ("m_variable_in_wrong_position", 4),
    ("m_spread_in_other_operation", 3), ("m_unknown_fragment", 2), ("m_duplicate_fragment", 2),
    ("m_unused_fragment", 2), ("m_fragment_cycle", 3), ("m_impossible_spread", 3),
    ("m_fragment_type_condition", 2), ("m_duplicate_operation_name", 2), ("m_anonymous_operation", 2),
    ("m_unsupported_operation", 2), ("m_subscription_fields", 3), ("m_type_system_definition", 1),
    ("m_duplicate_directive", 3), ("m_unknown_directive", 2), ("m_misplaced_directive", 3),
    ("m_skip_with_variable", 2), ("m_conflicting_fields", 7), ("m_conflicting_types", 2),
    ("m_identical_duplicate", 2), ("m_repeatable_directive", 1), ("m_shuffle_definitions", 1),
    ("m_delete_selection", 2), ("m_deep_introspection", 0.3), ("m_fragment_web", 3),
    ("m_exclusive_branches", 4), ("m_local_type_definition", 1), ("m_local_directive_definition", 1),
    ("m_deep", 0.6),
]


def mutate(doc: Document, schema: GraphQLSchema, rng: random.Random,
           skip: frozenset[str] = frozenset()) -> list[str]:
    """Apply one to three mutations to ``doc`` in place; return their descriptions.

    ``skip`` names mutations (without the ``m_`` prefix) not to use.
    """
    mutator = Mutator(doc, schema, rng)
    names = [n for n, _ in MUTATIONS if n[2:] not in skip]
    weights = [w for n, w in MUTATIONS if n[2:] not in skip]
    applied = []
    for _ in range(rng.choices([1, 2, 3], [6, 3, 1])[0]):
        for _attempt in range(10):
            name = rng.choices(names, weights)[0]
            result = getattr(mutator, name)()
            if result:
                applied.append(result)
                break
    return applied

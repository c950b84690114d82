#!/usr/bin/python3
"""Generates the mechanical part of the C API from the properties' one declaration.

A property is declared once, in its level's Swift property enumeration (for example
`CircularSliderProperty` in Sources/CustomControls/Widgets/CircularSliderState.swift): the
`PropertyDefinition` of its case gives the name, nick, blurb, type and default, and the doc
comment above the case gives the C documentation, in this strict format:

    /// The property's documentation, gtk-doc markup, copied line by line into the header.
    ///
    /// - Getter: what the getter returns, as a phrase ("whether the value is shown")
    /// - Returns: the getter's Returns: phrase, when it differs from the Getter phrase
    /// - Setter: sentences appended to the setter's "Sets [property@…]." (clamping, warnings)
    /// - Default: the default as the docs say it, when the definition's is not a literal
    /// - Doc(Knob): the documentation for one class, when it differs from the shared one
    /// - Default(Knob), Setter(Knob): the default or the setter's sentences for one class
    /// - Parameter: the setter's parameter as gtk-doc documents it, when not "@name: the new
    ///   value" (`paintable: (nullable): the image…`)
    case .showValue:
        PropertyDefinition(name: "show-value", nick: …, blurb: …, kind: .boolean(default: true))

A field continues on lines indented by two more spaces; a `Doc(Class)` field keeps its line
breaks, the others are rewrapped. In the texts, `{the control}` is the CClass's `the` ("the
knob", "the XY pad"; `{The control}` with only its first letter capitalized, "The XY pad"),
`{Class}` the class as gi-docgen links it ("Knob"), `{prefix}` its functions' prefix
("cc_knob") and `{value-changed}` links its value-changed signal. A default of `defaults.step` and the like is the class's
`ControlDefaults` value. A property that overrides an inherited one (GtkRange's `adjustment`)
gets no accessors here; a deprecated one gets its documentation but no accessors.

From that, for each C class the level belongs to, this script writes:

- Sources/CustomControlsCAPI/Generated/<CcClass>Properties.swift: the `@_cdecl` getter and
  setter of every property the class offers, from every level it belongs to (beside the class's
  hand-written `<CcClass>.swift`). A setter calls the typed setter the Swift API calls where
  the level's `set(_:to:)` hands the value straight to one (`case .value: setValue(value.double, animated: false)`),
  else `setPropertyValue`, GObject's set_property switch; a getter calls `propertyValue`;
- the declarations with their gtk-doc comments and introspection annotations in
  Sources/CustomControlsCAPI/customcontrols.h, between the `BEGIN GENERATED <CcClass> <Enum>`
  and `END GENERATED <CcClass> <Enum>` comments (the rest of the header is written by hand);
- Sources/CustomControlsCAPI/customcontrols.map, from every function the header declares;
- debian/libcustomcontrols-1-0.symbols, the same functions for dpkg-gensymbols, each with the
  version that first exported it;
- Tests/CAPITests/capi-generated-cases.h: a row per accessor pair, with what the C test of
  bad arguments (Tests/CAPITests/capi-generated-test.c) needs to call it wrongly: the names,
  the type check of `self` and of the argument, an enumeration's first value past its last,
  an integer's range.

Run it after changing a declaration: `scripts/generate-c-api.py`. With `--check` it writes
nothing and exits 1 when a generated file is not what it would write (scripts/test.sh).
docs/properties.md explains the design.
"""

import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from controls import CONTROLS, WIDGETS

ROOT = Path(__file__).resolve().parent.parent
HEADER = Path("Sources/CustomControlsCAPI/customcontrols.h")
MAP = Path("Sources/CustomControlsCAPI/customcontrols.map")
SYMBOLS = Path("debian/libcustomcontrols-1-0.symbols")
GENERATED = Path("Sources/CustomControlsCAPI/Generated")
PROPERTIES = Path("Sources/CustomControls/Properties/ControlDefaults.swift")
CASES = Path("Tests/CAPITests/capi-generated-cases.h")
WIDTH = 94  # the header's comment lines, " * " included


@dataclass
class CClass:
    """One C class: its names in C and in the docs, and its Swift state class."""
    name: str        # CcCircularSlider
    prefix: str      # cc_circular_slider
    short: str       # CircularSlider, as gi-docgen links name it
    noun: str        # "a circular slider", the @self description
    state: str       # CircularSliderState
    the: str         # "the circular slider", for {the control}
    signal: str      # its value-changed signal as gi-docgen links it, for {value-changed}
    omitted: tuple = ()  # shared properties the class does not offer (ControlClass's `omitting`)

    @property
    def defaults(self):
        """The class's `ControlDefaults`: the struct's defaults with the class's own."""
        values = dict(re.findall(r"^    var (\w+): \w+ = (.*)$", (ROOT / PROPERTIES).read_text(), re.M))
        widget = (ROOT / f"Sources/CustomControls/Widgets/{self.state}.swift").read_text()
        own = re.search(r"defaults: ControlDefaults\((.*?)\)\s*,\s*\n", widget, re.S)
        if own:
            values.update(re.findall(r"(\w+): ([^,]+)", own.group(1)))
        return values


@dataclass
class Level:
    """One property enumeration and the classes whose C API gets its accessors."""
    enum: str
    source: Path
    owner: str       # the Swift type the enumeration is nested in ("" for each class's own)
    classes: list
    handler: Path    # the file whose `set(_:to:)` handles the enumeration's cases


def words_for(name):
    """`name` ("XY pad", "Knob") inside a sentence: lower-cased unless it starts with an
    initialism ("XY pad", "knob"), and the article it takes ("an XY pad", "a knob")."""
    first = name.split()[0]
    initialism = len(first) > 1 and first.isupper()
    inside = name if initialism else name[0].lower() + name[1:]
    vowel_sound = first[0] in "AEFHILMNORSX" if initialism else inside[0] in "aeiou"
    return inside, "an" if vowel_sound else "a"


def cclass_of(control):
    inside, article = words_for(control.accessible_name)
    # GtkRange subclasses emit GtkRange's own value-changed.
    signal = "[signal@Gtk.Range::value-changed]" if control.parent == "GtkRange" else f"[signal@{control.short}::value-changed]"
    return CClass(control.type_name, control.prefix, control.short, f"{article} {inside}", control.state,
                  f"the {inside}", signal, control.omitted)


# Every control, from the one list of them (scripts/controls.py).
CLASSES = {control.short: cclass_of(control) for control in CONTROLS}

# The property enumerations more than one control shares: where each is declared, the type it is
# nested in, and the file whose `set(_:to:)` handles it. A control's own enumeration,
# `<Control>Property`, is nested in its state, declared in `<Control>Property.swift` or in the
# state's file, and handled by the state.
SHARED_LEVELS = {
    "SharedProperty": (WIDGETS / "SharedProperty.swift", "ControlState", WIDGETS / "ControlState.swift"),
    "ArcProperty": (WIDGETS / "ArcProperty.swift", "", WIDGETS / "ArcValueControl.swift"),
}


def levels_of(controls):
    """Every property enumeration, with the classes whose C API has its accessors (those whose
    ControlClass lists it), in the order the controls first name them."""
    levels = {}
    for control in controls:
        for enum in control.property_levels:
            if enum not in levels:
                if enum in SHARED_LEVELS:
                    source, owner, handler = SHARED_LEVELS[enum]
                else:
                    own = WIDGETS / f"{enum}.swift"
                    source = own if (ROOT / own).exists() else control.state_source
                    owner, handler = "", control.state_source  # owner "": the class's own state
                levels[enum] = Level(enum, source, owner, [], handler)
            levels[enum].classes.append(CLASSES[control.short])
    return list(levels.values())


LEVELS = levels_of(CONTROLS)


@dataclass
class Property:
    case: str
    name: str
    kind: str        # boolean, double, int, color, enumeration, object
    kind_args: str   # what the kind's parentheses hold
    doc: list
    getter: str
    returns: str
    setter: str = ""
    default: str = ""
    class_docs: dict = field(default_factory=dict)   # by class short name
    parameter: str = ""
    deprecated: bool = False
    class_defaults: dict = field(default_factory=dict)
    class_setters: dict = field(default_factory=dict)

    @property
    def c_name(self):
        return self.name.replace("-", "_")


def fail(message):
    sys.exit(f"generate-c-api: {message}")


def parse_level(level):
    """The properties of `level`'s enumeration, in declaration (property id) order."""
    text = (ROOT / level.source).read_text()
    enum = re.search(r"enum %s: Int, ControlProperty \{\n(.*?)\n    \}\n" % level.enum, text, re.S)
    if not enum:
        fail(f"{level.source}: no `enum {level.enum}: Int, ControlProperty`")
    order = [case for line in re.findall(r"^\s*case ([\w, ]+)$", enum.group(1), re.M)
             for case in line.replace(" ", "").split(",")]
    entries = re.findall(r"((?:[ \t]*///[^\n]*\n)*)[ \t]*case \.(\w+):\s*\n\s*PropertyDefinition\((.*?)\)\n(?=\s*(?:\n|case|///|\}))",
                         enum.group(1), re.S)
    properties = {}
    for comment, case, arguments in entries:
        arguments = " ".join(arguments.split())
        name = re.search(r'name: "([\w-]+)"', arguments)
        kind = re.search(r"kind: \.(\w+)(?:\((.*)\))?", arguments)
        if not name or not kind:
            fail(f"{level.source}: case .{case} needs a PropertyDefinition with name and kind")
        if "overridesInherited: true" in arguments:
            continue
        if not comment:
            fail(f"{level.source}: case .{case} needs its doc comment")
        deprecated = "isDeprecated: true" in arguments
        lines = [re.sub(r"^\s*/// ?", "", line) for line in comment.rstrip("\n").split("\n")]
        doc, fields, current = [], {}, None
        for line in lines:
            tagged = re.match(r"- (Getter|Returns|Setter|Default|Parameter|(?:Doc|Default|Setter)\(\w+\)): (.*)$", line)
            if tagged:
                current = tagged.group(1)
                fields[current] = [tagged.group(2)]
            elif current and line.startswith("  "):
                fields[current].append(line[2:])
            elif current:
                fail(f"{level.source}: case .{case}: text after the `- {current}:` field")
            else:
                doc.append(line)
        while doc and not doc[-1]:
            doc.pop()
        if "Getter" not in fields and not deprecated:
            fail(f"{level.source}: case .{case} has no `- Getter:` line")
        fields.setdefault("Getter", [""])
        joined = {key: " ".join(value) for key, value in fields.items()}
        class_docs = {key[4:-1]: value for key, value in fields.items() if key.startswith("Doc(")}
        class_defaults = {key[8:-1]: value for key, value in joined.items() if key.startswith("Default(")}
        class_setters = {key[7:-1]: value for key, value in joined.items() if key.startswith("Setter(")}
        if not doc and any(cclass.short not in class_docs for cclass in level.classes):
            fail(f"{level.source}: case .{case} has no documentation for every class")
        properties[case] = Property(case, name.group(1), kind.group(1), kind.group(2) or "", doc, joined["Getter"],
                                    joined.get("Returns", joined["Getter"]), joined.get("Setter", ""),
                                    joined.get("Default", ""), class_docs, joined.get("Parameter", ""), deprecated, class_defaults, class_setters)
    missing = [case for case in order if case not in properties and not re.search(
        r"case \.%s:(?:(?!case \.).)*overridesInherited: true" % case, enum.group(1), re.S)]
    if missing:
        fail(f"{level.source}: {level.enum} cases without a parsable declaration: {', '.join(missing)}")
    return [properties[case] for case in order if case in properties]


def default_text(prop, cclass):
    """The docs' `Default:` text: written in the declaration, or the definition's literal
    default (or the class's literal `ControlDefaults` value)."""
    if prop.class_defaults.get(cclass.short):
        return prop.class_defaults[cclass.short]
    if prop.default:
        return prop.default
    default = re.match(r"default: ([^,]+)", prop.kind_args)
    value = default.group(1).strip() if default else ""
    if value.startswith("defaults."):
        value = cclass.defaults.get(value[len("defaults."):], "").strip()
    if prop.kind in ("boolean", "double", "int") and re.fullmatch(r"-?[0-9.]+|true|false", value):
        return value + "."
    if prop.kind == "color":
        return "unset (%NULL)."
    if prop.kind == "object":
        return "%NULL."
    fail(f"{prop.name}: its default for {cclass.name} is no literal, so its doc needs a `- Default:` line")


def filled(text, cclass):
    """`text` with the class's words in place of the placeholders."""
    for placeholder, words in (("{the control}", cclass.the), ("{The control}", cclass.the[:1].upper() + cclass.the[1:]),
                               ("{Class}", cclass.short), ("{prefix}", cclass.prefix),
                               ("{value-changed}", cclass.signal)):
        text = text.replace(placeholder, words)
    return text


# ---- The C types of each kind ----

def gtype_function(prop):
    """`cc_knob_drag_mode` for a kind of `.enumeration(cc_knob_drag_mode_get_type(), …)`."""
    return re.match(r"(\w+)_get_type\(\)", prop.kind_args).group(1)


def type_name(function):
    """`CcKnobDragMode` for `cc_knob_drag_mode`."""
    return "".join(word.capitalize() for word in function.split("_"))


def c_type(prop):
    """The C parameter type, spelled to be followed directly by a name."""
    if prop.kind == "enumeration":
        return type_name(gtype_function(prop)) + " "
    if prop.kind == "object":
        return type_name(gtype_function(prop)) + " *"
    return {"boolean": "gboolean ", "double": "double ", "int": "int ", "color": "const GdkRGBA *"}[prop.kind]


def swift_c_type(prop):
    if prop.kind == "enumeration":
        return type_name(gtype_function(prop))
    return {"boolean": "gboolean", "double": "Double", "int": "Int32", "color": "UnsafePointer<GdkRGBA>?",
            "object": "OpaquePointer?"}[prop.kind]


def parameter_name(prop):
    return prop.parameter.split(":")[0] if prop.parameter else prop.c_name


def enum_maximum(prop, header):
    """The last member of the property's C enumeration, as the header declares it."""
    name = type_name(gtype_function(prop))
    members = re.search(r"typedef enum \{\n(.*?)\} %s;" % name, header, re.S)
    if not members:
        fail(f"{HEADER}: no `typedef enum {{ … }} {name};`")
    return re.findall(r"^\s*(\w+)", members.group(1), re.M)[-1]


def setter_check(prop, header):
    """The setter's assertion on its argument beyond `self`, as GLib's critical shows it."""
    name = parameter_name(prop)
    if prop.kind == "enumeration":
        return f"{name} <= {enum_maximum(prop, header)}"
    if prop.kind == "object":
        namespace, _, rest = gtype_function(prop).partition("_")
        return f"{name} == NULL || {namespace.upper()}_IS_{rest.upper()} ({name})"
    return None


# ---- The header ----

def comment(lines):
    return "/**\n" + "\n".join(f" * {line}" if line else " *" for line in lines) + "\n */\n"


def wrapped(text, continuation="", first=""):
    """`text` wrapped as the header wraps it: lines of at most WIDTH with ` * `."""
    return textwrap.wrap(text, WIDTH - 3, initial_indent=first, subsequent_indent=continuation,
                         break_long_words=False, break_on_hyphens=False)


def header_section(level, cclass, properties):
    out = []
    for prop in properties:
        link = f"[property@{cclass.short}:{prop.name}]"
        doc = [filled(line, cclass) for line in prop.class_docs.get(cclass.short, prop.doc)]
        if prop.deprecated:
            out.append(comment([f"{cclass.name}:{prop.name}:", ""] + doc) + "\n")
            continue
        out.append(comment([f"{cclass.name}:{prop.name}:", ""] + doc + ["", f"Default: {default_text(prop, cclass)}"]))
        getter = f"{cclass.prefix}_get_{prop.c_name}"
        if prop.kind == "color":
            returns = ["Returns: (transfer none) (nullable): the colour, or %NULL when it is unset; owned by the",
                       "  control and valid until the property changes"]
        else:
            returns = wrapped(filled(f"Returns: {prop.returns}", cclass), "  ")
        out.append("\n" + comment([f"{getter}:", f"@self: {cclass.noun}", ""] + wrapped(filled(f"Gets {prop.getter} ({link}).", cclass))
                                  + [""] + returns))
        out.append(f"{c_type(prop)}{getter} ({cclass.name} *self);\n")
        setter = f"{cclass.prefix}_set_{prop.c_name}"
        if prop.parameter:
            parameter = wrapped(filled("@" + prop.parameter, cclass), "  ")
        elif prop.kind == "color":
            parameter = [f"@{prop.c_name}: (nullable): the colour (copied), or %NULL to unset it"]
        else:
            parameter = [f"@{prop.c_name}: the new value"]
        out.append("\n" + comment([f"{setter}:", f"@self: {cclass.noun}"] + parameter + [""]
                                  + wrapped(filled(f"Sets {link}. {prop.class_setters.get(cclass.short, prop.setter)}".rstrip(), cclass))))
        opening = f"void {setter} ("
        out.append(f"{opening}{cclass.name} *self,\n{' ' * len(opening)}{c_type(prop)}{parameter_name(prop)});\n\n")
    return "".join(out)


def spliced_header(header, level, cclass, section):
    """`header` with the section of `cclass`'s accessors of `level` replaced by `section`."""
    marker = f"{cclass.name} {level.enum}"
    begin = f"/* BEGIN GENERATED {marker} (scripts/generate-c-api.py): do not edit. */\n"
    end = f"/* END GENERATED {marker} */\n"
    pattern = re.compile(r"/\* BEGIN GENERATED %s\b.*?\*/\n.*?/\* END GENERATED %s \*/\n" % (marker, marker), re.S)
    if not pattern.search(header):
        fail(f"{HEADER}: no BEGIN/END GENERATED {marker} comments")
    return pattern.sub(lambda _: begin + "\n" + section + end, header, count=1)


def exported_names(header):
    """Every function the header declares, the `G_DECLARE_FINAL_TYPE` get_type functions too."""
    names = set(re.findall(r"^[A-Za-z][^\n(]*?\b(cc_\w+) \(", header, re.M))
    names |= {f"{prefix}_get_type" for prefix in re.findall(r"G_DECLARE_FINAL_TYPE \(\w+, (\w+),", header)}
    return sorted(names)


def export_map(header):
    """The version script: every function the header declares, nothing else."""
    symbols = "".join(f"    {name};\n" for name in exported_names(header))
    return ("/* Generated by scripts/generate-c-api.py from customcontrols.h: do not edit.\n"
            " *\n"
            " * The symbols libcustomcontrols-1.so exports: the C API of customcontrols.h, nothing else.\n"
            " * Everything else (the Swift runtime linked in, the Swift modules, the internal C shim with\n"
            " * its cc_swift_control_hooks) stays local. scripts/capi-check.sh checks that the library exports\n"
            " * exactly the functions the header declares. */\n"
            "{\n  global:\n" + symbols + "  local:\n    *;\n};\n")


def debian_symbols(header):
    """debian/'s symbols file: each exported function with the version that first had it.

    A function already listed keeps its version; a new one gets the project's version from
    meson.build, so the file only grows as the API does (dpkg-gensymbols fails the package
    build when the library and the file disagree)."""
    version = re.search(r"^\s*version: '([^']+)'", (ROOT / "meson.build").read_text(), re.M).group(1)
    known = {}
    if (ROOT / SYMBOLS).exists():
        known = dict(re.findall(r"^ (\w+)@Base (\S+)$", (ROOT / SYMBOLS).read_text(), re.M))
    rows = "".join(f" {name}@Base {known.get(name, version)}\n" for name in exported_names(header))
    return ("libcustomcontrols-1.so.0 libcustomcontrols-1-0 #MINVER#\n"
            "* Build-Depends-Package: libcustomcontrols-1-dev\n" + rows)


# ---- The Swift @_cdecl functions ----

# What a C argument of each kind becomes as the Swift typed setter's argument.
TYPED_ARGUMENT = {"boolean": "value != 0", "double": "value", "int": "value", "color": "rgba(value)"}


def typed_setters(level):
    """The typed setter each case of `level` calls, where its handler's `set(_:to:)` hands the
    value straight to one (`case .value: setValue(value.double, animated: false)`): by case, the
    method's name and its arguments after the value. A case handled any other way (a key path,
    a conversion) is absent, and its C setter goes through `setPropertyValue` as GObject does."""
    text = (ROOT / level.handler).read_text()
    body = re.search(r"func set\(_ property: any ControlProperty, to value: PropertyValue\) \{\n"
                     r"\s*guard let property = property as\? %s else .*?\n(.*?)\n    \}\n" % level.enum, text, re.S)
    if not body:
        fail(f"{level.handler}: no `set(_:to:)` handling {level.enum}")
    return {case: (method, kind, rest) for case, method, kind, rest in
            re.findall(r"^\s*case \.(\w+): (set\w+)\(value\.(\w+)((?:, \w+: \w+)*)\)$", body.group(1), re.M)}


def swift_functions(level, cclass, properties, header):
    enum = f"{level.owner or cclass.state}.{level.enum}"
    state = f"state(instance, {cclass.state}.self)"
    typed = typed_setters(level)
    out = []
    for prop in properties:
        if prop.deprecated:
            continue
        case = f"{enum}.{prop.case}"
        getter = f"{cclass.prefix}_get_{prop.c_name}"
        read = f"control.propertyValue({case})"
        if prop.kind == "boolean":
            nothing, result = "0", f"{read}.boolean ? 1 : 0"
        elif prop.kind == "color":
            nothing, result = "nil", f'keptGdkRGBA({read}.color, of: control, property: "{prop.name}")'
        elif prop.kind == "enumeration":
            nothing = f"{swift_c_type(prop)}(rawValue: 0)"
            result = f"{swift_c_type(prop)}(rawValue: UInt32(bitPattern: {read}.int))"
        elif prop.kind == "object":
            nothing, result = "nil", f"{read}.object.map {{ OpaquePointer($0) }}"
        else:
            nothing, result = "0", f"{read}.{prop.kind}"
        out.append(f'@_cdecl("{getter}")\n'
                   f"public func {getter}(_ instance: OpaquePointer?) -> {swift_c_type(prop)} {{\n"
                   f"    guard let control = {state} else {{ return {nothing} }}\n"
                   f"    return {result}\n}}\n")
        setter = f"{cclass.prefix}_set_{prop.c_name}"
        value = {"boolean": ".boolean(value != 0)", "double": ".double(value)", "int": ".int(value)",
                 "color": ".color(rgba(value))", "enumeration": ".int(Int32(bitPattern: value.rawValue))",
                 "object": ".object(value.map { UnsafeMutableRawPointer($0) })"}[prop.kind]
        check = setter_check(prop, header)
        if check:
            valid = (f"isEnumValue(value.rawValue, of: {gtype_function(prop)}_get_type())" if prop.kind == "enumeration"
                     else f"isInstance(value, of: {gtype_function(prop)}_get_type())")
            body = (f"    guard let control = {state} else {{ return }}\n"
                    f"    guard {valid} else {{\n"
                    f'        return returnIfFailWarning("{check}", function: #function)\n    }}\n'
                    f"    control.setPropertyValue({case}, to: {value})\n")
        elif prop.case in typed and typed[prop.case][1] == prop.kind:
            method, _, rest = typed[prop.case]
            body = f"    {state}?.{method}({TYPED_ARGUMENT[prop.kind]}{rest})\n"
        else:
            body = f"    {state}?.setPropertyValue({case}, to: {value})\n"
        out.append(f'@_cdecl("{setter}")\n'
                   f"public func {setter}(_ instance: OpaquePointer?, _ value: {swift_c_type(prop)}) {{\n{body}}}\n\n")
    return "".join(out)


# ---- The table of the C test of bad arguments ----

def case_rows(level, cclass, properties, header):
    """One CC_CASE row per accessor pair of `cclass` at `level`."""
    rows = []
    for prop in properties:
        if prop.deprecated:
            continue
        check = setter_check(prop, header)
        past_last = f"{enum_maximum(prop, header)} + 1" if prop.kind == "enumeration" else "0"
        object_type = f"{gtype_function(prop)}_get_type" if prop.kind == "object" else "NULL"
        int_range = re.search(r"range: (-?\d+)\.\.\.(-?\d+)", prop.kind_args) if prop.kind == "int" else None
        minimum, maximum = int_range.groups() if int_range else ("0", "0")
        rows.append(f'  CC_CASE ({cclass.prefix}, {cclass.name}, "CC_IS_{cclass.prefix[3:].upper()} (self)", {prop.c_name}, '
                    f'"{prop.name}", {prop.kind.upper()}, {c_type(prop).strip()}, '
                    f'{"NULL" if check is None else chr(34) + check + chr(34)}, {past_last}, {object_type}, '
                    f"{minimum}, {maximum}),\n")
    return "".join(rows)


def cases_file(rows):
    return ("/* Generated by scripts/generate-c-api.py from the property declarations: do not edit.\n"
            " *\n"
            " * Every getter and setter pair of the C API, one CC_CASE row each, for the C test of bad\n"
            " * arguments (capi-generated-test.c), which defines CC_CASE before including this file:\n"
            " *\n"
            " *   CC_CASE (prefix, CClass, \"self check\", property_c_name, \"property-name\", KIND,\n"
            " *            C type, \"argument check\" or NULL, enum past its last, object GType\n"
            " *            function or NULL, int minimum, int maximum)\n"
            " */\n\n" + rows)


def swift_file(cclass, levels, sections):
    sources = "; ".join(f"{level.enum} in {level.source}" for level in levels)
    intro = textwrap.fill(f"Generated by scripts/generate-c-api.py from {cclass.name}'s property declarations "
                          f"({sources}): do not edit; edit a declaration there and run the script.",
                          WIDTH - 3, initial_indent="// ", subsequent_indent="// ")
    return (f"{intro}\n"
            f"//\n"
            f"// The C getter and setter of each of its properties (declared in customcontrols.h). Each\n"
            f"// reads or sets the property as GObject's get/set_property do, through the typed setters the\n"
            f"// Swift API calls too; a wrong `self` logs GLib's critical and does nothing.\n\n"
            f"import CCustomControls\nimport CustomControls\nimport CustomControlsCGtk\n\n"
            + "".join(sections)).rstrip("\n") + "\n"


def generated_files():
    """Every generated file's path and contents."""
    header = (ROOT / HEADER).read_text()
    files = {}
    rows = []
    sections = {cclass.name: [] for cclass in CLASSES.values()}
    levels = {cclass.name: [] for cclass in CLASSES.values()}
    for level in LEVELS:
        properties = parse_level(level)
        for cclass in level.classes:
            offered = [prop for prop in properties if prop.name not in cclass.omitted]
            header = spliced_header(header, level, cclass, header_section(level, cclass, offered))
            sections[cclass.name].append(swift_functions(level, cclass, offered, header))
            levels[cclass.name].append(level)
            rows.append(case_rows(level, cclass, offered, header))
    # One file per C class, as the hand-written half is: what `cc_knob_*` does is in CcKnob*.swift.
    for cclass in CLASSES.values():
        files[GENERATED / f"{cclass.name}Properties.swift"] = swift_file(cclass, levels[cclass.name],
                                                                        sections[cclass.name])
    files[CASES] = cases_file("".join(rows))
    markers = [f"{cclass.name} {level.enum}" for level in LEVELS for cclass in level.classes]
    for kind in ("BEGIN", "END"):
        if header.count(f"/* {kind} GENERATED ") != len(markers) or any(
                header.count(f"/* {kind} GENERATED {marker} ") != 1 for marker in markers):
            fail(f"{HEADER}: each of {', '.join(markers)} needs exactly one {kind} GENERATED comment, and no other")
    files[HEADER] = header
    files[MAP] = export_map(header)
    files[SYMBOLS] = debian_symbols(header)
    return files


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit("usage: scripts/generate-c-api.py [--check]")
    stale = []
    files = generated_files()
    for path, contents in files.items():
        target = ROOT / path
        if target.exists() and target.read_text() == contents:
            continue
        stale.append(str(path))
        if not check:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(contents)
    # A file left in Generated/ by a level that is gone would still be compiled.
    for leftover in sorted((ROOT / GENERATED).glob("*")):
        if leftover.relative_to(ROOT) not in files:
            stale.append(str(leftover.relative_to(ROOT)))
            if not check:
                leftover.unlink()
    if check and stale:
        sys.exit("generate-c-api: stale, run scripts/generate-c-api.py: " + ", ".join(stale))
    if not check and stale:
        print("generate-c-api: updated " + ", ".join(stale))


if __name__ == "__main__":
    main()

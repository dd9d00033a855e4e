"""The one loader for YAML that comes from outside (saves, scenarios, card files, settings, decks).

Every file from outside is data, and possibly hostile or damaged data. The loader is the C safe
parser with a Python composer that keeps count, so that nothing reaches the game unless it is small:
- a size cap, checked before the file is read;
- a nesting cap (ten thousand `[` is a sentence, not a RecursionError);
- an expansion cap counting every alias as the whole collection it stands for (an alias bomb is
  refused after a few thousand events, not after gigabytes), and no alias inside its own collection;
- whole numbers of at most MAX_INT_DIGITS digits and finite floats only (a 5000-digit number is a
  sentence, not `ValueError: Exceeds the limit`);
- only JSON's kinds of value: mappings, lists, text, numbers, true/false and null (a date stays text;
  !!binary, !!set and the like are refused).
Every problem comes back as a Problem with file and line, and no message quotes more than a few
dozen characters of the file (`describe`)."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import yaml
from yaml.composer import Composer
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import AliasEvent, MappingStartEvent, SequenceStartEvent
from yaml.resolver import Resolver

from game.engine.core.problems import Problem
# describe and read_bytes are this loader's too (callers import them from here, with the parser)
from game.engine.core.reading import MAX_BYTES, bounded as _bounded, describe, read_bytes, too_big as _too_big  # noqa: F401


class _PyParser(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser):
    """The pure-Python parser, for a PyYAML built without libyaml."""

    def __init__(self, stream: str):
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)


try:
    from yaml.cyaml import CParser as _Parser   # the C parser, when PyYAML was built with libyaml
except ImportError:  # pragma: no cover - a PyYAML without libyaml
    _Parser = _PyParser

MAX_DEPTH = 48                  # the deepest real file (a card's op parameters) nests about 8 deep
MAX_NODES = 250_000             # values in the file with every alias counted in full
MAX_INT_DIGITS = 20             # 2**64 has 20 digits: seeds and every count fit
MAX_INT = 2 ** 64


class UntrustedYamlError(yaml.MarkedYAMLError):
    """The file is valid YAML but breaks one of the loader's limits."""


class LineDict(dict):
    """A dict that knows the line it started on and the line of each key (1-based)."""

    line: int = 0
    key_lines: dict

    def line_of(self, key: Any) -> int:
        """The line where `key` is written, or the mapping's own line."""
        try:
            return self.key_lines.get(key, self.line)
        except TypeError:
            return self.line


class LineList(list):
    """A list that knows the line it started on and the line of each item (1-based)."""

    line: int = 0
    item_lines: list

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if isinstance(index, int) and 0 <= index < len(self.item_lines) else self.line


class _Resolver(Resolver):
    """YAML 1.1's implicit types without timestamps and `=` (a date or '=' in a file stays text)."""

    yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers
                if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value")]
        for first, resolvers in Resolver.yaml_implicit_resolvers.items()}


class _Composer(Composer):
    """The composer, counting: nesting depth, and the size of the document with aliases expanded."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.expanded = 0
        self.sizes: dict[int, int] = {}   # id(anchored node) -> its expanded size, once complete

    def compose_node(self, parent, index):
        if self.check_event(AliasEvent):
            event = self.peek_event()
            node = self.anchors.get(event.anchor)
            if node is not None:
                size = self.sizes.get(id(node))
                if size is None:
                    raise UntrustedYamlError(None, None, "an alias refers to the collection it is written in",
                                             event.start_mark)
                self._count(size, event)
            return super().compose_node(parent, index)
        event = self.peek_event()
        before = self.expanded
        self._count(1, event)
        if isinstance(event, (SequenceStartEvent, MappingStartEvent)):
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise UntrustedYamlError(None, None, f"the data nests more than {MAX_DEPTH} levels deep",
                                         event.start_mark)
            node = super().compose_node(parent, index)
            self.depth -= 1
        else:
            node = super().compose_node(parent, index)
        if event.anchor is not None:
            self.sizes[id(node)] = self.expanded - before
        return node

    def _count(self, size: int, event) -> None:
        self.expanded += size
        if self.expanded > MAX_NODES:
            raise UntrustedYamlError(None, None, f"the data holds more than {MAX_NODES:,} values once its "
                                                 "aliases are expanded", event.start_mark)


class _Constructor(SafeConstructor):
    """JSON's kinds of value only, bounded numbers, keys that are plain values."""

    with_lines = False

    def construct_yaml_int(self, node):
        digits = sum(c.isalnum() for c in node.value)
        if digits > MAX_INT_DIGITS + 2:  # + a 0x or 0o prefix
            raise ConstructorError(None, None, f"a number has {digits} digits; at most {MAX_INT_DIGITS} are read",
                                   node.start_mark)
        value = super().construct_yaml_int(node)
        if abs(value) > MAX_INT:
            raise ConstructorError(None, None, f"the number {describe(value)} is too large", node.start_mark)
        return value

    def construct_yaml_float(self, node):
        value = super().construct_yaml_float(node)
        if not math.isfinite(value):
            raise ConstructorError(None, None, f"{describe(node.value)} is not a finite number", node.start_mark)
        return value

    def construct_mapping_here(self, node):
        self.flatten_mapping(node)
        result = LineDict() if self.with_lines else {}
        lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, (str, int, float, bool)) and key is not None:
                raise ConstructorError(None, None, "a mapping key must be a plain value, not a list or mapping",
                                       key_node.start_mark)
            if key in result:
                raise ConstructorError(None, None, f"the key {describe(key)} is written twice", key_node.start_mark)
            result[key] = self.construct_object(value_node, deep=True)
            lines[key] = key_node.start_mark.line + 1
        if self.with_lines:
            result.line = node.start_mark.line + 1
            result.key_lines = lines
        return result

    def construct_sequence_here(self, node):
        items = [self.construct_object(child, deep=True) for child in node.value]
        if not self.with_lines:
            return items
        result = LineList(items)
        result.line = node.start_mark.line + 1
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        return result

    def construct_refused(self, node):
        raise ConstructorError(None, None, f"the tag {describe(node.tag)} is not allowed here "
                                           "(only mappings, lists, text, numbers, true/false and null)",
                               node.start_mark)


_Constructor.yaml_constructors = {
    "tag:yaml.org,2002:null": SafeConstructor.construct_yaml_null,
    "tag:yaml.org,2002:bool": SafeConstructor.construct_yaml_bool,
    "tag:yaml.org,2002:int": _Constructor.construct_yaml_int,
    "tag:yaml.org,2002:float": _Constructor.construct_yaml_float,
    "tag:yaml.org,2002:str": SafeConstructor.construct_yaml_str,
    "tag:yaml.org,2002:seq": _Constructor.construct_sequence_here,
    "tag:yaml.org,2002:map": _Constructor.construct_mapping_here,
    None: _Constructor.construct_refused,
}


class _Loader(_Composer, _Parser, _Constructor, _Resolver):  # type: ignore[misc, valid-type]
    def __init__(self, stream: str):
        _Parser.__init__(self, stream)
        _Composer.__init__(self)
        _Constructor.__init__(self)
        _Resolver.__init__(self)


class _LineLoader(_Loader):
    with_lines = True


def parse_yaml(text: str, filename: str, *, lines: bool = True) -> tuple[Any, list[Problem]]:
    """Parse YAML text within the limits; (data, []) or (None, [the problem with its line]).
    With `lines`, mappings and lists are LineDict and LineList (they know their lines)."""
    if len(text) > MAX_BYTES:
        return None, [_too_big(filename, len(text.encode("utf-8", "replace")))]
    loader = None
    try:
        loader = (_LineLoader if lines else _Loader)(text)
        return loader.get_single_data(), []
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        what = _bounded(exc.problem or exc.context or "the YAML cannot be read")
        refused = isinstance(exc, (UntrustedYamlError, ConstructorError))
        message = f"{what}." if refused else f"the YAML is broken here: {what}."
        return None, [Problem(filename, mark.line + 1 if mark else 0, message)]
    except yaml.reader.ReaderError as exc:   # a character YAML does not allow (a control character)
        line = text.count("\n", 0, max(0, exc.position)) + 1
        return None, [Problem(filename, line, f"the file holds a control character (#x{exc.character:02x}), "
                                              "which YAML does not allow.")]
    except (yaml.YAMLError, ValueError, RecursionError) as exc:
        return None, [Problem(filename, 0, f"the YAML is broken: {_bounded(str(exc))}.")]
    finally:
        if loader is not None:
            loader.dispose()


def read_yaml(path: str | Path, *, lines: bool = True, max_bytes: int = MAX_BYTES) -> tuple[Any, list[Problem]]:
    """Read one YAML file from outside: refused by size before it is read, then parsed within the limits."""
    raw, problems = read_bytes(path, max_bytes)
    if raw is None:
        return None, problems
    return parse_bytes(raw, str(path), lines=lines)


def parse_bytes(raw: bytes, filename: str, *, lines: bool = True) -> tuple[Any, list[Problem]]:
    """Parse a file's bytes (UTF-8 text, a byte-order mark allowed) within the limits."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return None, [Problem(filename, raw.count(b"\n", 0, exc.start) + 1, "the file is not UTF-8 text.")]
    return parse_yaml(text, filename, lines=lines)

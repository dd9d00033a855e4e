"""Safe YAML loading that remembers the line of every mapping and list item."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.engine.cards.problems import Problem

_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineDict(dict):
    """A dict that knows the line it started on and the line of each key (1-based)."""

    line: int = 0
    key_lines: dict

    def line_of(self, key: str) -> int:
        """The line where `key` is written, or the mapping's own line."""
        return self.key_lines.get(key, self.line)


class LineList(list):
    """A list that knows the line it started on and the line of each item (1-based)."""

    line: int = 0
    item_lines: list

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if index < len(self.item_lines) else self.line


class _LineLoader(_Base):  # type: ignore[misc, valid-type]
    """The safe loader, constructing LineDict and LineList so problems can name their line."""


def _construct_mapping(loader, node):
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, "a mapping key must be plain text", key_node.start_mark)
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"the key {key!r} is written twice", key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader, node):
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


class Located:
    """Where a value came from, for messages: a file and a line."""

    def __init__(self, file: str, line: int):
        self.file = file
        self.line = line

    def problem(self, message: str) -> Problem:
        return Problem(self.file, self.line, message)


def load_yaml(path: str | Path) -> tuple[Any, list[Problem]]:
    """Load one YAML file safely; return (data, problems). Data is None when the file cannot be read."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return None, [Problem(str(path), 0, f"the file cannot be read ({exc.strerror or exc}).")]
    except UnicodeDecodeError:
        return None, [Problem(str(path), 0, "the file is not UTF-8 text.")]
    return parse_yaml(text, str(path))


def parse_yaml(text: str, filename: str) -> tuple[Any, list[Problem]]:
    """Parse YAML text safely; a syntax error becomes a Problem with its line."""
    try:
        return yaml.load(text, Loader=_LineLoader), []  # _LineLoader is a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        what = exc.problem or exc.context or "the YAML cannot be read"
        return None, [Problem(filename, line, f"the YAML is broken here: {what}.")]
    except yaml.YAMLError as exc:
        return None, [Problem(filename, 0, f"the YAML is broken: {exc}.")]

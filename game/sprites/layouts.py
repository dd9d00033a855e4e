"""Card layouts: YAML templates per card type, one extending another, with named regions."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.engine.cards import Problem, load_card_yaml
from game.sprites.fonts import FONT_FILES

UNITS = (250, 350)  # layout coordinates: a poker card 2.5 x 3.5 inches at 100 units per inch
REGION_KINDS = {"panel", "text", "rules", "art", "badge", "icon", "stats", "cells", "pips"}
TOP_KEYS = {"extends", "description", "size", "corner_radius", "background", "frame", "regions"}
REGION_KEYS = {"kind", "rect", "when", "unless", "field", "template", "font", "size", "min_size", "colour",
               "align", "valign", "spacing", "one_line_min", "fill", "border", "border_width", "radius", "alpha", "shape",
               "icon", "items", "columns", "pad", "ink", "gap", "max", "z", "first_fill"}


@dataclass
class Layout:
    """A resolved layout: merged settings and regions, the files of its chain, where each region came from."""

    name: str
    data: dict
    chain: list[Path]
    origins: dict[str, tuple[str, int]] = field(default_factory=dict)

    @property
    def regions(self) -> dict[str, dict]:
        return self.data.get("regions", {})


def _plain(value):
    """A plain copy of parsed YAML (dicts and lists), cheap to copy again."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def merge(base: dict, override: dict) -> dict:
    """Deep merge: mappings merge key by key; anything else (lists too) replaces; null removes."""
    result = _plain(base)
    for key, value in override.items():
        if value is None:
            result.pop(key, None)
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merge(result[key], value)
        else:
            result[key] = _plain(value)
    return result


class LayoutBook:
    """Finds layouts by name in a list of folders (first wins) and resolves `extends`."""

    def __init__(self, folders: list[Path]):
        self.folders = [Path(f) for f in folders]
        self._cache: dict[str, tuple[Layout | None, list[Problem]]] = {}
        self._resolving: dict[str, tuple[Layout | None, list[Problem]]] = {}

    def file_of(self, name: str) -> Path | None:
        for folder in self.folders:
            path = folder / f"{name}.yaml"
            if path.is_file():
                return path
        return None

    def get(self, name: str) -> tuple[Layout | None, list[Problem]]:
        """The resolved layout and the problems met resolving it."""
        if name not in self._cache:
            self._cache[name] = self._resolve(name, [])
        return self._cache[name]

    def _resolve(self, name: str, seen: list[str]) -> tuple[Layout | None, list[Problem]]:
        if name in self._resolving and not seen:
            return self._resolving[name]
        result = self._resolve_file(name, seen)
        if not seen:
            self._resolving[name] = result
        return result

    def _resolve_file(self, name: str, seen: list[str]) -> tuple[Layout | None, list[Problem]]:
        if name in self._cache:  # a parent already resolved for another layout: reuse, do not re-read
            return self._cache[name]
        path = self.file_of(name)
        if path is None:
            where = ", ".join(str(f) for f in self.folders)
            return None, [Problem(where, 0, f"there is no layout named {name!r} (looked for {name}.yaml).")]
        data, problems = load_card_yaml(path)
        if data is None:
            return None, problems
        if not isinstance(data, dict):
            return None, [Problem(str(path), 1, "a layout is a mapping at the top level.")]
        problems += _check_file(path, data)
        parent_name = data.get("extends")
        origins = {}
        regions = data.get("regions") if isinstance(data.get("regions"), dict) else {}
        for region in regions:
            origins[region] = (str(path), regions.line_of(region) if hasattr(regions, "line_of") else 0)
        if parent_name:
            if parent_name in seen + [name]:
                return None, problems + [Problem(str(path), data.line_of("extends"),
                                                 f"the layout {name!r} extends itself through {parent_name!r}.")]
            parent, more = self._resolve(str(parent_name), seen + [name])
            if parent is None:
                more = [Problem(str(path), data.line_of("extends"), m.message) if m.line == 0 else m for m in more]
                return None, problems + more
            merged = merge(parent.data, {k: v for k, v in data.items() if k != "extends"})
            return Layout(name, merged, parent.chain + [path], {**parent.origins, **origins}), problems + more
        merged = merge({"size": list(UNITS), "corner_radius": 10, "regions": {}}, data)
        layout = Layout(name, merged, [path], origins)
        return layout, problems


def _check_file(path: Path, data: dict) -> list[Problem]:
    """Problems in one layout file, each with its line."""
    problems = []
    for key in data:
        if key not in TOP_KEYS:
            problems.append(Problem(str(path), data.line_of(key), f"a layout has no setting {key!r} "
                                    f"(known: {', '.join(sorted(TOP_KEYS))})."))
    regions = data.get("regions", {})
    if regions is None:
        return problems
    if not isinstance(regions, dict):
        return problems + [Problem(str(path), data.line_of("regions"), "`regions` is a mapping of name -> region.")]
    for name, region in regions.items():
        line = regions.line_of(name)
        if region is None:
            continue  # removes a region of the parent
        if not isinstance(region, dict):
            problems.append(Problem(str(path), line, f"the region {name!r} is a mapping."))
            continue
        for key in region:
            if key not in REGION_KEYS:
                problems.append(Problem(str(path), region.line_of(key), f"the region {name!r} has no setting {key!r}."))
        kind = region.get("kind")
        if kind is not None and kind not in REGION_KINDS:
            problems.append(Problem(str(path), region.line_of("kind"), f"the region {name!r} has an unknown kind "
                                    f"{kind!r} (known: {', '.join(sorted(REGION_KINDS))})."))
        rect = region.get("rect")
        if rect is not None and not (isinstance(rect, list) and len(rect) == 4
                                     and all(isinstance(v, (int, float)) for v in rect)):
            problems.append(Problem(str(path), region.line_of("rect"),
                                    f"the region {name!r} needs `rect: [x, y, width, height]` in card units."))
        font = region.get("font")
        if font is not None and font not in FONT_FILES:
            problems.append(Problem(str(path), region.line_of("font"), f"the region {name!r} names an unknown font "
                                    f"{font!r} (known: {', '.join(sorted(FONT_FILES))})."))
        for key in ("size", "min_size", "one_line_min"):
            if key in region and not isinstance(region[key], (int, float)):
                problems.append(Problem(str(path), region.line_of(key), f"`{key}` of {name!r} is a number."))
    return problems


def check_resolved(layout: Layout) -> list[Problem]:
    """After merging: every region has a kind and a rect."""
    problems = []
    for name, region in layout.regions.items():
        file, line = layout.origins.get(name, (str(layout.chain[-1]), 0))
        if not isinstance(region, dict):
            continue
        for key in ("kind", "rect"):
            if key not in region:
                problems.append(Problem(file, line, f"the region {name!r} of layout {layout.name!r} has no `{key}`."))
    return problems

"""Icons: small vector drawings in assets/icons/<name>.yaml (or a designer's <name>.png), drawn at any size."""
from __future__ import annotations

import math
from pathlib import Path

import pygame

from game.engine.cards import Problem, load_card_yaml
from game.sprites.artfiles import ICON_NAME
from game.sprites.colours import parse_colour
from game.sprites.paths import ICONS

SUPERSAMPLE = 4
SHAPES = ("circle", "ring", "ellipse", "rect", "poly", "star", "line")


class IconSet:
    """The icons of one folder: knows their names and files, draws them tinted and sized, caches drawings."""

    def __init__(self, folder: Path = ICONS):
        self.folder = Path(folder)
        self._defs: dict[str, dict | None] = {}
        self._drawn: dict[tuple, pygame.Surface] = {}
        self._files: dict[str, Path | None] = {}
        self.problems: list[Problem] = []

    def names(self) -> set[str]:
        """Every icon name available (file stems)."""
        if not self.folder.is_dir():
            return set()
        return {p.stem for p in self.folder.iterdir() if p.suffix in (".yaml", ".png")}

    def file_of(self, name: str) -> Path | None:
        """The file an icon is drawn from (a .png wins over a .yaml); remembered (a new IconSet looks again)."""
        if name in self._files:
            return self._files[name]
        found = None
        if not ICON_NAME.fullmatch(name):   # a name built from a card field never leaves the folder
            self._files[name] = None
            return None
        for suffix in (".png", ".yaml"):
            path = self.folder / f"{name}{suffix}"
            if path.is_file():
                found = path
                break
        self._files[name] = found
        return found

    def _definition(self, name: str) -> dict | None:
        if name not in self._defs:
            path = self.file_of(name)
            if path is None or path.suffix == ".png":
                self._defs[name] = None
            else:
                data, problems = load_card_yaml(path)
                self.problems.extend(problems)
                if not isinstance(data, dict) or not isinstance(data.get("shapes"), list):
                    if data is not None:
                        self.problems.append(Problem(str(path), 1, "an icon needs a list of `shapes`."))
                    data = {"shapes": []}
                self._defs[name] = data
        return self._defs[name]

    def aspect(self, name: str) -> float:
        """Width / height of the icon."""
        path = self.file_of(name)
        if path is not None and path.suffix == ".png":
            w, h = self._png(path).get_size()
            return w / max(1, h)
        return 1.0

    def _png(self, path: Path) -> pygame.Surface:
        key = ("png", str(path))
        if key not in self._drawn:
            self._drawn[key] = pygame.image.load(str(path))
        return self._drawn[key]

    def draw(self, name: str, height: int, ink=(0, 0, 0)) -> pygame.Surface:
        """The icon `height` pixels tall; 'ink' parts take the colour `ink`."""
        height = max(2, int(height))
        key = (name, height, tuple(ink))
        surface = self._drawn.get(key)
        if surface is None:
            surface = self._render(name, height, tuple(ink))
            self._drawn[key] = surface
        return surface

    def _render(self, name: str, height: int, ink) -> pygame.Surface:
        path = self.file_of(name)
        if path is not None and path.suffix == ".png":
            image = self._png(path)
            width = max(1, round(height * image.get_width() / max(1, image.get_height())))
            return pygame.transform.smoothscale(image.convert_alpha() if pygame.display.get_surface() else image,
                                                (width, height))
        data = self._definition(name) or {"shapes": []}
        # small icons (in text) need heavy supersampling to stay crisp; big ones (art) need little
        big = height * max(1, min(SUPERSAMPLE, 256 // height))
        scale = big / 100.0
        base_colour = ink if data.get("colour", "ink") == "ink" else parse_colour(data.get("colour"), ink)
        shapes_surface = pygame.Surface((big, big), pygame.SRCALPHA)
        for shape in data["shapes"]:
            if not isinstance(shape, dict):
                continue
            if shape.get("cut"):
                colour = (0, 0, 0, 0)
            elif shape.get("colour", None) in (None, "ink"):
                colour = (*(base_colour if shape.get("colour") is None else ink), 255)
            else:
                colour = (*parse_colour(shape.get("colour"), base_colour), 255)
            _draw_shape(shapes_surface, shape, scale, colour)
        outline = data.get("outline")
        if outline:
            out_colour = (*parse_colour(outline), 255)
            rim = max(2, round(big * 0.05))
            mask = pygame.mask.from_surface(shapes_surface, 10)
            silhouette = mask.to_surface(setcolor=out_colour, unsetcolor=(0, 0, 0, 0))
            pad = rim
            framed = pygame.Surface((big + 2 * pad, big + 2 * pad), pygame.SRCALPHA)
            for i in range(8):
                angle = i * math.tau / 8
                framed.blit(silhouette, (pad + round(rim * math.cos(angle)), pad + round(rim * math.sin(angle))))
            framed.blit(shapes_surface, (pad, pad))
            shapes_surface = framed
        return pygame.transform.smoothscale(shapes_surface, (height, height))


def _pts(values, scale):
    return [(values[i] * scale, values[i + 1] * scale) for i in range(0, len(values) - 1, 2)]


def _draw_shape(surface: pygame.Surface, shape: dict, scale: float, colour) -> None:
    """One shape of an icon, in a 100 x 100 box scaled by `scale`."""
    try:
        if "circle" in shape:
            cx, cy, r = shape["circle"]
            pygame.draw.circle(surface, colour, (cx * scale, cy * scale), r * scale)
        elif "ring" in shape:
            cx, cy, r = shape["ring"]
            width = max(1, round(shape.get("width", 8) * scale))
            pygame.draw.circle(surface, colour, (cx * scale, cy * scale), r * scale + width / 2, width)
        elif "ellipse" in shape:
            x, y, w, h = shape["ellipse"]
            pygame.draw.ellipse(surface, colour, pygame.Rect(x * scale, y * scale, w * scale, h * scale))
        elif "rect" in shape:
            x, y, w, h = shape["rect"]
            pygame.draw.rect(surface, colour, pygame.Rect(x * scale, y * scale, w * scale, h * scale),
                             border_radius=round(shape.get("radius", 0) * scale))
        elif "poly" in shape:
            pygame.draw.polygon(surface, colour, _pts(shape["poly"], scale))
        elif "star" in shape:
            cx, cy, outer, inner, points = shape["star"]
            pygame.draw.polygon(surface, colour, star_points(cx * scale, cy * scale, outer * scale,
                                                             inner * scale, int(points)))
        elif "line" in shape:
            pygame.draw.lines(surface, colour, False, _pts(shape["line"], scale),
                              max(1, round(shape.get("width", 6) * scale)))
    except (TypeError, ValueError):
        pass  # a malformed shape draws nothing; check_icons reports it


def star_points(cx, cy, outer, inner, points, rotate=-math.pi / 2):
    """The corners of a star polygon."""
    result = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = rotate + i * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def check_icons(folder: Path = ICONS) -> list[Problem]:
    """Problems in the icon files: unknown shapes or wrong numbers, with file and line."""
    problems: list[Problem] = []
    for path in sorted(Path(folder).glob("*.yaml")):
        data, found = load_card_yaml(path)
        problems += found
        if data is None:
            continue
        if not isinstance(data, dict) or not isinstance(data.get("shapes"), list):
            problems.append(Problem(str(path), 1, "an icon needs a list of `shapes`."))
            continue
        shapes = data["shapes"]
        for i, shape in enumerate(shapes):
            line = shapes.line_of(i) if hasattr(shapes, "line_of") else 0
            kinds = [k for k in SHAPES if isinstance(shape, dict) and k in shape]
            if len(kinds) != 1:
                problems.append(Problem(str(path), line, f"each shape is exactly one of {', '.join(SHAPES)}."))
    return problems

"""Draw one card: a spec, through its layout's regions, onto a pygame Surface (no window needed)."""
from __future__ import annotations

import math
import re
from pathlib import Path

import pygame

from game.engine.cards import Problem
from game.sprites.art import art_problems, draw_art
from game.sprites.paint import stretch_column
from game.sprites.spec import CardSpec
from game.sprites.fonts import FontBook
from game.sprites.colours import parse_colour
from game.sprites.icons import IconSet
from game.sprites.layouts import Layout
from game.sprites.artfiles import art_problem
from game.sprites.paths import ASSETS
from game.sprites.richtext import TOKEN, RichText

_FIELD = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
OUTLINE_COLOURS = [(255, 0, 170), (0, 200, 255), (255, 200, 0), (0, 230, 120), (255, 90, 40), (160, 120, 255)]


def fill_template(template, fields: dict) -> str:
    """'{name} — {cost}' with the card's values (an unknown field is empty)."""
    return _FIELD.sub(lambda m: _plain(fields.get(m.group(1), "")), str(template))


def _plain(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else ""
    if value is None:
        return ""
    return str(value)


class CardRenderer:
    """Fonts, icons and text shared across the cards one process draws."""

    def __init__(self, assets: Path = ASSETS):
        if not pygame.font.get_init():
            pygame.font.init()
        self.assets = Path(assets)
        self.fonts = FontBook(self.assets / "fonts")
        self.icons = IconSet(self.assets / "icons")
        self.text = RichText(self.fonts, self.icons)
        self.known_icons = self.icons.names()
        self.deps: set[Path] = set()
        self._images: dict[Path, pygame.Surface] = {}
        self._shared: dict[tuple, pygame.Surface] = {}   # backgrounds and corner masks, by size and colours

    def _keep(self, key: tuple, surface: pygame.Surface) -> pygame.Surface:
        if len(self._shared) >= 16:
            self._shared.clear()
        self._shared[key] = surface
        return surface

    def reset(self) -> None:
        """Forget drawn icons and loaded images (after an icon or art file changed)."""
        self.icons = IconSet(self.assets / "icons")
        self.text = RichText(self.fonts, self.icons)
        self.known_icons = self.icons.names()
        self._images.clear()

    # --- the card -------------------------------------------------------------------------------
    def render(self, spec: CardSpec, layout: Layout, width: int, bleed: float = 0.0,
               outline: bool = False, report: bool = True) -> tuple[pygame.Surface, list[Problem]]:
        """The card `width` pixels wide (plus `bleed` card units each side), and its problems."""
        self.deps = set()
        problems: list[Problem] = []
        units_w, units_h = layout.data.get("size", [250, 350])
        scale = width / units_w
        pad = round(bleed * scale)
        size = (width + 2 * pad, round(units_h * scale) + 2 * pad)
        fields = spec.fields
        surface = pygame.Surface(size, pygame.SRCALPHA)
        self._background(surface, layout.data, fields, scale, pad)
        regions = sorted(layout.regions.items(), key=lambda kv: (kv[1] or {}).get("z", 0)
                         if isinstance(kv[1], dict) else 0)
        for name, region in regions:
            if not isinstance(region, dict) or "rect" not in region or "kind" not in region:
                continue
            if region.get("when") and not fields.get(region["when"]):
                continue
            if region.get("unless") and fields.get(region["unless"]):
                continue
            x, y, w, h = region["rect"]
            rect = pygame.Rect(round(x * scale) + pad, round(y * scale) + pad, round(w * scale), round(h * scale))
            draw = getattr(self, f"_draw_{region['kind']}", None)
            if draw is not None:
                found = draw(surface, rect, region, name, spec, scale)
                if report and found:
                    problems += found
        if outline:
            self._outline(surface, layout, scale, pad)
        if pad == 0 and layout.data.get("corner_radius"):
            radius = round(layout.data["corner_radius"] * scale)
            mask = self._shared.get(("corners", size, radius))
            if mask is None:
                mask = pygame.Surface(size, pygame.SRCALPHA)
                pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
                self._keep(("corners", size, radius), mask)
            surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.deps |= {self.fonts.path(n) for n in _fonts_of(layout)}
        return surface, problems

    def _colour(self, value, fields, default=(0, 0, 0)):
        if value is None:
            return default
        return parse_colour(fill_template(value, fields) if isinstance(value, str) else value, default)

    def _background(self, surface, data, fields, scale, pad):
        bg = data.get("background", "#f4efe4")
        if isinstance(bg, dict):
            top = self._colour(bg.get("top"), fields, (240, 236, 226))
            bottom = self._colour(bg.get("bottom"), fields, top)
            key = ("background", surface.get_size(), top, bottom)
            shade = self._shared.get(key)
            if shade is None:
                strip = pygame.Surface((1, 2))
                strip.set_at((0, 0), top)
                strip.set_at((0, 1), bottom)
                shade = self._keep(key, stretch_column(strip, surface.get_size()))
            surface.blit(shade, (0, 0))
        else:
            surface.fill(self._colour(bg, fields, (240, 236, 226)))
        frame = data.get("frame")
        if isinstance(frame, dict):
            inset = frame.get("inset", 5) * scale + pad
            rect = pygame.Rect(0, 0, surface.get_width() - 2 * inset, surface.get_height() - 2 * inset)
            rect.topleft = (round(inset), round(inset))
            pygame.draw.rect(surface, self._colour(frame.get("colour"), fields, (30, 30, 30)), rect,
                             max(1, round(frame.get("width", 2) * scale)),
                             border_radius=round(frame.get("radius", 8) * scale))

    def _panel_under(self, surface, rect, region, fields, scale):
        if region.get("fill"):
            colour = self._colour(region["fill"], fields, (255, 255, 255))
            radius = round(region.get("radius", 0) * scale)
            if region.get("alpha") is not None:
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (*colour, int(region["alpha"])), layer.get_rect(), border_radius=radius)
                surface.blit(layer, rect)
            else:
                pygame.draw.rect(surface, colour, rect, border_radius=radius)
        if region.get("border"):
            pygame.draw.rect(surface, self._colour(region["border"], fields), rect,
                             max(1, round(region.get("border_width", 1) * scale)),
                             border_radius=round(region.get("radius", 0) * scale))

    def _value(self, region, spec) -> str:
        if "template" in region:
            return fill_template(region["template"], spec.fields)
        return _plain(spec.fields.get(region.get("field", ""), ""))

    # --- region kinds ---------------------------------------------------------------------------
    def _draw_panel(self, surface, rect, region, name, spec, scale):
        self._panel_under(surface, rect, region, spec.fields, scale)

    def _draw_text(self, surface, rect, region, name, spec, scale, valign="middle"):
        self._panel_under(surface, rect, region, spec.fields, scale)
        text = self._value(region, spec)
        if not text:
            return []
        problems = []
        unknown = sorted({t for t in TOKEN.findall(text) if t not in self.known_icons})
        if unknown:
            problems.append(Problem(spec.file, spec.line_of(region.get("field", "")),
                                    f"card {spec.id!r}: unknown icon token{'s' if len(unknown) > 1 else ''} "
                                    f"{', '.join(':' + t + ':' for t in unknown)} in its {spec.key_of(region.get('field', name))} "
                                    f"(tokens: {', '.join(sorted(self._token_names()))})."))
            text = TOKEN.sub(lambda m: m.group(0) if m.group(1) in self.known_icons else f"?{m.group(1)}?", text)
        for token in set(TOKEN.findall(text)):
            path = self.icons.file_of(token)
            if path:
                self.deps.add(path)
        pad = round(region.get("pad", 0) * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        font = region.get("font", "sans")
        max_px = max(4, round(region.get("size", 12) * scale))
        min_px = max(4, round(region.get("min_size", region.get("size", 12) * 0.6) * scale))
        if region.get("one_line_min") is not None:   # a title: one line while it can, only then wrapped
            one_line_px = max(4, round(region["one_line_min"] * scale))
            laid = self.text.fit_title(text, font, max_px, one_line_px, min_px, inner.width, inner.height,
                                       region.get("spacing", 1.0))
        else:
            laid = self.text.fit(text, font, max_px, min_px, inner.width, inner.height, region.get("spacing", 1.0))
        if not laid.fits:
            problems.append(Problem(spec.file, spec.line_of(region.get("field", "")),
                                    f"card {spec.id!r}: the {spec.key_of(region.get('field', name))} does not fit the "
                                    f"{name!r} box even at the smallest readable size "
                                    f"({region.get('min_size', '?')}); shorten it or enlarge the box."))
        colour = self._colour(region.get("colour"), spec.fields, (30, 26, 22))
        clip = surface.get_clip()
        surface.set_clip(rect)
        self.text.draw(surface, laid, inner, font, colour, region.get("align", "left"),
                       region.get("valign", valign), ink=self._colour(region.get("ink"), spec.fields, colour))
        surface.set_clip(clip)
        return problems

    def _token_names(self):
        return {n for n in self.known_icons if not n.startswith(("kind_", "emblem_", "shape_"))}

    def _draw_rules(self, surface, rect, region, name, spec, scale):
        return self._draw_text(surface, rect, region, name, spec, scale, valign="middle")

    def _draw_art(self, surface, rect, region, name, spec, scale):
        problems = []
        image = None
        if spec.art:
            path, problem = art_problem(spec.art, self.assets)
            if problem:
                problems.append(Problem(spec.file, spec.art_line or spec.line, f"card {spec.id!r}: {problem}"))
            else:
                self.deps.add(path)
                image = self._image(path, spec, problems)
        problems += art_problems(spec)
        if image is not None:
            iw, ih = image.get_size()
            k = max(rect.width / iw, rect.height / ih)  # cover the window, crop the rest
            scaled = pygame.transform.smoothscale(image, (max(1, math.ceil(iw * k)), max(1, math.ceil(ih * k))))
            area = pygame.Rect((scaled.get_width() - rect.width) // 2, (scaled.get_height() - rect.height) // 2,
                               rect.width, rect.height)
            surface.blit(scaled, rect, area)
        else:
            surface.blit(draw_art(rect.size, spec.kind, spec.id, spec.fields, self.icons, spec.game), rect)
        radius = round(region.get("radius", 0) * scale)
        if region.get("border"):
            pygame.draw.rect(surface, self._colour(region["border"], spec.fields), rect.inflate(2, 2),
                             max(1, round(region.get("border_width", 1.5) * scale)), border_radius=radius)
        return problems

    def _image(self, path, spec, problems):
        if path not in self._images:
            try:
                self._images[path] = pygame.image.load(str(path))
            except (pygame.error, OSError):
                problems.append(Problem(spec.file, spec.art_line or spec.line,
                                        f"card {spec.id!r}: the art file {spec.art!r} is not an image pygame can read."))
                return None
        return self._images[path]

    def _shape(self, surface, rect, shape, colour):
        cx, cy = rect.center
        r = min(rect.width, rect.height) / 2
        if shape == "hexagon":
            pts = [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                   for i in range(6)]
            pygame.draw.polygon(surface, colour, pts)
        elif shape == "diamond":
            pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
        elif shape == "square":
            pygame.draw.rect(surface, colour, rect, border_radius=round(r * 0.25))
        elif shape == "shield":
            pygame.draw.polygon(surface, colour, [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.2),
                                                  (cx, cy + r), (cx - r, cy + r * 0.2)])
        else:
            pygame.draw.circle(surface, colour, (cx, cy), r)

    def _draw_badge(self, surface, rect, region, name, spec, scale):
        value = self._value(region, spec)
        fields = spec.fields
        border = self._colour(region.get("border"), fields, (30, 26, 22))
        self._shape(surface, rect.inflate(round(3 * scale), round(3 * scale)), region.get("shape", "circle"), border)
        self._shape(surface, rect, region.get("shape", "circle"), self._colour(region.get("fill"), fields, (250, 240, 210)))
        if region.get("icon"):
            icon_name = fill_template(region["icon"], fields)
            self._blit_icon(surface, icon_name, rect.inflate(-rect.width // 4, -rect.height // 4),
                            self._colour(region.get("ink"), fields, (30, 26, 22)))
        if value:
            px = round(region.get("size", 16) * scale)
            font = self.fonts.get(region.get("font", "bold"), px)
            while font.size(value)[0] > rect.width * 0.86 and px > 6:
                px -= 1
                font = self.fonts.get(region.get("font", "bold"), px)
            image = font.render(value, True, self._colour(region.get("colour"), fields, (30, 26, 22)))
            surface.blit(image, image.get_rect(center=rect.center))

    def _blit_icon(self, surface, icon_name, rect, ink):
        path = self.icons.file_of(icon_name)
        if path is None:
            return
        self.deps.add(path)
        height = min(rect.height, round(rect.width / max(0.1, self.icons.aspect(icon_name))))
        icon = self.icons.draw(icon_name, height, ink)
        surface.blit(icon, icon.get_rect(center=rect.center))

    def _draw_icon(self, surface, rect, region, name, spec, scale):
        self._panel_under(surface, rect, region, spec.fields, scale)
        icon_name = fill_template(region.get("icon", ""), spec.fields)
        if icon_name not in self.known_icons:
            return [Problem(spec.file, spec.line, f"card {spec.id!r}: the layout asks for an icon {icon_name!r} "
                            "that does not exist in assets/icons.")] if icon_name else []
        pad = round(region.get("pad", 0) * scale)
        self._blit_icon(surface, icon_name, rect.inflate(-2 * pad, -2 * pad),
                        self._colour(region.get("ink"), spec.fields, (30, 26, 22)))
        return []

    def _draw_stats(self, surface, rect, region, name, spec, scale):
        items = [i for i in region.get("items") or [] if isinstance(i, dict)]
        if not items:
            return []
        gap = round(region.get("gap", 4) * scale)
        slot_w = (rect.width - gap * (len(items) - 1)) / len(items)
        for i, item in enumerate(items):
            slot = pygame.Rect(round(rect.x + i * (slot_w + gap)), rect.y, round(slot_w), rect.height)
            self._panel_under(surface, slot, {**region, **item}, spec.fields, scale)
            icon_rect = pygame.Rect(slot.x + round(slot.height * 0.12), slot.y + round(slot.height * 0.12),
                                    round(slot.height * 0.76), round(slot.height * 0.76))
            self._blit_icon(surface, fill_template(item.get("icon", ""), spec.fields), icon_rect, (30, 26, 22))
            value = fill_template(item.get("template", "{" + str(item.get("field", "")) + "}"), spec.fields)
            font = self.fonts.get(region.get("font", "bold"), round(region.get("size", 18) * scale))
            image = font.render(value, True, self._colour(item.get("colour", region.get("colour")), spec.fields,
                                                          (30, 26, 22)))
            text_area = pygame.Rect(icon_rect.right, slot.y, slot.right - icon_rect.right, slot.height)
            surface.blit(image, image.get_rect(center=text_area.center))
        return []

    def _draw_cells(self, surface, rect, region, name, spec, scale):
        cells = spec.fields.get(region.get("field", ""), [])
        if not isinstance(cells, list) or not cells:
            return []
        columns = max(1, int(region.get("columns", 5)))
        rows = math.ceil(len(cells) / columns)
        gap = round(region.get("gap", 2) * scale)
        cw = (rect.width - gap * (columns - 1)) / columns
        ch = (rect.height - gap * (rows - 1)) / rows
        font = region.get("font", "condensed_bold")
        boxes = []
        for i, cell in enumerate(cells):
            r, c = divmod(i, columns)
            boxes.append(pygame.Rect(round(rect.x + c * (cw + gap)), round(rect.y + r * (ch + gap)), round(cw), round(ch)))
        pad = max(1, round(region.get("pad", 2) * scale))      # card units, so every size keeps its margins
        inner = [b.inflate(-2 * pad, -max(2, pad)) for b in boxes]
        max_px = round(region.get("size", 11) * scale)
        min_px = max(4, round(region.get("min_size", 6) * scale))
        layouts = [self.text.fit(str(cell), font, max_px, min_px, i.width, i.height) for cell, i in zip(cells, inner)]
        px = min(l.px for l in layouts)  # one size for every cell: a track reads as a set
        problems = []
        for index, laid in enumerate(layouts):
            if not laid.fits:
                problems.append(Problem(spec.file, spec.line_of(region.get("field", "")),
                                        f"card {spec.id!r}: space {index + 1} of its {spec.key_of(region.get('field', name))} "
                                        f"({str(cells[index])[:40]!r}) does not fit its cell even at the smallest "
                                        f"readable size ({region.get('min_size', 6)}); shorten it or enlarge the "
                                        f"{name!r} region."))
        colour = self._colour(region.get("colour"), spec.fields, (30, 26, 22))
        clip = surface.get_clip()
        for index, (cell, box, area) in enumerate(zip(cells, boxes, inner)):
            special = {**region, "fill": region.get("fill", "#ffffff")}
            if index == 0 and region.get("first_fill"):
                special["fill"] = region["first_fill"]
            self._panel_under(surface, box, special, spec.fields, scale)
            laid = self.text.layout(str(cell), font, px, area.width, area.height)
            surface.set_clip(box.inflate(-2, -2).clip(clip) if clip else box.inflate(-2, -2))
            self.text.draw(surface, laid, area, font, colour, "center", "middle")
            surface.set_clip(clip)
        return problems

    def _draw_pips(self, surface, rect, region, name, spec, scale):
        try:
            value = int(self._value(region, spec) or 0)
        except ValueError:
            value = 0
        total = max(1, int(region.get("max", 5)))
        vertical = rect.height > rect.width
        r = (min(rect.width, rect.height / total) if vertical else min(rect.height, rect.width / total)) / 2 * 0.8
        colour = self._colour(region.get("fill"), spec.fields, (30, 26, 22))
        for i in range(total):
            if vertical:
                centre = (rect.centerx, rect.y + (i + 0.5) * rect.height / total)
            else:
                centre = (rect.x + (i + 0.5) * rect.width / total, rect.centery)
            pygame.draw.circle(surface, colour, centre, r, 0 if i < value else max(1, round(r / 3)))
        return []

    def _outline(self, surface, layout, scale, pad):
        """The layout's regions drawn over the card, each with its name (the preview's large view)."""
        font = self.fonts.get("condensed_bold", max(9, round(6 * scale)))
        for i, (name, region) in enumerate(layout.regions.items()):
            if not isinstance(region, dict) or "rect" not in region:
                continue
            x, y, w, h = region["rect"]
            rect = pygame.Rect(round(x * scale) + pad, round(y * scale) + pad, round(w * scale), round(h * scale))
            colour = OUTLINE_COLOURS[i % len(OUTLINE_COLOURS)]
            pygame.draw.rect(surface, colour, rect, 2)
            label = font.render(f"{name} ({region.get('kind')})", True, (255, 255, 255), colour)
            surface.blit(label, (rect.x + 2, rect.y + 2))


def _fonts_of(layout: Layout) -> set[str]:
    names = {"sans", "bold"}
    for region in layout.regions.values():
        if isinstance(region, dict):
            names.add(region.get("font", "sans"))
            if region.get("kind") in ("badge", "stats"):
                names.add(region.get("font", "bold"))
            if region.get("kind") == "cells":
                names.add(region.get("font", "condensed_bold"))
    from game.sprites.fonts import BOLD_OF
    return names | {BOLD_OF[n] for n in list(names) if n in BOLD_OF}

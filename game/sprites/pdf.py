"""Print and play: a PDF of the cards at 300 DPI with 3 mm bleed and crop marks, fronts on odd pages and
their backs on even pages, mirrored for duplex printing (flip on the long edge).

A4 holds nine upright cards (3 x 3). Letter is 1.9 inches shorter than A4 relative to its width, too short
for three rows with 3 mm bleed each: it holds six upright cards (3 x 2) and two more turned on their side
in the row below, eight a page.

Written by hand (no PDF library): each card image is one JPEG (DCTDecode) XObject, drawn once per copy.
"""
from __future__ import annotations

import io
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.engine.cards import Problem
from game.sprites.builder import Planner
from game.sprites.cardset import CardSet

PAPER = {"a4": (595.276, 841.890), "letter": (612.0, 792.0)}   # points (1/72 inch)
CARD = (180.0, 252.0)      # 2.5 x 3.5 inches
DPI = 300
UNITS_PER_INCH = 100       # layout units
BLEED = 72 * 3 / 25.4      # 3 mm each side of every card, points
MARK = 9.0                 # crop mark length, points (shorter where the margin is narrower)


@dataclass(frozen=True)
class Slot:
    """Where one card goes on a page: its cell (card plus bleed) in points from the bottom left, and whether
    it is turned on its side (then the cell is as wide as a card is tall)."""

    x: float
    y: float
    turned: bool = False

    def size(self, bleed: float) -> tuple[float, float]:
        w, h = CARD[0] + 2 * bleed, CARD[1] + 2 * bleed
        return (h, w) if self.turned else (w, h)


def page_layout(paper: str) -> tuple[float, list[Slot]]:
    """The bleed (points) and the card slots of one page of `paper`, rows from the top."""
    page_w, page_h = PAPER[paper]
    bleed = BLEED
    cell_w, cell_h = CARD[0] + 2 * bleed, CARD[1] + 2 * bleed
    rows = 3 if page_h >= 3 * cell_h + 24 else 2
    turned_row = rows == 2 and page_h >= 2 * cell_h + cell_w + 24 and page_w >= 2 * cell_h
    block_h = rows * cell_h + (cell_w if turned_row else 0)
    x0, top = (page_w - 3 * cell_w) / 2, page_h - (page_h - block_h) / 2
    slots = [Slot(x0 + col * cell_w, top - (row + 1) * cell_h) for row in range(rows) for col in range(3)]
    if turned_row:
        tx = (page_w - 2 * cell_h) / 2
        slots += [Slot(tx + i * cell_h, top - rows * cell_h - cell_w, True) for i in range(2)]
    return bleed, slots


def bleed_for(paper: str) -> float:
    """The bleed (points) each side of a card on this paper."""
    return page_layout(paper)[0]


def _jpeg(surface: pygame.Surface) -> bytes:
    opaque = pygame.Surface(surface.get_size())
    opaque.fill((255, 255, 255))
    opaque.blit(surface, (0, 0))
    buffer = io.BytesIO()
    pygame.image.save(opaque, buffer, "card.jpg")
    return buffer.getvalue()


class _Pdf:
    """The few PDF objects needed: images, pages, a page tree, a catalog."""

    def __init__(self):
        self.objects: list[bytes] = []

    def add(self, body: bytes) -> int:
        self.objects.append(body)
        return len(self.objects)

    def reserve(self) -> int:
        return self.add(b"")

    def set(self, number: int, body: bytes) -> None:
        self.objects[number - 1] = body

    def image(self, jpeg: bytes, width: int, height: int) -> int:
        head = (f"<< /Type /XObject /Subtype /Image /Width {width} /Height {height} /ColorSpace /DeviceRGB "
                f"/BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpeg)} >>\nstream\n").encode()
        return self.add(head + jpeg + b"\nendstream")

    def stream(self, content: bytes) -> int:
        packed = zlib.compress(content)
        return self.add(f"<< /Length {len(packed)} /Filter /FlateDecode >>\nstream\n".encode() + packed
                        + b"\nendstream")

    def write(self, path: Path, root: int) -> None:
        out = io.BytesIO()
        out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for number, body in enumerate(self.objects, 1):
            offsets.append(out.tell())
            out.write(f"{number} 0 obj\n".encode() + body + b"\nendobj\n")
        xref = out.tell()
        out.write(f"xref\n0 {len(self.objects) + 1}\n0000000000 65535 f \n".encode())
        for offset in offsets:
            out.write(f"{offset:010d} 00000 n \n".encode())
        out.write(f"trailer\n<< /Size {len(self.objects) + 1} /Root {root} 0 R >>\nstartxref\n{xref}\n%%EOF\n"
                  .encode())
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(out.getvalue())


def write_sheets(cards: CardSet, out: Path, paper: str = "a4", one_each: bool = False,
                 progress: bool = False) -> tuple[int, list[Problem]]:
    """Write the PDF; return (pages, problems)."""
    from game.sprites.render import CardRenderer

    if not pygame.font.get_init():
        pygame.font.init()
    renderer = CardRenderer()
    planner = Planner(cards)
    bleed, slots = page_layout(paper)
    bleed_units = bleed / 72 * UNITS_PER_INCH
    page_w, page_h = PAPER[paper]
    pdf = _Pdf()
    catalog = pdf.reserve()
    pages_id = pdf.reserve()
    images: dict[str, tuple[int, str]] = {}
    problems: list[Problem] = []

    def image_of(card_id: str) -> str:
        if card_id not in images:
            spec = cards.specs[card_id]
            job = planner.job(spec)
            if job is None:
                raise KeyError(card_id)
            surface, found = renderer.render(spec, job.layout, round(2.5 * DPI), bleed=bleed_units, report=True)
            problems.extend(found)
            number = pdf.image(_jpeg(surface), *surface.get_size())
            images[card_id] = (number, f"Im{len(images) + 1}")
        return images[card_id][1]

    faces = []
    for spec in cards.faces():
        if planner.job(spec) is None:
            continue
        faces += [spec.id] * (1 if one_each else max(1, spec.count))
    problems += planner.problems
    page_ids = []
    per_page = len(slots)
    sheets = [faces[i:i + per_page] for i in range(0, len(faces), per_page)]
    for number, sheet in enumerate(sheets, 1):
        for side in ("front", "back"):
            content = [b"q"]
            used = {}
            for slot, card_id in zip(slots, sheet):
                w, h = slot.size(bleed)
                x = slot.x
                if side == "back":
                    x = page_w - slot.x - w              # mirrored: long-edge duplex puts it behind its front
                    back = cards.specs[card_id].back
                    if not back or back not in cards.specs:
                        continue
                    card_id = back
                name = image_of(card_id)
                used[name] = images[card_id][0]
                if not slot.turned:
                    matrix = f"{w:.3f} 0 0 {h:.3f} {x:.3f} {slot.y:.3f}"
                elif side == "front":                    # a quarter turn anticlockwise: the card's top to the left
                    matrix = f"0 {h:.3f} {-w:.3f} 0 {x + w:.3f} {slot.y:.3f}"
                else:                                    # its back turns the other way, to sit behind it
                    matrix = f"0 {-h:.3f} {w:.3f} 0 {x:.3f} {slot.y + h:.3f}"
                content.append(f"q {matrix} cm /{name} Do Q".encode())
            content.append(_crop_marks(slots[:len(sheet)], bleed, page_w, page_h, mirror=side == "back"))
            content.append(b"Q")
            stream = pdf.stream(b"\n".join(content))
            xobjects = " ".join(f"/{n} {o} 0 R" for n, o in used.items())
            page_ids.append(pdf.add(f"<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 {page_w:.3f} {page_h:.3f}] "
                                    f"/Resources << /XObject << {xobjects} >> >> /Contents {stream} 0 R >>".encode()))
        if progress:
            sys.stderr.write(f"\r  sheet {number}/{len(sheets)}")
            sys.stderr.flush()
    if progress:
        sys.stderr.write("\n")
    kids = " ".join(f"{p} 0 R" for p in page_ids)
    pdf.set(pages_id, f"<< /Type /Pages /Kids [{kids}] /Count {len(page_ids)} >>".encode())
    pdf.set(catalog, f"<< /Type /Catalog /Pages {pages_id} 0 R >>".encode())
    pdf.write(out, catalog)
    return len(page_ids), problems


def _crop_marks(slots: list[Slot], bleed: float, page_w: float, page_h: float, mirror: bool = False) -> bytes:
    """Short hairlines on every cut line, in the paper beyond the cards (never on a card): above a card with
    nothing above it, beside a card with nothing beside it, as long as that margin allows."""
    cells = []
    for slot in slots:
        w, h = slot.size(bleed)
        x = page_w - slot.x - w if mirror else slot.x
        cells.append((x, slot.y, x + w, slot.y + h))

    def free(x0, x1, y0, y1):   # no cell overlaps this strip
        return not any(a < x1 - 0.01 and c > x0 + 0.01 and b < y1 - 0.01 and d > y0 + 0.01 for a, b, c, d in cells)

    lines = [b"0 G 0.4 w"]
    for x0, y0, x1, y1 in cells:
        for x in (x0 + bleed, x1 - bleed):
            if free(x - 0.2, x + 0.2, y1, page_h):
                length = min(MARK, page_h - y1 - 2)
                if length >= 2:
                    lines.append(f"{x:.3f} {y1 + 1:.3f} m {x:.3f} {y1 + 1 + length:.3f} l S".encode())
            if free(x - 0.2, x + 0.2, 0, y0):
                length = min(MARK, y0 - 2)
                if length >= 2:
                    lines.append(f"{x:.3f} {y0 - 1:.3f} m {x:.3f} {y0 - 1 - length:.3f} l S".encode())
        for y in (y0 + bleed, y1 - bleed):
            if free(0, x0, y - 0.2, y + 0.2):
                length = min(MARK, x0 - 2)
                if length >= 2:
                    lines.append(f"{x0 - 1:.3f} {y:.3f} m {x0 - 1 - length:.3f} {y:.3f} l S".encode())
            if free(x1, page_w, y - 0.2, y + 0.2):
                length = min(MARK, page_w - x1 - 2)
                if length >= 2:
                    lines.append(f"{x1 + 1:.3f} {y:.3f} m {x1 + 1 + length:.3f} {y:.3f} l S".encode())
    return b"\n".join(dict.fromkeys(lines))

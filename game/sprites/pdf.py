"""Print and play: a PDF of the cards at 300 DPI with crop marks, fronts on odd pages and their backs on even
pages, mirrored for duplex printing (flip on the long edge).

Neighbouring cards share their cut lines (no gutters): one cut between two cards trims both, so a 3 x 3 grid
of poker cards fits A4 and Letter alike, nine a page. Bleed (3 mm) is printed only beyond the grid's outer
cut lines, as much of it as keeps the ink 5 mm inside the paper's edge (most printers cannot print closer):
A4 gets the whole 3 mm on every side; Letter, 6.35 mm between its outer cut lines and its top and bottom
edges, gets 1.35 mm there. Crop marks sit in that paper margin, on the extension of every cut line.

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
from game.sprites.spec import CardSet

PAPER = {"a4": (595.276, 841.890), "letter": (612.0, 792.0)}   # points (1/72 inch)
CARD = (180.0, 252.0)      # 2.5 x 3.5 inches
DPI = 300
UNITS_PER_INCH = 100       # layout units
MM = 72 / 25.4             # points in a millimetre
BLEED = 3 * MM             # the bleed each card image carries on every side, points
MARGIN = 5 * MM            # no ink closer than this to the paper's edge
MARK = 9.0                 # crop mark length, points (shorter where the margin is narrower)
MARK_GAP = 1.0             # between the ink and a crop mark
MARK_EDGE = 3 * MM         # a crop mark stops this far from the paper's edge


@dataclass(frozen=True)
class Slot:
    """One card's place on a page: its trim box (the cut lines) from the bottom left, in points, and its
    row (from the top) and column (from the left) in the grid."""

    x: float
    y: float
    row: int
    col: int

    @property
    def trim(self) -> tuple[float, float, float, float]:
        return self.x, self.y, self.x + CARD[0], self.y + CARD[1]


@dataclass(frozen=True)
class Sheet:
    """The grid of one paper: cards side by side with no gutter, the bleed beyond its outer cut lines."""

    paper: str
    columns: int
    rows: int
    x0: float           # the grid's outer cut lines: left, bottom, right, top
    y0: float
    x1: float
    y1: float
    bleed_x: float      # bleed printed beyond the left and right outer cut lines
    bleed_y: float      # and beyond the top and bottom ones

    @property
    def size(self) -> tuple[float, float]:
        return PAPER[self.paper]

    @property
    def slots(self) -> list[Slot]:
        return [Slot(self.x0 + c * CARD[0], self.y1 - (r + 1) * CARD[1], r, c)
                for r in range(self.rows) for c in range(self.columns)]

    @property
    def ink(self) -> tuple[float, float, float, float]:
        """The printed block: every card with the outer bleed."""
        return self.x0 - self.bleed_x, self.y0 - self.bleed_y, self.x1 + self.bleed_x, self.y1 + self.bleed_y

    def cell(self, slot: Slot, filled: int) -> tuple[float, float, float, float]:
        """What of a card's image is printed (x0, y0, x1, y1): its trim box, plus bleed toward the paper's
        margin and toward an empty place of a page with fewer cards (`filled` cards, in slot order); none
        toward a neighbour, which shares the cut line."""
        x0, y0, x1, y1 = slot.trim

        def empty(row, col):
            return not (0 <= row < self.rows and 0 <= col < self.columns) or row * self.columns + col >= filled

        def out(row, col, outer):
            if not (0 <= row < self.rows and 0 <= col < self.columns):
                return outer
            return BLEED if empty(row, col) else 0.0

        return (x0 - out(slot.row, slot.col - 1, self.bleed_x), y0 - out(slot.row + 1, slot.col, self.bleed_y),
                x1 + out(slot.row, slot.col + 1, self.bleed_x), y1 + out(slot.row - 1, slot.col, self.bleed_y))

    def mirror(self, rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        """A rectangle of the front where it falls on the back (long-edge duplex)."""
        page_w = self.size[0]
        return page_w - rect[2], rect[1], page_w - rect[0], rect[3]


def page_layout(paper: str) -> Sheet:
    """The grid for `paper`: as many cards as fit with the margins, centred, bleed as the margins allow."""
    page_w, page_h = PAPER[paper]
    columns = int((page_w - 2 * MARGIN) // CARD[0])
    rows = int((page_h - 2 * MARGIN) // CARD[1])
    if columns < 1 or rows < 1:
        raise ValueError(f"a card does not fit {paper} paper")
    side, top = (page_w - columns * CARD[0]) / 2, (page_h - rows * CARD[1]) / 2
    bleed_x = max(0.0, min(BLEED, side - MARGIN))
    bleed_y = max(0.0, min(BLEED, top - MARGIN))
    return Sheet(paper, columns, rows, side, top, page_w - side, page_h - top, bleed_x, bleed_y)


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
    sheet_layout = page_layout(paper)
    slots = sheet_layout.slots
    bleed_units = BLEED / 72 * UNITS_PER_INCH
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
                x0, y0, x1, y1 = slot.trim
                cell = sheet_layout.cell(slot, len(sheet))
                if side == "back":                       # mirrored: long-edge duplex puts it behind its front
                    x0, y0, x1, y1 = sheet_layout.mirror(slot.trim)
                    cell = sheet_layout.mirror(cell)
                    back = cards.specs[card_id].back
                    if not back or back not in cards.specs:
                        continue
                    card_id = back
                name = image_of(card_id)
                used[name] = images[card_id][0]
                clip = f"{cell[0]:.3f} {cell[1]:.3f} {cell[2] - cell[0]:.3f} {cell[3] - cell[1]:.3f} re W n"
                matrix = (f"{x1 - x0 + 2 * BLEED:.3f} 0 0 {y1 - y0 + 2 * BLEED:.3f} "
                          f"{x0 - BLEED:.3f} {y0 - BLEED:.3f}")
                content.append(f"q {clip} {matrix} cm /{name} Do Q".encode())
            content.append(_crop_marks(sheet_layout))
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


def _crop_marks(sheet: Sheet) -> bytes:
    """Hairlines on the extension of every cut line, in the paper margin beyond the ink (never on a card):
    above and below each vertical cut, left and right of each horizontal one. The grid is centred, so the
    marks of a back page are those of its front."""
    page_w, page_h = sheet.size
    ink_x0, ink_y0, ink_x1, ink_y1 = sheet.ink
    lines = [b"0 G 0.4 w"]

    def mark(a, b, vertical, at):
        length = min(MARK, abs(b - a))
        if abs(b - a) < 2:
            return
        end = a + length if b > a else a - length
        if vertical:
            lines.append(f"{at:.3f} {a:.3f} m {at:.3f} {end:.3f} l S".encode())
        else:
            lines.append(f"{a:.3f} {at:.3f} m {end:.3f} {at:.3f} l S".encode())

    for col in range(sheet.columns + 1):
        x = sheet.x0 + col * CARD[0]
        mark(ink_y1 + MARK_GAP, page_h - MARK_EDGE, True, x)
        mark(ink_y0 - MARK_GAP, MARK_EDGE, True, x)
    for row in range(sheet.rows + 1):
        y = sheet.y0 + row * CARD[1]
        mark(ink_x0 - MARK_GAP, MARK_EDGE, False, y)
        mark(ink_x1 + MARK_GAP, page_w - MARK_EDGE, False, y)
    return b"\n".join(lines)

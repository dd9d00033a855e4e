"""Print and play: a PDF of the cards at 300 DPI, nine poker cards a page, bleed and crop marks,
fronts on odd pages and their backs on even pages, mirrored for duplex printing (flip on the long edge).

Written by hand (no PDF library): each card image is one JPEG (DCTDecode) XObject, drawn once per copy.
"""
from __future__ import annotations

import io
import sys
import zlib
from pathlib import Path

import pygame

from game.engine.cards import Problem
from game.sprites.builder import Planner
from game.sprites.cardset import CardSet

PAPER = {"a4": (595.276, 841.890), "letter": (612.0, 792.0)}   # points (1/72 inch)
CARD = (180.0, 252.0)      # 2.5 x 3.5 inches
DPI = 300
UNITS_PER_INCH = 100       # layout units
MIN_MARGIN = 12.0          # points of paper left for the crop marks and the printer's grip
MAX_BLEED = 72 * 2 / 25.4  # 2 mm
MARK = 9.0                 # crop mark length, points


def bleed_for(paper: str) -> float:
    """The bleed (points) each side of a card: 2 mm, or less where the paper is too small for it."""
    width, height = PAPER[paper]
    room_w = (width - 2 * MIN_MARGIN - 3 * CARD[0]) / 6
    room_h = (height - 2 * MIN_MARGIN - 3 * CARD[1]) / 6
    return max(0.0, min(MAX_BLEED, room_w, room_h))


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
    bleed = bleed_for(paper)
    bleed_units = bleed / 72 * UNITS_PER_INCH
    page_w, page_h = PAPER[paper]
    cell_w, cell_h = CARD[0] + 2 * bleed, CARD[1] + 2 * bleed
    x0 = (page_w - 3 * cell_w) / 2
    y0 = (page_h - 3 * cell_h) / 2
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
    sheets = [faces[i:i + 9] for i in range(0, len(faces), 9)]
    for number, sheet in enumerate(sheets, 1):
        for side in ("front", "back"):
            content = [b"q"]
            used = {}
            for index, card_id in enumerate(sheet):
                row, col = divmod(index, 3)
                if side == "back":
                    col = 2 - col                      # mirrored: long-edge duplex puts it behind its front
                    back = cards.specs[card_id].back
                    if not back or back not in cards.specs:
                        continue
                    card_id = back
                name = image_of(card_id)
                used[name] = images[card_id][0]
                x = x0 + col * cell_w
                y = page_h - y0 - (row + 1) * cell_h
                content.append(f"q {cell_w:.3f} 0 0 {cell_h:.3f} {x:.3f} {y:.3f} cm /{name} Do Q".encode())
            content.append(_crop_marks(x0, y0, cell_w, cell_h, bleed, page_h))
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


def _crop_marks(x0, y0, cell_w, cell_h, bleed, page_h) -> bytes:
    """Short hairlines in the margins on every cut line (outside the printed area, so they never show on a card)."""
    lines = [b"0 G 0.4 w"]
    top, bottom = page_h - y0, page_h - y0 - 3 * cell_h
    left, right = x0, x0 + 3 * cell_w
    for col in range(3):
        for x in (x0 + col * cell_w + bleed, x0 + (col + 1) * cell_w - bleed):
            lines.append(f"{x:.3f} {top + 1:.3f} m {x:.3f} {top + 1 + MARK:.3f} l S".encode())
            lines.append(f"{x:.3f} {bottom - 1:.3f} m {x:.3f} {bottom - 1 - MARK:.3f} l S".encode())
    for row in range(3):
        for y in (page_h - y0 - row * cell_h - bleed, page_h - y0 - (row + 1) * cell_h + bleed):
            lines.append(f"{left - 1:.3f} {y:.3f} m {left - 1 - MARK:.3f} {y:.3f} l S".encode())
            lines.append(f"{right + 1:.3f} {y:.3f} m {right + 1 + MARK:.3f} {y:.3f} l S".encode())
    return b"\n".join(lines)

"""The print-and-play PDF: page count and page size, fronts then mirrored backs."""
import re

from game.sprites.cardset import load_cards
from game.sprites.pdf import BLEED, CARD, MARGIN, MM, PAPER, page_layout, write_sheets


def _pages(data: bytes):
    return re.findall(rb"/Type /Page /Parent \d+ 0 R /MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)


def test_the_sheet_has_fronts_and_backs_for_nine_cards_a_page_at_a4(card_dir, tmp_path):
    cards = load_cards(card_dir, "noah")
    faces = sum(max(1, s.count) for s in cards.faces())          # copies are printed
    out = tmp_path / "sheet.pdf"
    pages, problems = write_sheets(cards, out)
    assert problems == []
    data = out.read_bytes()
    assert data.startswith(b"%PDF-1.4") and data.rstrip().endswith(b"%%EOF")
    sheets = -(-faces // len(page_layout("a4").slots))
    assert len(page_layout("a4").slots) == 9
    assert pages == 2 * sheets and len(_pages(data)) == pages
    assert re.search(rb"/Type /Pages /Kids \[[^\]]*\] /Count %d" % pages, data)
    assert {(float(w), float(h)) for w, h in _pages(data)} == {tuple(round(v, 3) for v in PAPER["a4"])}
    # images at 300 DPI: a 2.5 inch card plus its bleed is at least 750 pixels wide
    widths = [int(w) for w in re.findall(rb"/Subtype /Image /Width (\d+)", data)]
    assert widths and min(widths) >= 750


def test_one_each_and_letter_paper(card_dir, tmp_path):
    cards = load_cards(card_dir, "noah")
    out = tmp_path / "letter.pdf"
    pages, _ = write_sheets(cards, out, paper="letter", one_each=True)
    assert len(page_layout("letter").slots) == 9
    assert pages == 2 * -(-len(cards.faces()) // 9)
    data = out.read_bytes()
    assert {(float(w), float(h)) for w, h in _pages(data)} == {(612.0, 792.0)}
    start = int(data.rsplit(b"startxref", 1)[1].split()[0])       # the xref offsets point at their objects
    for number, entry in enumerate(data[start:].split(b"\n")[3:8], 1):
        assert data[int(entry[:10]):].startswith(b"%d 0 obj" % number)




def test_nine_cards_a_page_share_their_cut_lines_with_5_mm_paper_margins_on_a4_and_letter():
    for paper in ("a4", "letter"):
        sheet = page_layout(paper)
        page_w, page_h = PAPER[paper]
        slots = sheet.slots
        assert (sheet.columns, sheet.rows, len(slots)) == (3, 3, 9), paper
        for slot in slots:                              # every trim box a whole poker card
            x0, y0, x1, y1 = slot.trim
            assert (round(x1 - x0, 3), round(y1 - y0, 3)) == CARD
        trims = {(s.row, s.col): s.trim for s in slots}
        for (row, col), (x0, y0, x1, y1) in trims.items():   # gutters of 0: a neighbour's edge is this edge
            if col + 1 < 3:
                assert abs(trims[row, col + 1][0] - x1) < 1e-6
            if row + 1 < 3:
                assert abs(trims[row + 1, col][3] - y0) < 1e-6
        ix0, iy0, ix1, iy1 = sheet.ink                   # the printed block keeps 5 mm of paper all round
        assert min(ix0, iy0, page_w - ix1, page_h - iy1) >= MARGIN - 1e-6, paper
        assert abs((ix0 + ix1) - page_w) < 1e-6 and abs((iy0 + iy1) - page_h) < 1e-6   # centred
        assert sheet.bleed_x >= BLEED - 1e-6 and sheet.bleed_y >= 1 * MM   # bleed beyond the outer cuts
        for slot in slots:                              # bleed only beyond the grid's outer cut lines
            cx0, cy0, cx1, cy1 = sheet.cell(slot, 9)
            x0, y0, x1, y1 = slot.trim
            assert (x0 - cx0 > 0) == (slot.col == 0) and (cx1 - x1 > 0) == (slot.col == 2)
            assert (y0 - cy0 > 0) == (slot.row == 2) and (cy1 - y1 > 0) == (slot.row == 0)
    a4 = page_layout("a4")
    assert a4.bleed_y >= BLEED - 1e-6                   # A4 has room for 3 mm everywhere
    letter = page_layout("letter")
    assert abs(letter.y0 / MM - 6.35) < 0.01            # Letter: 6.35 mm from the outer cuts to the edge


def test_a_short_last_page_bleeds_toward_its_empty_places():
    sheet = page_layout("a4")
    first, second = sheet.slots[:2]
    assert sheet.cell(first, 1)[2] - first.trim[2] >= BLEED - 1e-6      # alone: bleed toward the empty place
    assert sheet.cell(first, 2)[2] == first.trim[2]                      # with a neighbour: the shared cut
    assert sheet.cell(first, 1)[1] < first.trim[1]                       # nothing below it either


def _placed(page: bytes):
    """(clip x0, y0, x1, y1) of each card drawn on a page."""
    found = re.findall(rb"q ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re W n [-\d. ]+ cm /Im\d+ Do Q", page)
    return [tuple(round(v, 2) for v in (float(x), float(y), float(x) + float(w), float(y) + float(h)))
            for x, y, w, h in found]


def test_backs_are_mirrored_and_crop_marks_stay_in_the_margins_on_every_cut_line(card_dir, tmp_path):
    cards = load_cards(card_dir, "noah")
    for paper in ("a4", "letter"):
        out = tmp_path / f"{paper}.pdf"
        write_sheets(cards, out, paper=paper)
        pages = zlib_pages(out.read_bytes())
        sheet = page_layout(paper)
        page_w, page_h = PAPER[paper]
        front, back = _placed(pages[0]), _placed(pages[1])
        assert len(front) == min(9, sum(max(1, s.count) for s in cards.faces())) == len(back)
        mirrored = sorted((page_w - x1, y0, page_w - x0, y1) for x0, y0, x1, y1 in front)
        for a, b in zip(sorted(back), mirrored):         # each back behind its front
            assert all(abs(u - v) < 0.02 for u, v in zip(a, b)), (a, b)
        ix0, iy0, ix1, iy1 = sheet.ink
        for page in pages[:2]:
            marks = [tuple(map(float, m)) for m in re.findall(rb"([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l S", page)]
            assert marks
            for x0, y0, x1, y1 in marks:                 # outside the printed block, inside the paper
                assert not (ix0 < max(x0, x1) and min(x0, x1) < ix1 and iy0 < max(y0, y1) and min(y0, y1) < iy1)
                assert min(x0, x1, y0, y1) >= 3 * MM - 0.01 and max(x0, x1) <= page_w and max(y0, y1) <= page_h
            verticals = {round(x0, 1) for x0, y0, x1, y1 in marks if x0 == x1}
            horizontals = {round(y0, 1) for x0, y0, x1, y1 in marks if y0 == y1}
            assert verticals == {round(sheet.x0 + i * CARD[0], 1) for i in range(4)}
            assert horizontals == {round(sheet.y0 + i * CARD[1], 1) for i in range(4)}


def zlib_pages(data: bytes) -> list[bytes]:
    import zlib
    return [zlib.decompress(m) for m in re.findall(rb"/Filter /FlateDecode >>\nstream\n(.*?)\nendstream", data, re.S)]

"""The print-and-play PDF: page count and page size, fronts then mirrored backs."""
import re

from game.sprites.cardset import load_cards
from game.sprites.pdf import CARD, PAPER, page_layout, write_sheets


def _pages(data: bytes):
    return re.findall(rb"/Type /Page /Parent \d+ 0 R /MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)


def test_the_sheet_has_fronts_and_backs_for_nine_cards_a_page_at_a4(card_dir, tmp_path):
    cards = load_cards(card_dir)
    faces = sum(max(1, s.count) for s in cards.faces())          # copies are printed
    out = tmp_path / "sheet.pdf"
    pages, problems = write_sheets(cards, out)
    assert problems == []
    data = out.read_bytes()
    assert data.startswith(b"%PDF-1.4") and data.rstrip().endswith(b"%%EOF")
    sheets = -(-faces // len(page_layout("a4")[1]))
    assert len(page_layout("a4")[1]) == 9
    assert pages == 2 * sheets and len(_pages(data)) == pages
    assert re.search(rb"/Type /Pages /Kids \[[^\]]*\] /Count %d" % pages, data)
    assert {(float(w), float(h)) for w, h in _pages(data)} == {tuple(round(v, 3) for v in PAPER["a4"])}
    # images at 300 DPI: a 2.5 inch card plus its bleed is at least 750 pixels wide
    widths = [int(w) for w in re.findall(rb"/Subtype /Image /Width (\d+)", data)]
    assert widths and min(widths) >= 750


def test_one_each_and_letter_paper(card_dir, tmp_path):
    cards = load_cards(card_dir)
    out = tmp_path / "letter.pdf"
    pages, _ = write_sheets(cards, out, paper="letter", one_each=True)
    assert len(page_layout("letter")[1]) == 8
    assert pages == 2 * -(-len(cards.faces()) // 8)
    data = out.read_bytes()
    assert {(float(w), float(h)) for w, h in _pages(data)} == {(612.0, 792.0)}
    start = int(data.rsplit(b"startxref", 1)[1].split()[0])       # the xref offsets point at their objects
    for number, entry in enumerate(data[start:].split(b"\n")[3:8], 1):
        assert data[int(entry[:10]):].startswith(b"%d 0 obj" % number)




def _rects(paper):
    bleed, slots = page_layout(paper)
    return bleed, [(s.x, s.y, s.x + s.size(bleed)[0], s.y + s.size(bleed)[1]) for s in slots]


def test_both_papers_get_at_least_3_mm_bleed_with_every_card_on_the_page_and_none_overlapping():
    for paper, per_page in (("a4", 9), ("letter", 8)):
        bleed, rects = _rects(paper)
        page_w, page_h = PAPER[paper]
        assert bleed / 72 * 25.4 >= 3.0 and len(rects) == per_page
        for x0, y0, x1, y1 in rects:
            assert 0 <= x0 < x1 <= page_w and 0 <= y0 < y1 <= page_h, paper
            assert {round(x1 - x0, 3), round(y1 - y0, 3)} == {round(CARD[0] + 2 * bleed, 3), round(CARD[1] + 2 * bleed, 3)}
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert a[2] <= b[0] + 1e-6 or b[2] <= a[0] + 1e-6 or a[3] <= b[1] + 1e-6 or b[3] <= a[1] + 1e-6


def test_letter_draws_its_turned_cards_rotated_and_crop_marks_stay_off_the_cards(card_dir, tmp_path):
    cards = load_cards(card_dir)
    out = tmp_path / "letter.pdf"
    write_sheets(cards, out, paper="letter")
    data = zlib_pages(out.read_bytes())
    front = data[0]
    placed = re.findall(rb"q ([-\d. ]+) cm /Im\d+ Do Q", front)
    assert len(placed) == min(8, sum(max(1, s.count) for s in cards.faces()))
    assert any(m.split()[0] == b"0" for m in placed)      # the seventh and eighth cards are turned
    _, rects = _rects("letter")
    for x0, y0, x1, y1 in (tuple(map(float, m)) for m in re.findall(rb"([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l S", front)):
        for a, b, c, d in rects:
            assert not (a < max(x0, x1) and min(x0, x1) < c and b < max(y0, y1) and min(y0, y1) < d)


def zlib_pages(data: bytes) -> list[bytes]:
    import zlib
    return [zlib.decompress(m) for m in re.findall(rb"/Filter /FlateDecode >>\nstream\n(.*?)\nendstream", data, re.S)]

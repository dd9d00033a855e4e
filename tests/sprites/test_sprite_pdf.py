"""The print-and-play PDF: page count and page size, fronts then mirrored backs."""
import re

from game.sprites.cardset import load_cards
from game.sprites.pdf import PAPER, write_sheets


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
    sheets = -(-faces // 9)
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
    assert pages == 2 * -(-len(cards.faces()) // 9)
    data = out.read_bytes()
    assert {(float(w), float(h)) for w, h in _pages(data)} == {(612.0, 792.0)}
    start = int(data.rsplit(b"startxref", 1)[1].split()[0])       # the xref offsets point at their objects
    for number, entry in enumerate(data[start:].split(b"\n")[3:8], 1):
        assert data[int(entry[:10]):].startswith(b"%d 0 obj" % number)



"""The sweep's chart, an SVG written by hand (no plotting library needed): for each cell, its win rate
as a bar with the 95% interval as a whisker and a line at 50%, and its median game length."""
from __future__ import annotations

from html import escape
from pathlib import Path

ROW, LABEL, BAR, GAP, LENGTH = 26, 300, 360, 110, 200


def write_chart(path: Path, rows: list[dict], title: str) -> None:
    longest = max((row["rounds_median"] for row in rows), default=1) or 1
    width = LABEL + BAR + GAP + LENGTH + 60
    height = 60 + ROW * len(rows) + 40
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="13">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="10" y="22" font-size="15">{escape(title)}</text>',
           f'<text x="{LABEL}" y="46">win rate (0-100%)</text>',
           f'<text x="{LABEL + BAR + GAP}" y="46">rounds (median)</text>']
    half = LABEL + BAR / 2
    out.append(f'<line x1="{half}" y1="52" x2="{half}" y2="{height - 30}" stroke="#999" stroke-dasharray="4 3"/>')
    for share in (0, 0.5, 1):
        out.append(f'<text x="{LABEL + BAR * share}" y="{height - 14}" text-anchor="middle" font-size="11">'
                   f'{share:.0%}</text>')
    for i, row in enumerate(rows):
        y = 56 + ROW * i
        out.append(f'<text x="10" y="{y + 15}">{escape(row["cell"][:44])}</text>')
        out.append(f'<rect x="{LABEL}" y="{y + 3}" width="{BAR * row["share"]:.1f}" height="{ROW - 8}" fill="#4a7fb5"/>')
        low, high = LABEL + BAR * row["low"], LABEL + BAR * row["high"]
        mid = y + ROW / 2 - 1
        out.append(f'<line x1="{low:.1f}" y1="{mid}" x2="{high:.1f}" y2="{mid}" stroke="black" stroke-width="2"/>')
        for x in (low, high):
            out.append(f'<line x1="{x:.1f}" y1="{mid - 6}" x2="{x:.1f}" y2="{mid + 6}" stroke="black" stroke-width="2"/>')
        out.append(f'<text x="{LABEL + BAR + 8}" y="{y + 15}" font-size="11">'
                   f'{row["share"]:.0%} ({row["wins"]}/{row["decided"]})</text>')
        length = LENGTH * row["rounds_median"] / longest
        out.append(f'<rect x="{LABEL + BAR + GAP}" y="{y + 3}" width="{length:.1f}" height="{ROW - 8}" fill="#b58a4a"/>')
        out.append(f'<text x="{LABEL + BAR + GAP + length + 4:.1f}" y="{y + 15}">{row["rounds_median"]:g}</text>')
    out.append("</svg>")
    Path(path).write_text("\n".join(out))

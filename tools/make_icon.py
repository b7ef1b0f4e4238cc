"""Build the application icon from our own tile art.

Writes ``assets/icons/trainer.svg``: a felt-green rounded square holding the
chun tile (``assets/tiles/7z.svg``, made by ``tools/make_tiles.py``) and a gold
score badge. Deterministic; run after make_tiles.py:

    python tools/make_icon.py [--tiles assets/tiles] [--out assets/icons]
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def icon_svg(tile_svg: str) -> str:
    """The icon's SVG text (viewBox 0 0 64 64) around one tile's SVG text."""
    inner = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", tile_svg.strip())
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">'
        '<rect x="1" y="1" width="62" height="62" rx="12" fill="#2f6b4f" stroke="#1f4a36" stroke-width="2"/>'
        f'<g transform="translate(13 6) scale(0.62)">{inner}</g>'
        '<circle cx="49" cy="49" r="11" fill="#e0b43c" stroke="#8a6a12" stroke-width="1.5"/>'
        '<path d="M43.5 49.5l4 4 8-9" fill="none" stroke="#3b2a00" stroke-width="3" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
        "</svg>\n"
    )


def main() -> int:
    """Write the icon; returns the exit code."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tiles", type=Path, default=ROOT / "assets" / "tiles")
    p.add_argument("--out", type=Path, default=ROOT / "assets" / "icons")
    a = p.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    (a.out / "trainer.svg").write_text(icon_svg((a.tiles / "7z.svg").read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {a.out / 'trainer.svg'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python3
"""Generate the riichi mahjong tile faces used by the trainer as SVG files.

Everything is drawn from scratch: pins and bamboo sticks are plain SVG shapes,
and the kanji (萬, the numerals, winds and dragons) are glyph outlines copied
out of an OFL-licensed Noto CJK font with fontTools at build time, so the
resulting SVGs need no font at display time.

Usage::

    python3 tools/make_tiles.py [--out assets/tiles] [--font PATH]

Output is deterministic: running the script twice produces byte-identical
files, so regenerated assets only show up in a diff when the design changes.
fontTools is a build-time dependency only; the app never imports it.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

# --- geometry -------------------------------------------------------------

W, H = 60, 80          # viewBox of every tile; 3:4 like a real tile
FACE_BOTTOM = 76.0     # the face ends here; the band below is the tile's side
CX, CY = 30.0, 38.5    # visual centre of the face

# --- palette --------------------------------------------------------------

IVORY = "#fffdf4"
RED = "#c8202a"
GREEN = "#137a43"
BLUE = "#1d4f9c"
INK = "#1b1e2e"        # numerals and winds: near-black with a hint of indigo
RED_INK = "#c01a22"

# Searched in order when --font is not given. Serif bold looks closest to the
# brush-cut characters on real tiles; Sans bold is an acceptable fallback.
FONT_CANDIDATES = (
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto-cjk/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/noto-cjk/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc",
)

NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"


def num(value: float, digits: int = 2) -> str:
    """Format a coordinate compactly and deterministically (no '-0', no '1.50')."""
    text = f"{round(value, digits):.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def glyph_num(value: float) -> str:
    """Format glyph outline coordinates; one decimal is plenty at 60x80."""
    return num(value, 1)


# --- font access ----------------------------------------------------------


def find_font(explicit: str | None) -> Path:
    """Return the font file to use: ``explicit`` if given, else the first candidate found."""
    if explicit:
        path = Path(explicit)
        if not path.is_file():
            sys.exit(f"font not found: {path}")
        return path
    for candidate in FONT_CANDIDATES:
        if Path(candidate).is_file():
            return Path(candidate)
    sys.exit("no Noto CJK Bold font found; install fonts-noto-cjk or pass --font PATH")


def load_font(path: Path) -> TTFont:
    """Open a font file; from a collection pick the Japanese face (JP glyph forms)."""
    if path.suffix.lower() not in (".ttc", ".otc"):
        return TTFont(path)
    fonts = TTCollection(path).fonts
    for font in fonts:
        if " JP" in (font["name"].getDebugName(4) or ""):
            return font
    return fonts[0]


class GlyphOutliner:
    """Turns characters into SVG path data, placed and scaled inside a tile."""

    def __init__(self, font: TTFont):
        """Wrap ``font``; all sizes are given in tile units per em."""
        self.glyphs = font.getGlyphSet()
        self.cmap = font.getBestCmap()
        self.upem = font["head"].unitsPerEm

    def _glyph(self, char: str):
        name = self.cmap.get(ord(char))
        if name is None:
            raise KeyError(f"font has no glyph for {char!r}")
        return self.glyphs[name]

    def path(self, char: str, cx: float, cy: float, size: float,
             stretch_x: float = 1.0, stretch_y: float = 1.0) -> str:
        """Path data for ``char`` at font size ``size``, its ink box centred on (cx, cy).

        Centring on the ink box rather than the em box matters because CJK
        glyphs sit at different heights within the em (一 is a thin bar in the
        middle); using one font size per role keeps stroke weights consistent
        across tiles, which a fit-to-box scale would not.
        """
        glyph = self._glyph(char)
        bounds = BoundsPen(self.glyphs)
        glyph.draw(bounds)
        xmin, ymin, xmax, ymax = bounds.bounds
        sx = size / self.upem * stretch_x
        sy = size / self.upem * stretch_y
        # Font space is y-up, SVG is y-down: flip y while centring.
        dx = cx - sx * (xmin + xmax) / 2
        dy = cy + sy * (ymin + ymax) / 2
        pen = SVGPathPen(self.glyphs, ntos=glyph_num)
        glyph.draw(TransformPen(pen, (sx, 0, 0, -sy, dx, dy)))
        return pen.getCommands()

    def element(self, char: str, fill: str, cx: float, cy: float, size: float,
                stretch_x: float = 1.0, stretch_y: float = 1.0) -> str:
        """A filled ``<path>`` for ``char``; nonzero fill keeps 發 and 中 solid."""
        data = self.path(char, cx, cy, size, stretch_x, stretch_y)
        return f'<path fill="{fill}" fill-rule="nonzero" d="{data}"/>'


# --- tile body ------------------------------------------------------------


def svg_document(name: str, body: str, back: bool = False) -> str:
    """Wrap drawing ``body`` in a complete SVG with the tile's face (or back) under it.

    Gradient ids carry the tile name so several tiles can be inlined in one
    HTML/SVG document without their ids colliding.
    """
    gid = f"g{name}"
    if back:
        top, bottom, side, edge = "#2f8f5b", "#17603a", "#0f4329", "#0b3520"
    else:
        top, bottom, side, edge = "#fffefa", "#efe8d6", "#cbbd98", "#b3a47c"
    face = (
        f'<defs><linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        f"</linearGradient></defs>"
        # The side band peeking out under the face gives the tile its thickness.
        f'<rect x=".5" y=".5" width="59" height="79" rx="6" fill="{side}" stroke="{edge}" stroke-width=".6"/>'
        f'<rect x=".5" y=".5" width="59" height="{num(FACE_BOTTOM)}" rx="6" fill="url(#{gid})" '
        f'stroke="{edge}" stroke-width=".6"/>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
        f'viewBox="0 0 {W} {H}">{face}{body}</svg>\n'
    )


def back_design() -> str:
    """Decoration on the tile back: an inset border line, like a moulded rim."""
    return (
        f'<rect x="4" y="4" width="52" height="{num(FACE_BOTTOM - 7.5)}" rx="3.5" fill="none" '
        f'stroke="#7cc79c" stroke-opacity=".45" stroke-width=".8"/>'
    )


def red_marker() -> str:
    """Small red dot in the top-right corner marking an aka-dora (red five)."""
    return f'<circle cx="54" cy="6" r="1.7" fill="{RED}"/>'


# --- pins (circles) -------------------------------------------------------


def circle(cx: float, cy: float, r: float, fill: str) -> str:
    """A filled SVG circle with compact coordinates."""
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{fill}"/>'


def pin(cx: float, cy: float, r: float, color: str) -> str:
    """One coin: coloured rim, ivory ring, coloured disc with a pierced centre.

    Ring widths are proportional so small 9p coins and big 2p coins read as
    the same object.
    """
    parts = [
        circle(cx, cy, r, color),
        circle(cx, cy, r * 0.8, IVORY),
        circle(cx, cy, r * 0.66, color),
    ]
    # A ring of ivory beads on the disc is what makes these read as
    # decorated coins rather than plain dots at large sizes.
    for i in range(8):
        a = math.pi / 4 * i
        parts.append(circle(cx + math.cos(a) * r * 0.47, cy + math.sin(a) * r * 0.47,
                            r * 0.085, IVORY))
    parts.append(circle(cx, cy, r * 0.25, IVORY))
    parts.append(circle(cx, cy, r * 0.12, color))
    return "".join(parts)


def one_pin() -> str:
    """The big ornamental 1p: blue rim, green beaded ring, red flower at the heart."""
    parts = [
        circle(CX, CY, 23, BLUE),
        circle(CX, CY, 21.3, IVORY),
        circle(CX, CY, 19.2, GREEN),
        circle(CX, CY, 17.8, IVORY),
    ]
    # Sixteen beads around the ring, alternating colours, like the scalloped
    # border on real 1p tiles.
    for i in range(16):
        a = math.pi / 8 * i
        parts.append(circle(CX + math.cos(a) * 15.3, CY + math.sin(a) * 15.3, 1.55,
                            GREEN if i % 2 else BLUE))
    parts.append(circle(CX, CY, 12.6, RED))
    parts.append(circle(CX, CY, 11.2, IVORY))
    # Eight petals make the centre a flower instead of another target ring.
    for i in range(8):
        a = 45 * i
        parts.append(
            f'<ellipse cx="{num(CX)}" cy="{num(CY - 6)}" rx="2.6" ry="4.4" fill="{RED}" '
            f'transform="rotate({a} {num(CX)} {num(CY)})"/>'
        )
    parts.append(circle(CX, CY, 3.2, IVORY))
    parts.append(circle(CX, CY, 1.8, GREEN))
    return "".join(parts)


# Each entry: (x, y, colour key). Colour keys: b blue, g green, r red.
PIN_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (12, [(30, 22.5, "g"), (30, 54.5, "b")]),
    3: (10, [(15, 15.5, "b"), (30, 38.5, "r"), (45, 61.5, "g")]),
    4: (11, [(18, 23, "b"), (42, 23, "g"), (18, 54, "g"), (42, 54, "b")]),
    5: (9.5, [(15.5, 16.5, "b"), (44.5, 16.5, "g"), (30, 38.5, "r"),
              (15.5, 60.5, "g"), (44.5, 60.5, "b")]),
    6: (8.5, [(19, 14.5, "g"), (41, 14.5, "g"),
              (19, 44, "r"), (41, 44, "r"), (19, 62, "r"), (41, 62, "r")]),
    7: (7.4, [(14, 12.5, "g"), (30, 19.5, "g"), (46, 26.5, "g"),
              (19, 46, "r"), (41, 46, "r"), (19, 63, "r"), (41, 63, "r")]),
    8: (7.8, [(x, y, "b") for y in (13, 29, 45, 61) for x in (20.5, 39.5)]),
    9: (7.6, [(x, y, c) for y, c in ((15, "b"), (38.5, "r"), (62, "g"))
              for x in (13.5, 30, 46.5)]),
}

SUIT_COLORS = {"b": BLUE, "g": GREEN, "r": RED}


def pins(rank: int, red: bool = False) -> str:
    """Draw the pins for ``rank`` (1-9); ``red`` paints every coin red (aka-dora)."""
    if rank == 1:
        return one_pin()
    radius, layout = PIN_LAYOUTS[rank]
    return "".join(pin(x, y, radius, RED if red else SUIT_COLORS[c]) for x, y, c in layout)


# --- bamboo (sticks) ------------------------------------------------------


def stick(cx: float, cy: float, length: float, color: str, angle: float = 0.0,
          width: float = 8.0) -> str:
    """One bamboo stick centred on (cx, cy), optionally tilted by ``angle`` degrees.

    A slim stem with three bulging nodes and a pale split line down the
    middle is the minimum that still reads as bamboo at 24 px.
    """
    half = length / 2
    stem = width * 0.72
    node_h = width * 0.34
    line_w = width * 0.16
    parts = [
        (f'<rect x="{num(-stem / 2)}" y="{num(-half)}" width="{num(stem)}" '
         f'height="{num(length)}" rx="{num(stem / 2)}" fill="{color}"/>')
    ]
    node_ys = (-half + node_h / 2, 0.0, half - node_h / 2)
    for ny in node_ys:
        parts.append(
            f'<rect x="{num(-width / 2)}" y="{num(ny - node_h / 2)}" width="{num(width)}" '
            f'height="{num(node_h)}" rx="{num(node_h / 2)}" fill="{color}"/>'
        )
    # Split line between nodes, stopping short so the nodes stay solid.
    gap = node_h * 0.8
    for y1, y2 in ((node_ys[0] + gap, node_ys[1] - gap), (node_ys[1] + gap, node_ys[2] - gap)):
        parts.append(
            f'<rect x="{num(-line_w / 2)}" y="{num(y1)}" width="{num(line_w)}" '
            f'height="{num(y2 - y1)}" rx="{num(line_w / 2)}" fill="{IVORY}"/>'
        )
    transform = f"translate({num(cx)} {num(cy)})"
    if angle:
        transform += f" rotate({num(angle)})"
    return f'<g transform="{transform}">{"".join(parts)}</g>'


# Each entry: (stick length, [(x, y, colour key, tilt degrees)]).
STICK_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, str, float]]]] = {
    2: (27, [(30, 21.5, "b", 0), (30, 55.5, "g", 0)]),
    3: (27, [(30, 21.5, "b", 0), (19, 55.5, "g", 0), (41, 55.5, "g", 0)]),
    4: (27, [(19, 21.5, "b", 0), (41, 21.5, "g", 0), (19, 55.5, "g", 0), (41, 55.5, "b", 0)]),
    5: (27, [(14, 21.5, "g", 0), (46, 21.5, "b", 0), (30, 38.5, "r", 0),
             (14, 55.5, "b", 0), (46, 55.5, "g", 0)]),
    6: (27, [(x, y, "g", 0) for y in (21.5, 55.5) for x in (14, 30, 46)]),
    7: (20, [(30, 15, "r", 0)] + [(x, y, "g", 0) for y in (38.5, 62) for x in (14, 30, 46)]),
    # 8s: outer sticks upright, inner pairs leaning together into a peak on
    # top and a valley below, the classic "M over W" figure.
    8: (27, [(9, 21.5, "g", 0), (23.6, 21.5, "g", 20), (36.4, 21.5, "g", -20), (51, 21.5, "g", 0),
             (9, 55.5, "g", 0), (23.6, 55.5, "g", -20), (36.4, 55.5, "g", 20), (51, 55.5, "g", 0)]),
    9: (20, [(x, y, "r" if x == 30 else "g", 0) for y in (15, 38.5, 62) for x in (14, 30, 46)]),
}


def sticks(rank: int, red: bool = False) -> str:
    """Draw the sticks for ``rank`` (2-9; 1 is the bird); ``red`` paints all red."""
    if rank == 1:
        return bird()
    length, layout = STICK_LAYOUTS[rank]
    return "".join(stick(x, y, length, RED if red else SUIT_COLORS[c], a) for x, y, c, a in layout)


def peacock_feather(pivot_x: float, pivot_y: float, angle: float, length: float) -> str:
    """One tail plume: a thin quill ending in a blue-and-red eye."""
    rad = math.radians(angle - 90)
    ux, uy = math.cos(rad), math.sin(rad)
    eye_x, eye_y = pivot_x + ux * (length - 4.5), pivot_y + uy * (length - 4.5)
    quill_x, quill_y = pivot_x + ux * (length - 8), pivot_y + uy * (length - 8)
    rotate = f'transform="rotate({num(angle)} {num(eye_x)} {num(eye_y)})"'
    return (
        f'<path d="M{num(pivot_x)} {num(pivot_y)} L{num(quill_x)} {num(quill_y)}" '
        f'stroke="{GREEN}" stroke-width="1.3" stroke-linecap="round"/>'
        f'<ellipse cx="{num(eye_x)}" cy="{num(eye_y)}" rx="4" ry="5.2" fill="{GREEN}" {rotate}/>'
        f'<ellipse cx="{num(eye_x)}" cy="{num(eye_y)}" rx="2.8" ry="3.7" fill="{IVORY}" {rotate}/>'
        f'<ellipse cx="{num(eye_x)}" cy="{num(eye_y)}" rx="2.2" ry="2.9" fill="{BLUE}" {rotate}/>'
        + circle(eye_x, eye_y, 1, RED)
    )


def bird() -> str:
    """The 1s peacock: a fanned tail of eye plumes behind a small standing bird.

    Japanese sets show a bird on 1s; a peacock keeps it tasteful and its
    spread tail is recognisable even at 24 px as "the one with the bird".
    """
    pivot_x, pivot_y = 32.0, 50.0
    # Outer plumes are shorter so the fan's rim follows the tile's corner.
    plumes = ((-6, 27), (15, 29), (36, 28), (57, 25), (80, 21))
    parts = [peacock_feather(pivot_x, pivot_y, a, length) for a, length in plumes]
    # Legs first so the body hides their tops.
    parts.append(
        f'<path d="M24 56 L22.5 67.5 M29 57 L29.5 67.5 M19.5 68 H25.5 M26.5 68 H32.5" '
        f'stroke="{RED}" stroke-width="1.4" stroke-linecap="round" fill="none"/>'
    )
    # Body: a plump teardrop leaning forward, neck rising to the head.
    parts.append(
        f'<path d="M15.5 33 C13 42 15 55 25 58.5 C33 61 39 55 38 48.5 C37 42.5 30 41 25.5 38.5 '
        f'C22.5 36.5 21.5 33 21.5 30 Z" fill="{GREEN}"/>'
    )
    # Blue wing with pale feather lines.
    parts.append(
        f'<path d="M20 45 C25 41.5 33 43.5 36 49.5 C33 55 27 56 22.5 53 Z" fill="{BLUE}"/>'
        f'<path d="M23.5 48 C27.5 47 30.5 48.5 32.5 50.5 M23.5 51 C26.5 51 28.5 52 30.5 53" '
        f'stroke="{IVORY}" stroke-width=".7" fill="none"/>'
    )
    # Head with crest, eye and beak.
    parts.append(circle(18.5, 28.5, 5.2, GREEN))
    parts.append(
        f'<path d="M13.6 27.5 L8.5 30 L13.8 30.8 Z" fill="{RED}"/>'
        f'<path d="M17.5 23.5 L15.5 18 M19 23.3 L19 17.3 M20.5 23.6 L22.5 18.3" '
        f'stroke="{GREEN}" stroke-width=".8" fill="none"/>'
    )
    for x, y in ((15.4, 17.6), (19, 16.9), (22.7, 17.9)):
        parts.append(circle(x, y, 1.1, RED))
    parts.append(circle(17.2, 27.8, 1.3, IVORY))
    parts.append(circle(17, 27.8, 0.65, INK))
    return "".join(parts)


# --- character tiles ------------------------------------------------------


def man(outliner: GlyphOutliner, rank: int, red: bool = False) -> str:
    """Numeral over 萬; the numeral is ink-black, 萬 red (both red on the aka five)."""
    numeral = outliner.element(NUMERALS[rank - 1], RED_INK if red else INK,
                               CX, 20, 29, stretch_x=1.1)
    wan = outliner.element("萬", RED_INK, CX, 52.5, 34, stretch_x=1.05, stretch_y=0.98)
    return numeral + wan


def wind(outliner: GlyphOutliner, index: int) -> str:
    """One of 東南西北 filling the face."""
    return outliner.element(WINDS[index], INK, CX, CY, 46, stretch_y=1.1)


def haku() -> str:
    """White dragon: a blue double frame, as on Japanese sets."""
    return (
        f'<rect x="11" y="12" width="38" height="53" rx="2" fill="none" stroke="{BLUE}" stroke-width="3.2"/>'
        f'<rect x="16" y="17" width="28" height="43" rx="1" fill="none" stroke="{BLUE}" stroke-width="1"/>'
    )


def hatsu(outliner: GlyphOutliner) -> str:
    """Green dragon 發."""
    return outliner.element("發", GREEN, CX, CY, 46, stretch_y=1.1)


def chun(outliner: GlyphOutliner) -> str:
    """Red dragon 中."""
    return outliner.element("中", RED_INK, CX, CY, 48, stretch_y=1.14)


# --- assembly -------------------------------------------------------------


def tile_bodies(outliner: GlyphOutliner) -> dict[str, str]:
    """Map each output file stem (``1m`` ... ``7z``, ``0m/0p/0s``, ``back``) to its drawing."""
    bodies: dict[str, str] = {}
    for rank in range(1, 10):
        bodies[f"{rank}m"] = man(outliner, rank)
        bodies[f"{rank}p"] = pins(rank)
        bodies[f"{rank}s"] = sticks(rank)
    bodies["0m"] = man(outliner, 5, red=True) + red_marker()
    bodies["0p"] = pins(5, red=True) + red_marker()
    bodies["0s"] = sticks(5, red=True) + red_marker()
    for index in range(4):
        bodies[f"{index + 1}z"] = wind(outliner, index)
    bodies["5z"] = haku()
    bodies["6z"] = hatsu(outliner)
    bodies["7z"] = chun(outliner)
    bodies["back"] = back_design()
    return bodies


def write_tiles(out_dir: Path, font_path: Path) -> list[Path]:
    """Render every tile into ``out_dir`` and return the written paths (sorted)."""
    outliner = GlyphOutliner(load_font(font_path))
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, body in sorted(tile_bodies(outliner).items()):
        path = out_dir / f"{name}.svg"
        path.write_text(svg_document(name, body, back=(name == "back")), encoding="utf-8")
        written.append(path)
    return written


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options: output directory and font file."""
    repo_root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=repo_root / "assets" / "tiles",
                        help="output directory (default: assets/tiles)")
    parser.add_argument("--font", default=None,
                        help="bold CJK font (.ttc/.otf/.ttf); default: auto-detect Noto CJK Bold")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point: generate all 38 tile SVGs."""
    args = parse_args(argv)
    font_path = find_font(args.font)
    written = write_tiles(args.out, font_path)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} tiles to {args.out} ({total / 1024:.1f} KB) using {font_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`read_log`: one saved file in, its games out; never raises for bad content.

The format is sniffed from the content, not the name: gzip is unpacked
first; then ``<mjloggm`` is an mjlog, a JSON object with a ``log`` list (or
a list of them, or a tenhou.net/6 viewer address ``…#json=…``) is
tenhou.net/6, and JSON objects one per line with a ``type`` are mjai.

Limits (`LIMITS`): the file and its unpacked text at most 20 MB, at most
500 games in a file, 200 hands in a game, 200,000 mjai lines, 100,000 XML
elements (a hanchan has about 2,000), 400,000 XML attributes and 16 KB
from one ``<`` to the next (one tag; checked byte by byte before expat,
which gathers a whole tag before it says anything). A file
over a limit is refused whole, and the hands are counted before anything
is parsed (issue 24: a 19 MB one-game file of 28,000 hands took 17–33 s
and 1 GB to refuse after a full parse): the round heads ``[[r,h,s],[`` of
tenhou.net/6 JSON, the ``<INIT`` elements of an mjlog (by expat, before a
tree is built), the ``start_kyoku`` lines of mjai.
One bad hand never loses its game: a hand that cannot be read is listed in
`GameLog.unreadable` and the others stand; a game none of whose hands can
be read is returned with its `error`; the other games of the file stand.

Encodings: UTF-8 (with or without a byte-order mark), UTF-16 (with a mark,
or without one when the text starts with ``<``, ``{`` or ``[``), and
Shift_JIS (cp932) where an XML file declares it or where the bytes are not
UTF-8 but read as Shift_JIS from the first non-ASCII byte on (a UTF-8 file
damaged after its first Japanese text stays "corrupt").

XML safety: an mjlog has no document type, so an XML file that declares
one (or entities) is refused by the parser itself (expat's declaration
handlers), whatever its encoding, before any tree is built; nothing is ever
fetched, and no entity is expanded.
"""

from __future__ import annotations

import json
import os
import re
import stat
import urllib.parse
import zlib
from collections.abc import Callable
from xml.etree import ElementTree as ET
from xml.parsers import expat

from .build import MAX_HANDS, damage_text
from .cancel import CHUNK_BYTES, EVERY_ELEMENTS, CancelHook
from .mjai import MAX_LINES, read_mjai
from .mjlog import read_mjlog
from .model import GameLog, LogError, LogFile
from .tenhou6 import read_tenhou6

MAX_BYTES = 20 * 1024 * 1024
MAX_GAMES = 500
#: XML elements one mjlog may have (a hanchan has about 2,000).
MAX_ELEMENTS = 100_000
#: gzip members one file may hold (a log is one; `gzip a b > c` makes two).
MAX_MEMBERS = 16
#: Hands one file may hold in all (500 games of 40 hands; a hanchan has 8–20).
MAX_FILE_HANDS = 20_000
#: XML attributes one mjlog may have (a hanchan has about 3,000).
MAX_ATTRIBUTES = 400_000
#: Bytes from one ``<`` of an mjlog to the next (a tag and the white space
#: after it): the longest in every real mjlog we hold is 3,381 (the
#: ``SHUFFLE`` seed). Expat gathers a whole tag, every attribute of it,
#: before its handler sees any: without this bound one tag of 1.5 M
#: attributes took 10–16 s and 450–500 MB to refuse (issue 24).
MAX_TAG_BYTES = 16 * 1024
#: The limits, for messages and documentation.
LIMITS = {"bytes": MAX_BYTES, "games": MAX_GAMES, "hands": MAX_HANDS, "file_hands": MAX_FILE_HANDS,
          "mjai_lines": MAX_LINES, "xml_elements": MAX_ELEMENTS, "xml_attributes": MAX_ATTRIBUTES,
          "xml_tag_bytes": MAX_TAG_BYTES}
#: A tenhou.net/6 hand's head: ``[[round, honba, sticks], [scores…``.
_ROUND_HEAD = re.compile(rb"\[\s*\[\s*-?\d+\s*,\s*-?\d+\s*,\s*-?\d+\s*\]\s*,\s*\[")
#: A ``"log"`` key (group 1) or a hand's head, in the order they come.
_KEY_OR_HEAD = re.compile(rb'("log"\s*:)|' + _ROUND_HEAD.pattern)
_XML_ENCODING = re.compile(rb"""^(\s*<\?xml[^>]*?encoding\s*=\s*)["']([A-Za-z0-9_.-]+)["']""")
_SJIS_NAMES = ("shift_jis", "shift-jis", "sjis", "cp932", "windows-31j", "ms932", "x-sjis")
_GZIP = b"\x1f\x8b"
_VIEWER = re.compile(r"#json=([^&\s]+)")


def _excerpt(data: bytes) -> str:
    text = data[:24].decode("utf-8", "replace")
    return repr(text) + ("…" if len(data) > 24 else "")


def _mb(n: int) -> str:
    return f"{n / 1024 / 1024:.0f} MB"


def _gunzip(data: bytes, cancel: CancelHook) -> bytes:
    """Unpack gzip data, at most `MAX_BYTES` of it, `CHUNK_BYTES` at a time
    (`cancel` checked before each). A file of several gzip members (RFC
    1952 §2.2) unpacks to their texts one after the other; anything else
    after the last member (bar zero padding) is damage, not something to
    leave out silently.

    Raises:
        _Refused: bad gzip data or bytes after it (corrupt), a cut file
            (truncated), or too much text (too_large).
        ReadCancelled: `cancel` said stop.
    """
    parts: list[bytes] = []
    size = 0
    rest = data
    for _ in range(MAX_MEMBERS):
        d = zlib.decompressobj(wbits=31)
        pending = rest
        while True:
            cancel.check()
            try:
                out = d.decompress(pending, min(CHUNK_BYTES, MAX_BYTES + 1 - size))
            except zlib.error as e:
                raise _Refused("corrupt", f"the gzip data is damaged ({e})") from None
            size += len(out)
            parts.append(out)
            if size > MAX_BYTES:
                raise _Refused("too_large", f"the file unpacks to more than {_mb(MAX_BYTES)}",
                               (("limit_mb", 20), ("limit", "bytes")))
            pending = d.unconsumed_tail
            if d.eof or (not pending and len(out) < CHUNK_BYTES):
                break
        if not d.eof:
            raise _Refused("truncated", "the gzip file ends before its data does (a cut or partial download)")
        rest = d.unused_data
        if not rest.strip(b"\x00"):
            return b"".join(parts)
        if rest[:2] != _GZIP:
            raise _Refused("corrupt", f"{len(rest):,} bytes that are not gzip data follow the gzip data "
                           "(a damaged or joined file)", (("bytes", len(rest)),))
    raise _Refused("corrupt", f"the file holds more than {MAX_MEMBERS} gzip parts; a game log is one")


class _Refused(Exception):
    """A whole file refused: its `LogError`."""

    def __init__(self, code: str, message: str, args: tuple = ()) -> None:
        super().__init__(message)
        self.error = LogError(code, message, args)


def _no_doctype(*_args) -> None:
    raise _Refused("not_a_log", "an XML file with a document type or entities is not an mjlog")


def _prescan_xml(data: bytes, cancel: CancelHook) -> None:
    """Check an XML document with expat before a tree is built: no
    document type or entity declaration (in any encoding: the parser, not a
    byte search, sees them), at most `MAX_ELEMENTS` elements,
    `MAX_ATTRIBUTES` attributes and `MAX_HANDS` hands (``INIT``). `cancel`
    is checked every `EVERY_ELEMENTS` elements and `CHUNK_BYTES` bytes.

    Raises:
        _Refused: a document type (not_a_log), too many elements (too_large).
        expat.ExpatError: not well-formed XML (the caller words it).
        ReadCancelled: `cancel` said stop.
    """
    parser = expat.ParserCreate()
    count = attributes = hands = 0

    def element(name, attrs) -> None:
        nonlocal count, attributes, hands
        count += 1
        attributes += len(attrs)
        hands += name == "INIT"
        if count % EVERY_ELEMENTS == 0:
            cancel.check()
        if count > MAX_ELEMENTS:
            raise _Refused("too_large", f"the XML has more than {MAX_ELEMENTS:,} elements; a game log has a few "
                           "thousand", (("elements", MAX_ELEMENTS), ("limit", "xml_elements")))
        if attributes > MAX_ATTRIBUTES:
            raise _Refused("too_large", f"the XML has more than {MAX_ATTRIBUTES:,} attributes; a game log has a "
                           "few thousand", (("attributes", MAX_ATTRIBUTES), ("limit", "xml_attributes")))
        if hands > MAX_HANDS:
            raise _too_many_hands(hands)

    parser.StartDoctypeDeclHandler = _no_doctype
    parser.EntityDeclHandler = _no_doctype
    parser.UnparsedEntityDeclHandler = _no_doctype
    parser.ExternalEntityRefHandler = _no_doctype
    parser.StartElementHandler = element
    _feed(parser.Parse, data, cancel)
    parser.Parse(b"", True)


def _too_many_hands(hands: int, game: int | None = None, exact: bool = False) -> _Refused:
    """The refusal of a game of more than `MAX_HANDS` hands, saying what the
    file holds: "the file holds more than 200 hands in 1 game" (a file of
    one game: mjlog, mjai, a tenhou.net/6 object), or "game 3 of the file
    holds …" (a tenhou.net/6 list of games); `exact` when `hands` is the
    whole count, not the count at which the reading stopped."""
    held = f"{hands:,}" if exact else f"more than {MAX_HANDS}"
    where = f"the file holds {held} hands in 1 game" if game is None else f"game {game} of the file holds {held} hands"
    return _Refused("too_large", f"{where}; at most {MAX_HANDS} hands a game are read",
                    (("hands", hands), ("game", game or 1), ("limit", "hands")))


def _check_tag_lengths(data: bytes, cancel: CancelHook) -> None:
    """Refuse XML with more than `MAX_TAG_BYTES` from one ``<`` to the next
    (white space aside), before expat sees it: a tag holds no ``<`` (not in
    its attribute values either), so this bounds every tag; expat gathers
    a tag's attributes whole before its handler is called, so the bound on
    attributes alone came after the whole tag was held. A byte scan
    (``rfind`` over windows of `MAX_TAG_BYTES`, a few ms for 20 MB),
    `cancel` checked at each window.

    Raises:
        _Refused: too_large, with the line of the long tag.
        ReadCancelled: `cancel` said stop.
    """
    at, size = 0, len(data)
    while size - at > MAX_TAG_BYTES:
        cancel.check()
        last = data.rfind(b"<", at + 1, at + MAX_TAG_BYTES + 1)
        if last >= 0:
            at = last
            continue
        nxt = data.find(b"<", at + 1)
        nxt = size if nxt < 0 else nxt
        if len(data[at:nxt].strip()) > MAX_TAG_BYTES:
            line = data.count(b"\n", 0, at) + 1
            raise _Refused("too_large", f"the XML has a tag of more than {MAX_TAG_BYTES:,} bytes (line {line}); "
                           "the longest tag of a game log has a few thousand",
                           (("bytes", MAX_TAG_BYTES), ("line", line), ("limit", "xml_tag_bytes")))
        at = nxt


def _feed(feed, data: bytes, cancel: CancelHook) -> None:
    """`feed` (a parser's) the bytes `CHUNK_BYTES` at a time, `cancel`
    checked before each piece."""
    for at in range(0, len(data), CHUNK_BYTES):
        cancel.check()
        feed(data[at:at + CHUNK_BYTES])


def _tree(data: bytes, cancel: CancelHook) -> ET.Element:
    """`ET.fromstring`, fed in pieces (`_feed`).

    Raises:
        ET.ParseError: not well-formed XML.
        ReadCancelled: `cancel` said stop.
    """
    parser = ET.XMLParser()
    _feed(parser.feed, data, cancel)
    return parser.close()


def _xml(data: bytes, source: str, cancel: CancelHook) -> list[GameLog]:
    try:
        _check_tag_lengths(data, cancel)
        _prescan_xml(data, cancel)
        root = _tree(data, cancel)
    except (ET.ParseError, expat.ExpatError) as e:
        line, col = (e.lineno, e.offset) if isinstance(e, expat.ExpatError) else e.position
        last = data.rstrip().split(b"\n")[-1]
        cut = line >= data.count(b"\n") + 1 and col >= len(last) - 1
        if cut or "no element found" in str(e) or "unclosed token" in str(e):
            raise _Refused("truncated", f"the XML ends before the log does (line {line}): a cut or partial file",
                           (("line", line),)) from None
        raise _Refused("corrupt", f"the XML is damaged at line {line}, column {col}",
                       (("line", line), ("column", col))) from None
    if root.tag != "mjloggm":
        raise _Refused("not_a_log", f"an XML file whose root is <{root.tag[:20]}>, not a Tenhou <mjloggm> log")
    return read_mjlog(root, data, source, cancel)


def _tenhou6_objects(value) -> list[dict] | None:
    """The tenhou.net/6 objects of a parsed JSON value, or None if it is not that format."""
    if isinstance(value, dict) and isinstance(value.get("log"), list):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, dict) and isinstance(v.get("log"), list)
                                                 for v in value):
        return value
    return None


def _count_hands(data: bytes, cancel: CancelHook) -> None:
    """Refuse a tenhou.net/6 text with more hands than its games may hold,
    before it is parsed (the round heads are counted; a cheap scan,
    `cancel` checked every `EVERY_ELEMENTS` heads and keys), saying what
    the file holds. A JSON object is one game, whatever ``"log"`` keys it
    nests: more than `MAX_HANDS` heads in it are "more than 200 hands in 1
    game". In a list of games each head counts for the game of the
    ``"log"`` key before it ("game 3 of the file holds more than 200
    hands"), a key with no head since the one before counting for the same
    game (a ``"log"`` nested in a game's ``rule`` before or after its log
    neither splits its hands nor shifts the numbers; a game with no hands
    is not numbered), and the whole list at most `MAX_FILE_HANDS`.

    Raises:
        _Refused: too_large (the bound: ``hands`` or ``file_hands``).
        ReadCancelled: `cancel` said stop.
    """
    one_game = data.lstrip()[:1] != b"["
    game, hands, in_game, seen = 1, 0, 0, 0
    for m in _KEY_OR_HEAD.finditer(data):
        seen += 1
        if seen % EVERY_ELEMENTS == 0:
            cancel.check()
        if m.group(1) is not None:
            if in_game and not one_game:
                game, in_game = game + 1, 0
            continue
        hands += 1
        in_game += 1
        if in_game > MAX_HANDS:
            raise _too_many_hands(in_game, None if one_game else game)
        if hands > MAX_FILE_HANDS:
            raise _Refused("too_large", f"the file holds more than {MAX_FILE_HANDS:,} hands; at most "
                           f"{MAX_FILE_HANDS:,} are read from one file", (("hands", hands), ("limit", "file_hands")))


_JSON_SPACE = re.compile(r"[ \t\n\r]*")


def _loads(text: str, cancel: CancelHook):
    """`json.loads`, but a list whose first item is a tenhou.net/6 game is
    parsed item by item, `cancel` checked before each (a file of 500 games,
    16 MB, took 0.3–0.7 s in one call). Same values and the same errors
    as `json.loads` (positions in `text`).

    Raises:
        json.JSONDecodeError: not JSON (as `json.loads`).
        _Refused: a list of more than `MAX_GAMES` games (too_large).
        ReadCancelled: `cancel` said stop.
    """
    at = _JSON_SPACE.match(text).end()
    if not text.startswith("[", at):
        return json.loads(text)
    decoder = json.JSONDecoder()
    at = _JSON_SPACE.match(text, at + 1).end()
    if text.startswith("]", at):
        return json.loads(text)
    items = []
    while True:
        cancel.check()
        item, at = decoder.raw_decode(text, at)
        if not items and not (isinstance(item, dict) and isinstance(item.get("log"), list)):
            return json.loads(text)  # not a list of games: in one call, as any JSON
        items.append(item)
        if len(items) > MAX_GAMES:
            raise _Refused("too_large", f"the file holds more than {MAX_GAMES} games; at most {MAX_GAMES} are read",
                           (("games", len(items)), ("limit", "games")))
        at = _JSON_SPACE.match(text, at).end()
        if text.startswith(",", at):
            at = _JSON_SPACE.match(text, at + 1).end()
        elif text.startswith("]", at):
            break
        else:
            raise json.JSONDecodeError("Expecting ',' delimiter", text, at)
    at = _JSON_SPACE.match(text, at + 1).end()
    if at != len(text):
        raise json.JSONDecodeError("Extra data", text, at)
    return items


def _json(text: str, cancel: CancelHook) -> tuple[str, list[GameLog]]:
    try:
        value = _loads(text, cancel)
    except json.JSONDecodeError as e:
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) > 1 and _looks_mjai(lines[0]):
            return "mjai", _mjai(lines, cancel)
        end = len(text.rstrip())
        if e.pos >= end - 1 or (e.msg.startswith("Unterminated string") and '"' not in text[e.pos + 1:]):
            raise _Refused("truncated", f"the JSON ends before the log does (line {e.lineno}): a cut or partial file",
                           (("line", e.lineno),)) from None
        raise _Refused("corrupt", f"the JSON is damaged at line {e.lineno}, column {e.colno} ({e.msg})",
                       (("line", e.lineno), ("column", e.colno))) from None
    except RecursionError:
        raise _Refused("corrupt", "the JSON is nested too deeply to be a game log") from None
    objects = _tenhou6_objects(value)
    if objects is not None:
        if len(objects) > MAX_GAMES:
            raise _Refused("too_large", f"the file holds {len(objects)} games; at most {MAX_GAMES} are read",
                           (("games", len(objects)), ("limit", "games")))
        return "tenhou6", [read_tenhou6(o, cancel) for o in objects]
    if isinstance(value, dict) and isinstance(value.get("type"), str):
        return "mjai", _mjai([text.strip()], cancel)
    raise _Refused("not_a_log", "a JSON file that is not a tenhou.net/6 log (no \"log\" list) nor mjai events")


def _looks_mjai(line: str) -> bool:
    try:
        value = json.loads(line)
    except ValueError:
        return False
    return isinstance(value, dict) and isinstance(value.get("type"), str)


def _mjai(lines: list[str], cancel: CancelHook) -> list[GameLog]:
    if len(lines) > MAX_LINES:
        raise _Refused("too_large", f"the mjai file has {len(lines):,} lines; at most {MAX_LINES:,} are read",
                       (("lines", len(lines)), ("limit", "mjai_lines")))
    hands = sum(1 for line in lines if '"start_kyoku"' in line)
    if hands > MAX_HANDS:
        raise _too_many_hands(hands, exact=True)
    return [read_mjai(lines, cancel)]


def _not_utf8(data: bytes, stripped: bytes, e: UnicodeDecodeError) -> _Refused:
    """Why bytes that are not UTF-8 are refused: a JSON log cut inside a
    character (truncated), a JSON log with a damaged byte (corrupt), or
    binary data (not_a_log)."""
    if stripped[:1] in (b"{", b"["):
        if e.reason == "unexpected end of data" and e.end >= len(data):
            return _Refused("truncated", "the JSON ends before the log does (cut inside a character): a cut or "
                            "partial file")
        return _Refused("corrupt", f"the JSON is damaged at byte {e.start:,}: it is not UTF-8 text",
                        (("byte", e.start),))
    return _Refused("not_a_log", f"not a game log: binary data starting {_excerpt(stripped)}")


def _declare_utf8(data: bytes) -> bytes:
    """Text re-encoded as UTF-8: an XML declaration's encoding says so."""
    return _XML_ENCODING.sub(rb'\1"utf-8"', data, count=1)


def _utf16(data: bytes) -> str | None:
    """The codec of UTF-16 text (a byte-order mark, or a log's first
    character ``<``, ``{``, ``[`` or white space with a zero byte beside it),
    else None."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    starts = b"<{[ \t\r\n"
    if len(data) >= 4 and data[1] == 0 and data[3] == 0 and data[0] in starts:
        return "utf-16-le"
    if len(data) >= 4 and data[0] == 0 and data[2] == 0 and data[1] in starts:
        return "utf-16-be"
    return None


def _to_utf8(data: bytes) -> bytes:
    """The file's bytes as UTF-8 (encodings: module docstring). Bytes that
    are none of them are returned as they are (the caller words why).

    Raises:
        _Refused: UTF-16 or declared Shift_JIS text that is damaged or cut.
    """
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:]
    codec = _utf16(data)
    if codec is not None:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError as e:
            if e.end >= len(data) - 1:
                raise _Refused("truncated", "the UTF-16 text ends inside a character: a cut or partial file") from None
            raise _Refused("corrupt", f"the UTF-16 text is damaged at byte {e.start:,}", (("byte", e.start),)) from None
        return _declare_utf8(text.lstrip("\ufeff").encode("utf-8"))
    m = _XML_ENCODING.match(data)
    if m and m.group(2).decode("ascii").lower() in _SJIS_NAMES:
        try:
            return _declare_utf8(data.decode("cp932").encode("utf-8"))
        except UnicodeDecodeError as e:
            raise _Refused("corrupt", f"the XML says it is Shift_JIS, but byte {e.start:,} is not",
                           (("byte", e.start),)) from None
    try:
        data.decode("utf-8")
        return data
    except UnicodeDecodeError as e:
        first = next((i for i, b in enumerate(data[:e.start + 1]) if b >= 0x80), None)
        if first == e.start:  # not UTF-8 from the first non-ASCII byte on: Shift_JIS?
            try:
                return _declare_utf8(data.decode("cp932").encode("utf-8"))
            except UnicodeDecodeError:
                pass
        return data


def read_bytes(data: bytes, source: str = "", cancelled: CancelHook | Callable[[], bool] | None = None) -> LogFile:
    """`read_log` on bytes already in memory (`source` names them in messages
    and, for an mjlog, may carry the Tenhou log id; `cancelled` as there).

    Raises:
        ReadCancelled: `cancelled` said stop.
    """
    fmt = "unknown"
    cancel = CancelHook.of(cancelled)
    try:
        if len(data) > MAX_BYTES:
            raise _Refused("too_large", f"the file is {_mb(len(data))}; game logs are read up to {_mb(MAX_BYTES)}",
                           (("limit_mb", 20), ("limit", "bytes")))
        if data[:2] == _GZIP:
            data = _gunzip(data, cancel)
        data = _to_utf8(data)
        stripped = data.lstrip()
        if not stripped:
            raise _Refused("empty", "the file is empty")
        if stripped[:1] == b"<":
            fmt = "mjlog"
            return LogFile(source, fmt, tuple(_xml(data, source, cancel)), None)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise _not_utf8(data, stripped, e) from None
        if stripped[:1] in (b"{", b"["):
            _count_hands(data, cancel)
            fmt, games = _json(text, cancel)
            return LogFile(source, fmt, tuple(games), None)
        m = _VIEWER.search(text)
        if m and len(text.strip().split()) == 1:
            inner = urllib.parse.unquote(m.group(1))
            _count_hands(inner.encode("utf-8"), cancel)
            fmt, games = _json(inner, cancel)
            return LogFile(source, fmt, tuple(games), None)
        raise _Refused("not_a_log", f"not a game log we know (mjlog, tenhou.net/6 JSON, mjai): it starts "
                       f"{_excerpt(stripped)}")
    except _Refused as e:
        return LogFile(source, fmt, (), e.error)
    except RecursionError:
        return LogFile(source, fmt, (), LogError("corrupt", "the file is nested too deeply to be a game log"))
    except MemoryError:
        return LogFile(source, fmt, (), LogError("too_large", "the file is too large to read"))
    except Exception as e:  # noqa: BLE001 — untrusted content: never a traceback
        return LogFile(source, fmt, (), LogError("corrupt", f"the log looks damaged ({damage_text(e)})"))


def read_log(path: str | os.PathLike, cancelled: CancelHook | Callable[[], bool] | None = None) -> LogFile:
    """Read one saved log file: Tenhou mjlog XML (gzip or plain),
    tenhou.net/6 JSON, or mjai JSON lines, the format sniffed from the
    content.

    Never raises for bad content or a path that cannot be read (nor blocks
    on one: a pipe or a device is refused unread): a file that cannot be
    read at all gives ``LogFile(games=(), error=LogError(...))``
    (codes ``io_error``, ``empty``, ``not_a_log``, ``truncated``,
    ``corrupt``, ``too_large``); a game inside it that cannot be read (e.g.
    ``corrupt``) is a `GameLog` with `error` set and no hands.

    `cancelled` (a callable of no arguments, a `CancelHook`, or None) is
    asked at least once per hand, and every few hundred kilobytes or
    thousand elements while the file is unpacked and scanned
    (`trainer.logs.cancel`); once it returns true the reading stops by
    raising `ReadCancelled` (an import is stopped within a game, not only
    between files and games).

    Raises:
        ReadCancelled: `cancelled` said stop (nothing of the file is
            returned).
    """
    source = os.fspath(path)
    try:
        mode = os.stat(source).st_mode
        if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
            # a pipe would block (open waits for a writer), a device never ends
            return LogFile(source, "unknown", (), LogError(
                "io_error", f"cannot read {source[-80:]}: not a regular file (a pipe, socket or device)",
                (("reason", "not a regular file"),)))
        with open(source, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        reason = e.strerror or type(e).__name__
        return LogFile(source, "unknown", (), LogError("io_error", f"cannot read {source[-80:]}: {reason}",
                                                       (("reason", reason),)))
    if len(data) > MAX_BYTES:
        return LogFile(source, "unknown", (), LogError(
            "too_large", f"the file is over {_mb(MAX_BYTES)}; game logs are read up to {_mb(MAX_BYTES)}",
            (("limit_mb", 20), ("limit", "bytes"))))
    return read_bytes(data, source, cancelled)

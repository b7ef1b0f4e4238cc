"""Lesson decks: an ordered list of hands, each with an optional note for
the teacher, saved as a small JSON file another teacher can open.

Pure data, no Qt. The file format is documented in docs/classroom.md
("Deck files"); in short::

    {"format": "riichi-trainer-deck", "version": 1, "title": "Fu of melds",
     "hands": [{"hand": {"closed": "234m456p678s33355s", "win": "3s"}, "note": "Ask first"},
               {"code": "EIgA4EIMw05dhlRRRZZQFMAA4fg"}]}

Each entry holds a SCHEMA.md hand object (``hand``) or a quiz hand code
(``code``), and optionally ``note`` (text for the teacher) and ``source``
(where it came from: ``calculator``, ``code``, ``quiz``, ``generated``,
``game``). Files are bounded (`MAX_FILE_BYTES`, `MAX_HANDS`, `MAX_NOTE`,
`MAX_TITLE`) and every hand must be one the core scores: a file that breaks
any rule is refused whole with a `DeckError` naming the entry and the field.

Decks are built from the calculator's hand, from hand codes
(`hands_from_text`), from quiz history (`hands_from_answers`), from generated
hands (`generated_hands`) and from imported games (`hands_from_schema`, the
entry point for a game-log screen: it takes SCHEMA.md hands).
"""

from __future__ import annotations

import json
import random
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core.errors import HandError, excerpt
from ..core.hand import Hand, WinContext
from ..core.jsonio import hand_from_json
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.scoring import score
from ..storage import write_atomically
from .hand_code import HandCodeError, canonical_hand, decode_hand

FORMAT = "riichi-trainer-deck"
VERSION = 1
#: Bounds of a deck file (a lesson is a few dozen hands at most).
MAX_FILE_BYTES = 1_000_000
MAX_HANDS = 200
MAX_NOTE = 2000
MAX_TITLE = 200
#: Where a deck hand came from (the `source` field).
SOURCES = ("", "calculator", "code", "quiz", "generated", "game")
_ENTRY_FIELDS = {"hand", "code", "note", "source"}
_TOP_FIELDS = {"format", "version", "title", "language", "hands"}
#: The languages a worksheet can be printed in (`Deck.language`, "" = the interface's).
LANGUAGES = ("", "en", "zh_CN", "zh_TW", "ja")

#: SCHEMA.md defaults, left out of saved hands to keep files small.
_DEFAULTS = {"melds": [], "tsumo": False, "seat_wind": "E", "round_wind": "E", "riichi": False,
             "double_riichi": False, "ippatsu": False, "haitei": False, "houtei": False, "rinshan": False,
             "chankan": False, "tenhou": False, "chiihou": False, "renhou": False, "open_riichi": False,
             "dora_indicators": "", "ura_indicators": "", "honba": 0, "riichi_sticks": 0, "rules": "tenhou"}


class DeckError(ValueError):
    """A deck file or entry that cannot be used.

    Attributes:
        reason: an id for the UI to translate: ``too_large`` (file over
            `MAX_FILE_BYTES`), ``not_json`` (args: line, column),
            ``not_a_deck`` (not an object with ``format`` =
            ``riichi-trainer-deck``), ``newer_version`` (args: version),
            ``bad_field`` (args: field), ``too_many_hands`` (args: count,
            limit), ``too_long`` (args: field, limit), ``bad_hand`` (the
            hand is refused by the core: `hand_error`), ``bad_code`` (args:
            reason, a `HandCodeError.reason`), ``unreadable`` (args: error,
            the OS's words).
        index: 0-based entry at fault in ``hands``, or None for the file.
        args: ``{name: value}`` for the sentence.
        hand_error: the core's `HandError` for ``bad_hand``, else None.
        message: one English sentence (naming the entry and the field).
    """

    def __init__(self, reason: str, message: str, index: int | None = None, args: dict | None = None,
                 hand_error: HandError | None = None) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.index = index
        self.args_ = dict(args or {})
        self.hand_error = hand_error


@dataclass(frozen=True, slots=True)
class DeckHand:
    """One hand of a deck.

    Attributes:
        hand: the SCHEMA.md hand object (every field, SCHEMA order, as
            `hand_code.canonical_hand` gives it).
        note: text for the teacher ("" for none), at most `MAX_NOTE`
            characters.
        source: one of `SOURCES`.
    """

    hand: dict
    note: str = ""
    source: str = ""

    def scored(self) -> tuple[Hand, WinContext, RuleSet, ScoreResult]:
        """The hand read and scored by the core.

        Raises:
            HandError: the core refuses the hand (a deck loaded with
                `deck_from_json` never holds such a hand).
        """
        hand, ctx, rules = hand_from_json(self.hand)
        return hand, ctx, rules, score(hand, ctx, rules)


@dataclass(frozen=True, slots=True)
class Deck:
    """A lesson: a title, the hands in order, the class's language.

    Attributes:
        title: at most `MAX_TITLE` characters ("" for none).
        hands: `DeckHand` tuple, at most `MAX_HANDS`.
        language: the class's language for worksheets (one of `LANGUAGES`;
            "" = the interface's).
    """

    title: str = ""
    hands: tuple[DeckHand, ...] = field(default=())
    language: str = ""

    def with_hands(self, hands: Iterable[DeckHand]) -> Deck:
        """This deck with another list of hands.

        Raises:
            DeckError: ``too_many_hands`` beyond `MAX_HANDS`.
        """
        hands = tuple(hands)
        if len(hands) > MAX_HANDS:
            raise DeckError("too_many_hands", f"a deck holds at most {MAX_HANDS} hands, not {len(hands)}",
                            args={"count": len(hands), "limit": MAX_HANDS})
        return replace(self, hands=hands)

    def added(self, hands: Iterable[DeckHand]) -> Deck:
        """This deck with `hands` appended.

        Raises:
            DeckError: ``too_many_hands`` beyond `MAX_HANDS`.
        """
        return self.with_hands(self.hands + tuple(hands))


def text_problem(text: str) -> str | None:
    """What keeps `text` (a title or a note) out of a deck file, or None.

    Refused: control characters other than tab and line breaks (they show
    as boxes on the projector and in the PDF, and a terminal obeys them) and
    lone surrogates (not UTF-8: the file could not be written). Right-to-left
    text and its direction marks are kept (the screens isolate it).

    Returns:
        e.g. "a control character (U+0007)", or None when `text` is fine.
    """
    for ch in text:
        if ch in "\t\n\r":
            continue
        category = unicodedata.category(ch)
        if category == "Cc":
            return f"a control character (U+{ord(ch):04X})"
        if category == "Cs":
            return f"a broken character (U+{ord(ch):04X}, half of a pair)"
    return None


def clean_text(text: str) -> str:
    """`text` without the characters `text_problem` refuses (for text typed
    or pasted into the Classroom tab)."""
    return "".join(ch for ch in text if ch in "\t\n\r" or unicodedata.category(ch) not in ("Cc", "Cs"))


def _cut(message: str, limit: int = 200) -> str:
    """`message` cut to `limit` characters ("..." at the end when cut)."""
    return message if len(message) <= limit else message[: limit - 3] + "..."


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def deck_hand(hand: dict, note: str = "", source: str = "", index: int | None = None) -> DeckHand:
    """A checked `DeckHand` from a SCHEMA.md hand object.

    The hand is stored in canonical form (every field, SCHEMA order) and
    must be one the core scores (a legal winning hand with a yaku).

    Raises:
        DeckError: ``bad_hand`` (the core refuses it: `hand_error` says
            why), ``bad_code`` (a field the hand-code layout cannot hold),
            ``too_long`` (note), ``bad_field`` (note or source not text, an
            unknown source).
    """
    where = f"hand {index + 1}: " if index is not None else ""
    if not isinstance(note, str):
        raise DeckError("bad_field", f"{where}note must be text", index, {"field": "note"})
    if len(note) > MAX_NOTE:
        raise DeckError("too_long", f"{where}the note is longer than {MAX_NOTE} characters", index,
                        {"field": "note", "limit": MAX_NOTE})
    problem = text_problem(note)
    if problem:
        raise DeckError("bad_field", f"{where}the note holds {problem}", index, {"field": "note"})
    if source not in SOURCES:
        raise DeckError("bad_field", f"{where}source must be one of {', '.join(s for s in SOURCES if s)}, "
                        f"not {_short(source)}", index, {"field": "source"})
    try:
        parsed = hand_from_json(hand)
        score(*parsed)
    except HandError as e:  # the core's words, cut short (some echo a whole field's value)
        raise DeckError("bad_hand", f"{where}{_cut(e.message)}", index, {"code": e.code}, e) from None
    try:
        canonical = canonical_hand(hand)
    except HandCodeError as e:
        raise DeckError("bad_code", f"{where}{e.message}", index, {"reason": e.reason}) from None
    return DeckHand(canonical, note, source)


def compact_hand(hand: dict) -> dict:
    """`hand` without the fields that hold their SCHEMA.md default (what a
    deck file stores: small and readable)."""
    return {k: v for k, v in hand.items() if k not in _DEFAULTS or _DEFAULTS[k] != v}


def deck_to_json(deck: Deck) -> dict:
    """The JSON object of a deck file (docs/classroom.md "Deck files");
    hands are written compact (`compact_hand`)."""
    out: dict = {"format": FORMAT, "version": VERSION, "title": deck.title}
    if deck.language:
        out["language"] = deck.language
    entries = []
    for h in deck.hands:
        entry: dict = {"hand": compact_hand(h.hand)}
        if h.note:
            entry["note"] = h.note
        if h.source:
            entry["source"] = h.source
        entries.append(entry)
    out["hands"] = entries
    return out


def _entry(i: int, item: object) -> DeckHand:
    if not isinstance(item, dict):
        raise DeckError("bad_field", f"hand {i + 1} must be an object with \"hand\" or \"code\"", i,
                        {"field": "hands"})
    unknown = sorted(str(k) for k in set(item) - _ENTRY_FIELDS)
    if unknown:
        raise DeckError("bad_field", f"hand {i + 1}: unknown field {_short(unknown[0])}", i, {"field": unknown[0]})
    if ("hand" in item) == ("code" in item):
        raise DeckError("bad_field", f"hand {i + 1} needs exactly one of \"hand\" (an object) and \"code\"", i,
                        {"field": "hand"})
    if "code" in item:
        code = item["code"]
        if not isinstance(code, str) or len(code) > 4000:
            raise DeckError("bad_field", f"hand {i + 1}: code must be a hand code (text)", i, {"field": "code"})
        try:
            hand = decode_hand(code)
        except HandCodeError as e:
            raise DeckError("bad_code", f"hand {i + 1}: {e.message}", i, {"reason": e.reason}) from None
    else:
        hand = item["hand"]
        if not isinstance(hand, dict):
            raise DeckError("bad_field", f"hand {i + 1}: \"hand\" must be a SCHEMA.md hand object", i,
                            {"field": "hand"})
    return deck_hand(hand, item.get("note", ""), item.get("source", ""), i)


def deck_from_json(data: object) -> Deck:
    """A `Deck` from the JSON object of a deck file, every entry checked.

    Raises:
        DeckError: the first fault found, in file order: ``not_a_deck``,
            ``newer_version``, ``bad_field``, ``too_long``,
            ``too_many_hands``, then per entry ``bad_field``, ``bad_code``,
            ``too_long``, ``bad_hand`` (with the entry's index).
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DeckError("not_a_deck", f"not a lesson deck (a deck file starts with \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DeckError("bad_field", "version must be a whole number from 1", args={"field": "version"})
    if version > VERSION:
        shown = excerpt(version)  # a version of 4,000 digits was quoted whole
        raise DeckError("newer_version", f"this deck is format version {shown}; this program reads "
                        f"version {VERSION}", args={"version": version if version <= 1_000_000 else shown})
    unknown = sorted(str(k) for k in set(data) - _TOP_FIELDS)
    if unknown:
        raise DeckError("bad_field", f"unknown field {_short(unknown[0])}", args={"field": unknown[0]})
    title = data.get("title", "")
    if not isinstance(title, str):
        raise DeckError("bad_field", "title must be text", args={"field": "title"})
    if len(title) > MAX_TITLE:
        raise DeckError("too_long", f"the title is longer than {MAX_TITLE} characters",
                        args={"field": "title", "limit": MAX_TITLE})
    problem = text_problem(title)
    if problem:
        raise DeckError("bad_field", f"the title holds {problem}", args={"field": "title"})
    language = data.get("language", "")
    if language not in LANGUAGES:
        raise DeckError("bad_field", f"language must be one of {', '.join(x for x in LANGUAGES if x)}, "
                        f"not {_short(language)}", args={"field": "language"})
    hands = data.get("hands")
    if not isinstance(hands, list):
        raise DeckError("bad_field", "hands must be a list", args={"field": "hands"})
    if len(hands) > MAX_HANDS:
        raise DeckError("too_many_hands", f"a deck holds at most {MAX_HANDS} hands, not {len(hands)}",
                        args={"count": len(hands), "limit": MAX_HANDS})
    return Deck(title, tuple(_entry(i, item) for i, item in enumerate(hands)), language)


def _object_without_repeats(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object, refused when it names a field twice (json.loads would
    keep the last one and drop the other without a word: half a lesson).

    Raises:
        DeckError: ``bad_field`` (args: field).
    """
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise DeckError("bad_field", f"the field {_short(key)} appears twice in one object", args={"field": key})
        out[key] = value
    return out


def load_deck(path: str | Path) -> Deck:
    """Read and check a deck file (UTF-8 JSON, at most `MAX_FILE_BYTES`).

    Messages do not name the file (the caller does).

    Raises:
        DeckError: ``unreadable`` (missing, a folder, no permission),
            ``too_large``, ``not_json`` (with line and column),
            ``bad_field`` (a field named twice in one object), or any
            fault `deck_from_json` finds.
    """
    p = Path(path)
    try:
        with open(p, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except (OSError, ValueError) as e:  # ValueError: a name no file can have (an embedded NUL)
        why = getattr(e, "strerror", None) or str(e)[:200]
        raise DeckError("unreadable", f"cannot read the file: {why}", args={"error": why}) from None
    if len(raw) > MAX_FILE_BYTES:
        raise DeckError("too_large", f"larger than {MAX_FILE_BYTES:,} bytes: not a lesson deck",
                        args={"limit": MAX_FILE_BYTES})
    try:
        # utf-8-sig: a byte-order mark (Windows Notepad writes one) is not an error.
        data = json.loads(raw.decode("utf-8-sig"), object_pairs_hook=_object_without_repeats)
    except UnicodeDecodeError:
        raise DeckError("not_json", "not UTF-8 text", args={"line": 0, "column": 0}) from None
    except json.JSONDecodeError as e:
        raise DeckError("not_json", f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})",
                        args={"line": e.lineno, "column": e.colno}) from None
    except RecursionError:
        raise DeckError("not_json", "not a lesson deck: JSON nested too deeply", args={"line": 1, "column": 1}) from None
    except DeckError:  # a field named twice (_object_without_repeats)
        raise
    except ValueError:  # a number of more than 4,300 digits (int_max_str_digits)
        raise DeckError("not_json", "not a lesson deck: a number in it is far too long", args={"line": 0, "column": 0}) from None
    return deck_from_json(data)


def save_deck(deck: Deck, path: str | Path) -> None:
    """Write `deck` to `path` as UTF-8 JSON (`deck_to_json`), all at once
    (`write_atomically`: a crash never leaves half a deck; the file keeps
    its permissions; a read-only file is not replaced).

    Raises:
        OSError: the folder cannot be written, `path` is a folder or a
            read-only file.
        UnicodeEncodeError: a title or note holds a lone surrogate (never
            in a deck built with `deck_hand` and `clean_text`).
    """
    text = json.dumps(deck_to_json(deck), ensure_ascii=False, indent=1) + "\n"
    data = text.encode("utf-8")  # before any file is touched
    write_atomically(path, lambda tmp: Path(tmp).write_bytes(data))


@dataclass(frozen=True, slots=True)
class LineProblem:
    """A line of pasted text that did not give a hand.

    Attributes:
        line: 1-based line number.
        excerpt: the line's first 40 characters.
        error: the `DeckError` (``bad_code``, ``bad_hand``, ``not_json``).
    """

    line: int
    excerpt: str
    error: DeckError


def hands_from_text(text: str, source: str = "code") -> tuple[list[DeckHand], list[LineProblem]]:
    """Hands from pasted text, one per line: a quiz hand code, or a SCHEMA.md
    hand as a JSON object. Blank lines are skipped; at most `MAX_HANDS`
    lines are read (and 200 kB of text).

    Returns:
        (hands in order, problems): every line that did not give a hand is
        reported with its number and why; the others are kept.
    """
    hands: list[DeckHand] = []
    problems: list[LineProblem] = []
    lines = text[:200_000].splitlines()
    for n, line in enumerate(lines, start=1):
        line = line.strip()
        if not line:
            continue
        if len(hands) + len(problems) >= MAX_HANDS:
            break
        try:
            if line.startswith("{"):
                try:
                    data = json.loads(line)
                except json.JSONDecodeError as e:
                    raise DeckError("not_json", f"line {n} is not valid JSON ({e.msg})",
                                    args={"line": n, "column": e.colno}) from None
                except RecursionError:
                    raise DeckError("not_json", f"line {n} is nested too deeply",
                                    args={"line": n, "column": 1}) from None
                except ValueError:  # a number of more than 4,300 digits (int_max_str_digits)
                    raise DeckError("not_json", f"line {n} is not a hand: a number in it is far too long",
                                    args={"line": n, "column": 1}) from None
                if not isinstance(data, dict):
                    raise DeckError("not_json", f"line {n} is not a hand object", args={"line": n, "column": 1})
                hands.append(deck_hand(data, source=source))
            else:
                try:
                    hand = decode_hand(line)
                except HandCodeError as e:
                    raise DeckError("bad_code", f"line {n}: {e.message}", args={"reason": e.reason}) from None
                hands.append(deck_hand(hand, source=source))
        except DeckError as e:
            problems.append(LineProblem(n, line[:40], e))
    return hands, problems


def hands_from_answers(answers: Iterable, missed_only: bool = True, limit: int = 24) -> list[DeckHand]:
    """Hands from quiz history, newest first, each hand once.

    Args:
        answers: `trainer.quiz.store.StoredAnswer` items (from
            `QuizStore.answers()`), in the order answered.
        missed_only: keep only the questions answered wrong.
        limit: at most this many hands (1..`MAX_HANDS`).

    Returns:
        `DeckHand` list (source ``quiz``); codes that no longer decode or
        score (made by another version) are skipped.
    """
    limit = max(1, min(MAX_HANDS, int(limit)))
    out: list[DeckHand] = []
    seen: set[str] = set()
    for a in reversed(list(answers)):
        if len(out) >= limit:
            break
        if (missed_only and a.right) or a.code in seen:
            continue
        seen.add(a.code)
        try:
            out.append(deck_hand(decode_hand(a.code), source="quiz"))
        except (HandCodeError, DeckError):
            continue
    return out


def generated_hands(seed: int, topic: str, difficulty: int, count: int,
                    rules: str | RuleSet = "tenhou") -> list[DeckHand]:
    """`count` hands from the quiz generator (`trainer.quiz.generator`),
    replayable from `seed`.

    Args:
        seed: the random seed (the same seed gives the same hands).
        topic: a quiz topic id (`trainer.quiz.topics.ALL_TOPICS`).
        difficulty: 1, 2 or 3.
        count: 1..`MAX_HANDS`.
        rules: a preset name or a `RuleSet`.

    Raises:
        ValueError: unknown topic, difficulty or preset; count out of range.
    """
    from .generator import generate_hand  # the generator's tables load only when asked

    if not 1 <= count <= MAX_HANDS:
        raise ValueError(f"count must be from 1 to {MAX_HANDS}, not {count}")
    rng = random.Random(seed)
    return [DeckHand(g.hand, "", "generated") for g in
            (generate_hand(rng, topic, difficulty, rules) for _ in range(count))]


def hands_from_schema(hands: Iterable[dict], source: str = "game") -> tuple[list[DeckHand], list[DeckError]]:
    """Deck hands from SCHEMA.md hand objects (the entry point for hands
    taken from imported games, or any other list of hands).

    Returns:
        (hands the core scores, the refused ones' errors); at most
        `MAX_HANDS` are read.
    """
    out: list[DeckHand] = []
    problems: list[DeckError] = []
    for i, h in enumerate(hands):
        if i >= MAX_HANDS:
            break
        try:
            out.append(deck_hand(h, source=source, index=i))
        except DeckError as e:
            problems.append(e)
    return out, problems

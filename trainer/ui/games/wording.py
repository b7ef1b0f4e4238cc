"""Translated words of the Games screen: platforms, log errors, the likely
causes of a disagreement and each differing field — built from the ids and
arguments `trainer.logs` gives (nothing decided here)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDateTime, Qt, QTimeZone

from ...logs import LIMITS
from ..base import terms

_CTX = "Games"

_PLATFORMS = {
    "tenhou": QT_TRANSLATE_NOOP("Games", "Tenhou"),
    "mahjong_soul": QT_TRANSLATE_NOOP("Games", "Mahjong Soul"),
    "unknown": QT_TRANSLATE_NOOP("Games", "Game log"),
}
_ERRORS = {
    "not_a_log": QT_TRANSLATE_NOOP("Games", "not a game log (Tenhou mjlog, tenhou.net/6 JSON or mjai)"),
    "empty": QT_TRANSLATE_NOOP("Games", "the file is empty"),
    "truncated": QT_TRANSLATE_NOOP("Games", "the file is cut short (a partial download?)"),
    "corrupt": QT_TRANSLATE_NOOP("Games", "the log is damaged"),
    "too_large": QT_TRANSLATE_NOOP("Games", "the file is too large for a game log"),
    "unsupported_format": QT_TRANSLATE_NOOP("Games", "an old log format that is not supported"),
    "io_error": QT_TRANSLATE_NOOP("Games", "the file cannot be read"),
    "inconsistent": QT_TRANSLATE_NOOP("Games", "its scores do not add up (the log looks damaged)"),
    "cancelled": QT_TRANSLATE_NOOP("Games", "the import was stopped while it was read"),
}
_CAUSES = {
    "rules_override": QT_TRANSLATE_NOOP("Games", "Scored under other rules than the game's."),
    "rule_difference": QT_TRANSLATE_NOOP("Games", "Likely a rule difference: it agrees with “%1” set to %2."),
    "damaged_log": QT_TRANSLATE_NOOP("Games", "The log looks damaged: its own records disagree (its value is not what "
                                              "its han and fu pay, or its score changes are not what its value, honba "
                                              "and riichi sticks pay)."),
    "refused": QT_TRANSLATE_NOOP("Games", "The scorer refuses this hand: the log looks damaged."),
    "unexplained": QT_TRANSLATE_NOOP("Games", "No rule difference explains it: possibly a scoring mistake of ours. "
                                              "Please report it."),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def hand_name(label: str, honba: int) -> str:
    """A hand as the win cards name it, "East 2 · 1 honba", from its round
    label (``"E2"``) and honba; the import notice names unreadable hands
    the same way."""
    # the win card's own message (WinCard's tr(), where lupdate collects it
    # with its plural forms); named by constants here so it is collected once
    return QCoreApplication.translate(_CARD_CONTEXT, _HAND_NAME, "", honba).replace(
        "%1", round_label(label))


def round_label(label: str) -> str:
    """A round label (``"E2"``) as a person reads it: "East 2", 東2局."""
    return terms.round_name(label[0], int(label[1:])) if label[1:].isdigit() else label


_CARD_CONTEXT, _HAND_NAME = "WinCard", "%1 · %n honba"


def platform_name(platform: str, players: int = 4) -> str:
    """"Tenhou", "Mahjong Soul", or "Game log" for a log that does not say;
    "Tenhou · three players" for a three-player game (issue 19)."""
    name = _tr(_PLATFORMS.get(platform, _PLATFORMS["unknown"]))
    return name + " · " + QCoreApplication.translate("Games", "three players") if players == 3 else name


# The bounds of `trainer.logs.LIMITS`, as a too-large file's message names them.
_BOUNDS = {
    "bytes": QT_TRANSLATE_NOOP("Games", "at most %1 MB"),
    "games": QT_TRANSLATE_NOOP("Games", "at most %1 games in a file"),
    "hands": QT_TRANSLATE_NOOP("Games", "at most %1 hands in a game"),
    "file_hands": QT_TRANSLATE_NOOP("Games", "at most %1 hands in a file"),
    "mjai_lines": QT_TRANSLATE_NOOP("Games", "at most %1 lines of mjai"),
    "xml_elements": QT_TRANSLATE_NOOP("Games", "at most %1 XML elements"),
    "xml_attributes": QT_TRANSLATE_NOOP("Games", "at most %1 XML attributes"),
    "xml_tag_bytes": QT_TRANSLATE_NOOP("Games", "at most %1 bytes in one XML tag"),
}


def error_text(code: str, args=()) -> str:
    """A `LogError.code` as a short clause ("the file is cut short …");
    with the error's `args`, a ``too_large`` names the bound it crossed
    ("the file is too large for a game log (at most 200 hands in a
    game)"; the bound from `trainer.logs.LIMITS`)."""
    source = _ERRORS.get(code)
    if source is None:
        return code
    bound = dict(args).get("limit") if code == "too_large" else None
    if bound in _BOUNDS:
        value = LIMITS[bound] // (1024 * 1024) if bound == "bytes" else LIMITS[bound]
        return QCoreApplication.translate("Games", "the file is too large for a game log (%1)").replace(
            "%1", _tr(_BOUNDS[bound]).replace("%1", terms.number_text(value)))
    return _tr(source)


def cause_text(cause: str | None, args: dict) -> str:
    """The likely cause of a disagreement (`trainer.logs.compare`) as a sentence."""
    source = _CAUSES.get(cause or "")
    if source is None:
        return ""
    text = _tr(source)
    if cause == "rule_difference":
        option = str(args.get("option", ""))
        value = args.get("value")
        if isinstance(value, bool):
            shown = QCoreApplication.translate("Games", "on") if value \
                else QCoreApplication.translate("Games", "off")
        elif isinstance(value, list):
            shown = "/".join(str(v) for v in value)
        else:
            shown = terms.option_value_name(option, str(value))
        text = text.replace("%1", terms.option_name(option)).replace("%2", shown)
    return text


def difference_text(field: str, logged, ours, players: int = 4) -> str:
    """One differing field: "Fu: the log 30, ours 40"; for the yaku, which
    are only in the log and which only ours; for the payments, each of the
    `players` seats' score change ("+12,000 / 0 / −12,000")."""
    if field == "yaku":
        def names(pairs):
            return ", ".join(f"{terms.yaku_name(str(y))} {h}" for y, h in pairs) or "—"
        text = QCoreApplication.translate("Games", "Yaku only in the log: %1; only ours: %2")
        return text.replace("%1", names(logged)).replace("%2", names(ours))
    if field == "error":
        return QCoreApplication.translate("Games", "The scorer refuses the hand (%1)").replace("%1", str(ours))

    def shown(v):
        if field == "limit":
            return terms.limit_name(v) or QCoreApplication.translate("Games", "no limit")
        if v is None:
            return "—"
        if field == "value":
            return terms.number_text(v)
        if field == "payments" and isinstance(v, list):
            return " / ".join(("+" if x > 0 else "") + terms.number_text(x) for x in v[:players])
        return str(v)

    labels = {
        "fu": QCoreApplication.translate("Games", "Fu"),
        "han": QCoreApplication.translate("Games", "Han"),
        "value": QCoreApplication.translate("Games", "Value"),
        "limit": QCoreApplication.translate("Games", "Limit"),
        "payments": QCoreApplication.translate("Games", "Score changes"),
    }
    return QCoreApplication.translate("Games", "%1: the log %2, ours %3").replace("%1", labels.get(field, field)) \
        .replace("%2", shown(logged)).replace("%3", shown(ours))


def when_text(played_at: str | None, imported_at: str) -> str:
    """When a game was played, ``2019-10-30 23:00`` (Tenhou times are Japan
    time, as the log id gives them; one unambiguous form in every language),
    or "imported …" with the import's local date and time when the log does
    not say."""
    if played_at:
        return played_at
    dt = QDateTime.fromString(imported_at[:19], Qt.DateFormat.ISODate)
    if dt.isValid():
        dt.setTimeZone(QTimeZone.utc())
        stamp = dt.toLocalTime().toString("yyyy-MM-dd HH:mm")
    else:
        stamp = imported_at
    return QCoreApplication.translate("Games", "imported %1").replace("%1", stamp)

"""Every stored preference is read through one function (`read`) that
checks its type and shape and falls back to the default, with a logged
warning: a damaged or hand-edited settings file never stops the app.

A preference is a `Setting` made once, at import of the module that owns it,
with one of the constructors below (`text`, `choice`, `integer`, `number`,
`boolean`, `json_value`); each registers itself in `REGISTRY`, so a test can
write every kind of corrupt value under every key and start the window.

QSettings hands back whatever the file holds: a string, a list, a QRect, a
QByteArray, a number where text was written… `read` accepts only the shape
its setting asks for.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSettings

from trainer.core.jsonio import loads_bounded

_log = logging.getLogger("trainer.settings")

#: The longest stored text read at all (longer values fall back to the default).
MAX_TEXT = 100_000
#: The deepest JSON nesting a stored value may have.
MAX_JSON_DEPTH = 32


@dataclass(frozen=True, slots=True)
class Setting:
    """One stored preference.

    Attributes:
        key: the QSettings key, e.g. ``"calculator/rules"``.
        default: the value when nothing (or nothing usable) is stored.
        parse: stored value → the value; raises ValueError/TypeError (or
            any error) when the stored value is not of the right shape.
        dump: the value → what QSettings stores (str, int, float or bool).
    """

    key: str
    default: Any
    parse: Callable[[Any], Any]
    dump: Callable[[Any], Any]


#: Every setting made so far, by key.
REGISTRY: dict[str, Setting] = {}


def _register(setting: Setting) -> Setting:
    if setting.key in REGISTRY and REGISTRY[setting.key] != setting:
        raise ValueError(f"setting {setting.key!r} is defined twice")
    REGISTRY[setting.key] = setting
    return setting


def _as_text(raw: Any, max_length: int) -> str:
    if not isinstance(raw, str):
        raise TypeError(f"expected text, found {type(raw).__name__}")
    if len(raw) > max_length:
        raise ValueError(f"text of {len(raw)} characters (at most {max_length})")
    return raw


def _as_int(raw: Any) -> int:
    # INI files give numbers back as text; a bool is not a number here
    if isinstance(raw, bool):
        raise TypeError("expected a whole number, found a yes/no value")
    if isinstance(raw, int):
        return raw
    text = _as_text(raw, 24).strip()
    return int(text)


def text(key: str, default: str, max_length: int = 4096) -> Setting:
    """A text preference of at most `max_length` characters."""
    return _register(Setting(key, default, lambda raw: _as_text(raw, max_length), str))


def choice(key: str, default: str, choices: tuple[str, ...]) -> Setting:
    """A text preference that must be one of `choices`."""
    def parse(raw: Any) -> str:
        value = _as_text(raw, 200)
        if value not in choices:
            raise ValueError(f"{value[:40]!r} is not one of {', '.join(choices)}")
        return value
    return _register(Setting(key, default, parse, str))


def integer(key: str, default: int, lo: int, hi: int) -> Setting:
    """A whole-number preference within ``lo..hi``."""
    def parse(raw: Any) -> int:
        value = _as_int(raw)
        if not lo <= value <= hi:
            raise ValueError(f"{value} is outside {lo}..{hi}")
        return value
    return _register(Setting(key, default, parse, int))


def number(key: str, default: float, lo: float, hi: float) -> Setting:
    """A decimal preference within ``lo..hi`` (finite)."""
    def parse(raw: Any) -> float:
        if isinstance(raw, bool):
            raise TypeError("expected a number, found a yes/no value")
        value = float(raw if isinstance(raw, (int, float)) else _as_text(raw, 40))
        if not lo <= value <= hi:  # also refuses nan
            raise ValueError(f"{value} is outside {lo}..{hi}")
        return value
    return _register(Setting(key, default, parse, float))


def boolean(key: str, default: bool) -> Setting:
    """A yes/no preference (INI files store ``true``/``false``)."""
    def parse(raw: Any) -> bool:
        if isinstance(raw, bool):
            return raw
        value = _as_text(raw, 8).strip().lower()
        if value in ("true", "1"):
            return True
        if value in ("false", "0"):
            return False
        raise ValueError(f"{value!r} is not true or false")
    return _register(Setting(key, default, parse, bool))


def json_value(key: str, default: Any, parse: Callable[[Any], Any], dump: Callable[[Any], Any],
               max_length: int = MAX_TEXT) -> Setting:
    """A preference stored as JSON text: `parse` turns the decoded JSON into
    the value (raising on a bad shape), `dump` the value into JSON data.
    Text longer than `max_length` or nested deeper than `MAX_JSON_DEPTH` is
    refused before `parse` sees it."""
    def parse_text(raw: Any) -> Any:
        return parse(loads_bounded(_as_text(raw, max_length), max_length, MAX_JSON_DEPTH))
    return _register(Setting(key, default, parse_text, lambda value: json.dumps(dump(value))))


def read(settings: QSettings | None, setting: Setting) -> Any:
    """The stored value of `setting`, or its default when `settings` is
    None, nothing is stored, or what is stored has the wrong type or shape
    (then a warning is logged naming the key and the reason). Never raises."""
    if settings is None:
        return setting.default
    try:
        raw = settings.value(setting.key)
    except Exception as e:  # noqa: BLE001 — QSettings could not even convert the value
        _log.warning("setting %s unreadable (%s); using the default", setting.key, type(e).__name__)
        return setting.default
    if raw is None:
        return setting.default
    try:
        return setting.parse(raw)
    except Exception as e:  # noqa: BLE001 — any bad stored value falls back, never stops the app
        _log.warning("setting %s ignored (%s: %s); using the default", setting.key, type(e).__name__,
                     str(e)[:120])
        return setting.default


def write(settings: QSettings | None, setting: Setting, value: Any) -> None:
    """Store `value` under `setting` (nothing when `settings` is None)."""
    if settings is not None:
        settings.setValue(setting.key, setting.dump(value))

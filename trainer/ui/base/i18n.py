"""Interface language, term style and CJK font: chosen, applied, remembered.

English is the source language (``trainer_en.qm`` only spells out plural
forms: "1 tile", "2 tiles"); Simplified Chinese, Traditional Chinese and
Japanese come from ``trainer_<code>.qm`` files (compiled from
``translations/*.ts`` by ``tools/update_translations.py``). In a built wheel
they are inside the package at ``trainer/translations``; in the source tree
(editable install) at ``<repo>/translations``.

`install_language` swaps the installed `QTranslator`; Qt then sends a
``QEvent.LanguageChange`` to every widget, so windows that retranslate on
that event change language at once, without a restart.

Settings (`QSettings`, keys ``ui/language`` and ``ui/term_style``) use the
application's organisation/application names when set, else
``RiichiTrainer/riichi-trainer``. Every settings function takes an optional
`settings` object so tests can use a temporary file.
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QSettings, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QWidget

from . import settings as settings_store

LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("zh_CN", "简体中文"),
    ("zh_TW", "繁體中文"),
    ("ja", "日本語"),
)
CODES = tuple(code for code, _ in LANGUAGES)

#: Term styles for yaku names (`trainer.ui.base.terms.yaku_name`): "auto" = the
#: interface language's own names (English: "Tanyao (All Simples)").
TERM_STYLES = ("auto", "kanji", "romaji", "english")

LANGUAGE_SETTING = settings_store.choice("ui/language", "", CODES)
TERM_STYLE_SETTING = settings_store.choice("ui/term_style", "auto", TERM_STYLES)
_FALLBACK_ORG = "RiichiTrainer"
_FALLBACK_APP = "riichi-trainer"

# CJK font families per language, best first (fonts-noto-cjk on Linux; the
# system fonts of Windows and macOS).
_CJK_FAMILIES = {
    "zh_CN": ("Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", "WenQuanYi Micro Hei"),
    "zh_TW": ("Noto Sans CJK TC", "Noto Sans CJK HK", "Source Han Sans TC", "Microsoft JhengHei", "PingFang TC"),
    "ja": ("Noto Sans CJK JP", "Source Han Sans JP", "Yu Gothic UI", "Meiryo", "Hiragino Sans",
           "Hiragino Kaku Gothic ProN"),
}

#: The app's own CJK fonts (subsets of Noto Sans CJK, ``assets/fonts``, made by
#: ``tools/make_cjk_subset.py``): the last choice of each language, so that a
#: machine with no CJK font still shows Chinese and Japanese.
BUNDLED_FAMILIES = {"zh_CN": "Trainer Sans CJK SC", "zh_TW": "Trainer Sans CJK TC", "ja": "Trainer Sans CJK JP"}

_state = {"language": "en", "translators": [], "base_font": None, "bundled_fonts": {}}


def translations_dir() -> Path:
    """The folder holding ``trainer_<code>.qm``: inside the package (wheel)
    when present, else ``<repo>/translations`` (source tree)."""
    package = Path(__file__).resolve().parents[2]  # trainer/
    inside = package / "translations"
    if inside.is_dir():
        return inside
    return package.parent / "translations"


def fonts_dir() -> Path | None:
    """The folder of the bundled CJK fonts: ``trainer/assets/fonts`` in a
    wheel or a frozen bundle, ``<repo>/assets/fonts`` in the source tree;
    None when neither exists."""
    package = Path(__file__).resolve().parents[2]  # trainer/
    for candidate in (package / "assets" / "fonts", package.parent / "assets" / "fonts"):
        if candidate.is_dir():
            return candidate
    return None


def register_bundled_fonts(codes: tuple[str, ...] = ("zh_CN", "zh_TW", "ja")) -> list[str]:
    """Add the bundled CJK fonts of languages `codes` to Qt's font database
    (each file once per process, about 5 ms each; needs a
    QGuiApplication). Returns every bundled family added so far; a font
    file Qt cannot read is skipped (its language falls back to the
    system's fonts)."""
    folder = fonts_dir()
    for code in codes:
        face = BUNDLED_FAMILIES.get(code, "").rsplit(" ", 1)[-1]  # "JP"
        if not face or folder is None or code in _state["bundled_fonts"]:
            continue
        _state["bundled_fonts"][code] = []
        for path in sorted(folder.glob(f"TrainerSansCJK-{face}-*.otf")):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                _state["bundled_fonts"][code].extend(QFontDatabase.applicationFontFamilies(font_id))
    return sorted({f for families in _state["bundled_fonts"].values() for f in families})


def available_languages() -> list[tuple[str, str]]:
    """``[(code, native name), …]`` for the language menu, English first:
    en English, zh_CN 简体中文, zh_TW 繁體中文, ja 日本語."""
    return list(LANGUAGES)


def language_for_locale(locale: QLocale) -> str:
    """Map a locale to one of `CODES`: Chinese in Traditional script or of
    Taiwan/Hong Kong/Macau -> zh_TW, other Chinese -> zh_CN, Japanese -> ja,
    anything else -> en."""
    lang = locale.language()
    if lang == QLocale.Language.Chinese:
        traditional = locale.script() == QLocale.Script.TraditionalChineseScript or locale.territory() in (
            QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macao)
        return "zh_TW" if traditional else "zh_CN"
    if lang == QLocale.Language.Japanese:
        return "ja"
    return "en"


def _settings(settings: QSettings | None) -> QSettings:
    if settings is not None:
        return settings
    if QCoreApplication.organizationName() or QCoreApplication.applicationName():
        return QSettings()
    return QSettings(_FALLBACK_ORG, _FALLBACK_APP)


def saved_language(settings: QSettings | None = None) -> str:
    """The remembered language code, or (nothing saved or unknown) the system
    locale mapped by `language_for_locale`."""
    value = settings_store.read(_settings(settings), LANGUAGE_SETTING)
    return value or language_for_locale(QLocale.system())


def save_language(code: str, settings: QSettings | None = None) -> None:
    """Remember `code` (one of `CODES`).

    Raises:
        ValueError: unknown code.
    """
    if code not in CODES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(CODES)}")
    s = _settings(settings)
    settings_store.write(s, LANGUAGE_SETTING, code)
    s.sync()


def term_style(settings: QSettings | None = None) -> str:
    """The remembered yaku term style (one of `TERM_STYLES`; default
    ``"auto"``)."""
    return settings_store.read(_settings(settings), TERM_STYLE_SETTING)


def set_term_style(style: str, settings: QSettings | None = None) -> None:
    """Remember the yaku term style (``auto kanji romaji english``).

    Raises:
        ValueError: unknown style.
    """
    if style not in TERM_STYLES:
        raise ValueError(f"unknown term style {style!r}; known: {', '.join(TERM_STYLES)}")
    s = _settings(settings)
    settings_store.write(s, TERM_STYLE_SETTING, style)
    s.sync()


def current_language() -> str:
    """The language installed by the last `install_language` (``"en"``
    before any)."""
    return _state["language"]


def cjk_font_family(code: str) -> str | None:
    """An installed font family suited to `code`'s CJK glyph shapes (Noto
    Sans CJK SC/TC/JP first, the bundled subset `BUNDLED_FAMILIES` last),
    or None for English or when none is there. Needs a QGuiApplication."""
    # only this language's face: in English the Japanese one, which kanji
    # yaku names (term style "kanji") fall back to
    register_bundled_fonts((code if code in BUNDLED_FAMILIES else "ja",))
    wanted = _CJK_FAMILIES.get(code, ())
    if not wanted:
        return None
    wanted = (*wanted, BUNDLED_FAMILIES[code])
    installed = set(QFontDatabase.families())
    for family in wanted:
        if family in installed:
            return family
    return None


def _qt_base_translator(code: str) -> QTranslator | None:
    """Qt's own strings (standard dialog buttons) in `code`, when shipped."""
    t = QTranslator()
    path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if t.load(QLocale(code), "qtbase", "_", path):
        return t
    return None


def install_language(app: QCoreApplication, code: str) -> bool:
    """Apply language `code` to the running application at once.

    Removes the previously installed translators, loads
    ``trainer_<code>.qm`` (and Qt's own ``qtbase_<code>.qm`` when present),
    sets the default `QLocale` (number formats) and, in a GUI application,
    puts the language's CJK font family first in the application font's
    fallback list. Qt then sends ``LanguageChange`` to every widget.

    Args:
        app: the running QApplication (or QCoreApplication).
        code: one of `CODES`; ``"en"`` removes the translation (keeping
            only the English plural forms of ``trainer_en.qm``).

    Returns:
        True when the language is in place; False when its ``.qm`` file is
        missing (the interface stays English). English is always in place.

    Raises:
        ValueError: unknown code.
    """
    if code not in CODES:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(CODES)}")
    windows = _hold_painting(app)
    try:
        return _install(app, code)
    finally:
        _settle_and_paint(windows)


def _install(app: QCoreApplication, code: str) -> bool:
    """`install_language` without the painting held back."""
    for t in _state["translators"]:
        app.removeTranslator(t)
        if t.parent() is app:
            t.deleteLater()  # a child of the application: every switch left one alive before
    _state["translators"] = []
    ok = True
    if code == "en":
        plurals = QTranslator(app)
        if plurals.load("trainer_en", str(translations_dir())):
            app.installTranslator(plurals)
            _state["translators"].append(plurals)
    else:
        t = QTranslator(app)
        ok = t.load(f"trainer_{code}", str(translations_dir()))
        if ok:
            app.installTranslator(t)
            _state["translators"].append(t)
            base = _qt_base_translator(code)
            if base is not None:
                app.installTranslator(base)
                _state["translators"].append(base)
    applied = code if ok else "en"
    _state["language"] = applied
    QLocale.setDefault(QLocale(applied))
    _apply_font(app, applied)
    return ok


#: How many times the layouts a switch asks for are settled before the
#: window is painted again (a layout may ask its parent's again: 4 rounds
#: were seen with the Games tab on view).
SETTLE_ROUNDS = 8


def _hold_painting(app: QCoreApplication) -> list[QWidget]:
    """Stop the windows on view painting (`_settle_and_paint` lets them
    again); returns them. Without this Qt painted the whole window between
    the ``LanguageChange`` and the layouts it causes, and again after each
    round of them: seven times a switch with the Games tab on view (four
    now: a paint still asks for a layout, and Qt's ``ApplicationFontChange``
    and queued calls come on the next turn)."""
    tops = getattr(app, "topLevelWidgets", None)
    if tops is None:  # a QCoreApplication has no windows
        return []
    windows = [w for w in tops() if w.isVisible() and w.updatesEnabled()]
    for w in windows:
        w.setUpdatesEnabled(False)
    return windows


def _settle_and_paint(windows: list[QWidget]) -> None:
    """Deliver the switch's ``LanguageChange`` now (Qt posts it to every
    window), settle the layouts it causes, and let `windows` paint again:
    each is painted once, on the next turn of the event loop, in its new
    words and sizes."""
    if not windows:
        return
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    for _ in range(SETTLE_ROUNDS):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    for w in windows:
        if shiboken6.isValid(w):
            w.setUpdatesEnabled(True)


def _apply_font(app: QCoreApplication, code: str) -> None:
    """Put the CJK family for `code` in the application font's families."""
    set_font = getattr(app, "setFont", None)
    if set_font is None:  # a QCoreApplication has no fonts
        return
    if _state["base_font"] is None:
        _state["base_font"] = QFont(app.font())
    font = QFont(_state["base_font"])
    family = cjk_font_family(code)
    if family:
        font.setFamilies([*font.families(), family] if font.families() else [font.family(), family])
    set_font(font)
    _refresh_widget_fonts(app)


def _refresh_widget_fonts(app: QCoreApplication) -> None:
    """Make the widgets already built take the new application font.

    Under a style sheet Qt hands a font change down one level only: a
    widget takes its family from its parent's font when it is polished or
    when its parent's font is set, and keeps it (after a switch from
    Japanese back to English the old CJK family would stay). The app's
    widgets never set a font of their own, so each one's font is reset to
    "inherit everything", parents before children: each widget then takes
    its style sheet's size and its parent's new family at once. (Setting
    the outermost style sheets again did the same by polishing every widget
    anew, about ten times slower.)
    """
    tops = getattr(app, "topLevelWidgets", None)
    if tops is None:
        return
    for top in tops():
        if shiboken6.isValid(top) and top.parentWidget() is None:
            _reset_fonts_below(top)


def _reset_fonts_below(widget: QWidget) -> None:
    """Reset the font of `widget` and of every widget below it, parents
    first (see `_refresh_widget_fonts`).

    A window whose parent gives it its font (a combo box's popup list takes
    the box's font whenever the box's font changes) keeps that font, and
    the widgets inside it take it too (a reset gave them the application's
    default size: the rules menu's list shrank from 14 to 12 px after a
    switch)."""
    stack: list[tuple[QWidget, bool]] = [(widget, False)]
    while stack:
        w, in_popup = stack.pop()
        # A font change can resize a screen, and a rescale rebuilds (and
        # deletes) some of its widgets: each one is checked before it is
        # touched (RuntimeError "Internal C++ object already deleted").
        if not shiboken6.isValid(w):
            continue
        if w is not widget and _left_for_later(w):
            continue  # hidden: its fonts are reset when it is next shown (`retranslate_when_shown`)
        if _follows_parent(w):
            in_popup = True
        elif in_popup:
            w.setFont(w.parentWidget().font())
        else:
            w.setFont(QFont())
        stack.extend((c, in_popup) for c in reversed(w.children()) if isinstance(c, QWidget))


def _follows_parent(widget: QWidget) -> bool:
    """`widget` is a window with a parent that set its font (a combo box's
    popup)."""
    return widget.isWindow() and widget.parentWidget() is not None and widget.testAttribute(
        Qt.WidgetAttribute.WA_SetFont)


#: The dynamic property marking a widget of `retranslate_when_shown`.
_WHEN_SHOWN = "retranslateWhenShown"


class _WhenShown(QObject):
    """The event filter of `retranslate_when_shown`: holds back the
    ``LanguageChange`` of its widget while the widget is hidden in a window
    on view and, when the widget is next shown, resets its fonts and sends
    the event then."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.stale = False
        self._sending = False

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Qt: a held-back ``LanguageChange`` marks the widget stale;
        ``Show`` brings a stale widget's fonts and words up to date."""
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and not self._sending and _left_for_later(watched):
            return True
        if kind == QEvent.Type.Show and self.stale:
            self.stale = False
            _reset_fonts_below(watched)
            self._sending = True
            try:
                QCoreApplication.sendEvent(watched, QEvent(QEvent.Type.LanguageChange))
            finally:
                self._sending = False
        return False


def retranslate_when_shown(widget: QWidget) -> None:
    """Let a language switch leave `widget` (a tab's page) for later while
    it is hidden in a window on view: its fonts are reset (see
    `_refresh_widget_fonts`) and its ``LanguageChange`` is sent when it is
    next shown, before it is painted. A switch then costs what the screen
    on view costs, not every screen built (a fifth of a switch with the
    Games tab on view and the Quiz and Calculator built). A widget of a
    window not on view is switched at once, as before."""
    if widget.property(_WHEN_SHOWN):
        return
    widget.setProperty(_WHEN_SHOWN, True)
    widget.installEventFilter(_WhenShown(widget))


def _left_for_later(widget: QWidget) -> bool:
    """`widget` is of `retranslate_when_shown` and hidden in a window on
    view: it is marked stale and its fonts and words are left for its next
    showing."""
    if widget.isVisible() or not widget.property(_WHEN_SHOWN) or not widget.window().isVisible():
        return False
    watcher = widget.findChild(_WhenShown, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if watcher is None:
        return False
    watcher.stale = True
    return True

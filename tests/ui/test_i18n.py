"""Translations (issue 6): complete .ts files, current .qm files, a name for
every core id in every language, and a language switch seen in a live widget.

The id lists are read from the core's own sources where the core builds them
(near-miss reasons, choices, error details, fu ids, waits), so a new id in
the core without a name here fails a test.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings
from PySide6.QtWidgets import QLabel

from trainer.core.errors import ERROR_CODES, HandError
from trainer.core.hand import MELD_KINDS, WINDS
from trainer.core.jsonio import score_json
from trainer.core.points import LIMIT_BASE
from trainer.core.rules import KAZOE_VALUES, OPTION_NAMES, PRESETS, RENHOU_VALUES
from trainer.core.yaku_table import DORA_IDS, YAKU
from trainer.ui.base import i18n, terms

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "trainer" / "core"
TS_DIR = ROOT / "translations"
LANGS = ("zh_CN", "zh_TW", "ja")
PLACEHOLDER = re.compile(r"%(?:n|[1-9])")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")

sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402


def _core_source(name: str) -> str:
    return (CORE / name).read_text(encoding="utf-8")


def _messages(lang: str):
    """(context, message element) for every message of a .ts file."""
    root = ET.parse(TS_DIR / f"trainer_{lang}.ts").getroot()
    for ctx in root.iter("context"):
        name = ctx.find("name").text
        for m in ctx.iter("message"):
            yield name, m


@pytest.fixture
def language(qapp):
    """Install a language for one test; English again afterwards."""
    def install(code: str) -> None:
        assert i18n.install_language(qapp, code), f"trainer_{code}.qm did not load"
    yield install
    i18n.install_language(qapp, "en")


# --- the .ts and .qm files --------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_ts_declares_its_language(lang):
    root = ET.parse(TS_DIR / f"trainer_{lang}.ts").getroot()
    assert (root.get("language"), root.get("sourcelanguage")) == (lang, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang):
    problems = []
    count = 0
    for ctx, m in _messages(lang):
        count += 1
        source = m.find("source").text or ""
        tr = m.find("translation")
        where = f"{ctx}: {source!r}"
        if tr.get("type") in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{where} is {tr.get('type')}")
            continue
        forms = [f.text or "" for f in tr.findall("numerusform")] if m.get("numerus") == "yes" else [tr.text or ""]
        if not forms or not all(f.strip() for f in forms):
            problems.append(f"{where} has an empty translation")
            continue
        want = sorted(set(PLACEHOLDER.findall(source)))
        for f in forms:
            if sorted(set(PLACEHOLDER.findall(f))) != want:
                problems.append(f"{where}: translation {f!r} has placeholders other than {want}")
    assert count > 250  # the core's names alone are about 320 messages
    assert not problems, "\n".join(problems)


# Characters that exist in only one of the scripts (checked in translations).
_TRADITIONAL_ONLY = set("們對槓萬發點滿門風場與這個張裡裏無雙頭氣貫順帶聽單騎邊兩斷榮銃閒莊規選項設預數釣寶燈蓮綠雞獨車輪東龍應種類嶺搶魚撈純紅國麼")
_SIMPLIFIED_ONLY = set("们对杠万发点满门风场与这个张里无双头气贯顺带听单骑边两断荣铳闲庄规则选项设预数钓宝灯莲绿鸡独车轮东龙应种类岭抢鱼捞纯红国")
_NOT_JAPANESE = set("们杠发门风场与这个张头气贯顺带听单骑边两荣铳闲庄规选项设预钓莲绿鸡连车轮东龙应种类满对岭抢鱼捞纯红"
                    "對點滿氣帶單兩斷數寶國獨雞綠聽邊們這閒莊榮")  # 發 is the tile's usual name in Japanese too
_SCRIPT_EXCLUDED = {"zh_CN": _TRADITIONAL_ONLY, "zh_TW": _SIMPLIFIED_ONLY, "ja": _NOT_JAPANESE}


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_to_their_script(lang):
    """zh_CN in Simplified, zh_TW in Traditional, ja in Japanese forms."""
    excluded = _SCRIPT_EXCLUDED[lang]
    bad = []
    for ctx, m in _messages(lang):
        tr = m.find("translation")
        text = "".join(tr.itertext())
        wrong = sorted(set(text) & excluded)
        if wrong:
            bad.append(f"{ctx}: {text!r} uses {''.join(wrong)}")
    assert not bad, "\n".join(bad)


def test_committed_qm_match_a_fresh_lrelease(tmp_path):
    for lang in LANGS:
        fresh = tmp_path / f"trainer_{lang}.qm"
        update_translations.lrelease(TS_DIR / f"trainer_{lang}.ts", fresh)
        committed = TS_DIR / f"trainer_{lang}.qm"
        assert committed.read_bytes() == fresh.read_bytes(), (
            f"{committed.name} is stale: run python tools/update_translations.py --release")


def test_ts_files_hold_every_source_string(tmp_path):
    """lupdate over trainer/ adds nothing: every tr() string is in the .ts
    files (a failure means new UI strings: run tools/update_translations.py
    and translate the new messages)."""
    for lang in LANGS:
        copy = tmp_path / f"trainer_{lang}.ts"
        shutil.copyfile(TS_DIR / copy.name, copy)
        update_translations.lupdate(copy, lang)
        before = {(c, m.find("source").text) for c, m in _messages(lang)}
        after_root = ET.parse(copy).getroot()
        after = {(ctx.find("name").text, m.find("source").text)
                 for ctx in after_root.iter("context") for m in ctx.iter("message")}
        assert after == before, (
            f"{copy.name}: new {sorted(after - before)[:5]}, gone {sorted(before - after)[:5]}")


def _hidden_literals() -> list[str]:
    """String literals handed to a translation wrapper lupdate cannot read.

    lupdate extracts only ``tr("…")``, ``translate("ctx", "…")`` and
    ``QT_TRANSLATE_NOOP``-style calls; a literal passed to a helper such as
    ``_tr("…")`` is never in the .ts files, so it is never translated.
    """
    import ast
    known = {"tr", "translate", "QT_TR_NOOP", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TRANSLATE_N_NOOP"}
    found = []
    for path in sorted((ROOT / "trainer" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name in known or not re.fullmatch(r"_*(tr|translate|tr_\w*|translate_\w*)", name):
                continue
            texts = node.args[1:] if len(node.args) > 1 else node.args  # (context, text) or (text)
            if any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in texts):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {name}(…)")
    return sorted(found)


def test_every_literal_ui_string_is_extractable():
    hidden = _hidden_literals()
    assert not hidden, ("literals lupdate cannot extract (write QCoreApplication.translate(\"Context\", \"…\") "
                        "or self.tr(\"…\") at the call site):\n" + "\n".join(hidden))


def test_wheel_ships_the_qm_files():
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    force = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    for lang in (*LANGS, "en"):
        assert force.get(f"translations/trainer_{lang}.qm") == f"trainer/translations/trainer_{lang}.qm"
    assert (i18n.translations_dir() / "trainer_ja.qm").is_file()


def test_english_spells_out_its_plural_forms(qapp):
    """trainer_en.ts holds only the %n messages, each with its singular and
    plural form written ("%n tile" / "%n tiles"); installed, English reads
    "1 tile" and "2 tiles"."""
    messages = list(_messages("en"))
    assert messages, "trainer_en.ts has no plural messages"
    for ctx, m in messages:
        assert m.get("numerus") == "yes", (ctx, m.find("source").text)
        tr = m.find("translation")
        forms = [f.text or "" for f in tr.findall("numerusform")]
        assert tr.get("type") is None and len(forms) == 2 and all("%n" in f for f in forms), (ctx, forms)
    try:
        assert i18n.install_language(qapp, "en")
        one = QCoreApplication.translate("CalculatorView", "%n tile(s)", "", 1)
        two = QCoreApplication.translate("CalculatorView", "%n tile(s)", "", 2)
    finally:
        i18n.install_language(qapp, "en")
    assert (one, two) == ("1 tile", "2 tiles")


def test_update_translations_check_passes():
    """The tool's own --check (used before a release) agrees with the files."""
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


# --- ids from the core ----------------------------------------------------

def _fu_ids() -> set[str]:
    src = _core_source("fu.py")
    ids = set(re.findall(r'FuItem\("(\w+)"', src))
    ids |= {f"{o}_{s}_{k}" for o in ("open", "closed") for s in ("triplet", "quad") for k in ("simple", "yaochuu")}
    ids |= {f"wait_{w}" for w in ("kanchan", "penchan", "tanki")}
    return ids


def _waits() -> set[str]:
    src = _core_source("readings.py") + _core_source("summary.py")
    sequence_waits = src.split("def sequence_wait", 1)[1].split("\ndef ", 1)[0]
    return (set(re.findall(r'wait = "(\w+)"', src)) | set(re.findall(r'return "(\w+)"', sequence_waits))
            | set(re.findall(r'"(kokushi(?:_13)?)"', src)) | {"tanki", "shanpon"})


def _near_miss_reasons() -> set[str]:
    return set(re.findall(r'NearMiss\("\w+", "(\w+)"', _core_source("yaku.py")))


def _choices() -> set[str]:
    body = _core_source("scoring.py").split("def _choice", 1)[1].split("\ndef ", 1)[0]
    return set(re.findall(r'return "(\w+)"', body))


def _notes() -> set[str]:
    return set(re.findall(r'notes\.append\(\("(\w+)"', _core_source("scoring.py")))


def _error_details() -> set[str]:
    details = set()
    for name in ("validation.py", "jsonio.py", "tiles.py", "rules.py", "scoring.py"):
        src = _core_source(name)
        details |= set(re.findall(r'detail="(\w+)"', src))
        details |= set(re.findall(r'_flag_error\(\s*"(\w+)"', src))
    blessings, others = ("tenhou", "chiihou", "renhou"), re.search(
        r'for other in \(([^)]*)\)', _core_source("validation.py")).group(1)
    others = re.findall(r'"(\w+)"', others)
    details |= {f"{b}_on_ron" for b in ("tenhou", "chiihou")}
    details |= {f"{b}_with_meld" for b in blessings}
    details |= {f"{b}_with_kita" for b in blessings}  # three players: a kita counts as a call
    details |= {f"{b}_with_{o}" for b in blessings for o in others}
    return details


def test_core_id_scans_find_the_known_ids():
    # The scans above read the core's sources; make sure they still see it.
    assert {"base", "closed_ron", "rounding", "open_pinfu", "chiitoitsu", "closed_quad_yaochuu"} <= _fu_ids()
    assert {"ryanmen", "kanchan", "penchan", "kokushi_13"} <= _waits()
    assert {"open_hand", "kuitan_off", "not_in_riichi"} <= _near_miss_reasons()
    assert {"only_reading", "higher_points", "equal"} <= _choices()
    assert "renhou_off" in _notes()
    assert {"bad_character", "ippatsu_without_riichi", "renhou_with_chankan", "unknown_preset"} <= _error_details()


def test_every_core_error_detail_is_listed():
    assert _error_details() <= set(terms.ERROR_DETAILS)


def _all_names() -> dict[str, str]:
    """Every name and sentence terms.py builds from a core id, by key."""
    names = {}
    for y in [*(s.id for s in YAKU), *DORA_IDS]:
        names[f"yaku:{y}"] = terms.yaku_name(y, "auto")
    names.update({f"fu:{f}": terms.fu_item_name(f) for f in _fu_ids()})
    names.update({f"limit:{k}": terms.limit_name(k) for k in LIMIT_BASE})
    names.update({f"wait:{w}": terms.wait_name(w) for w in _waits()})
    names.update({f"meld:{k}": terms.meld_name(k) for k in MELD_KINDS})
    names.update({f"wind:{w}": terms.wind_name(w) for w in WINDS})
    names.update({f"reason:{r}": terms.near_miss_reason(r, {"wait": "kanchan", "tiles": "333s"})
                  for r in _near_miss_reasons()})
    names.update({f"bare_reason:{r}": terms.near_miss_reason(r) for r in _near_miss_reasons()})
    names.update({f"choice:{c}": terms.choice_text(c) for c in _choices()})
    names.update({f"note:{n}": terms.note_text(n, {"kita": "1"}) for n in _notes()})  # the kita notes take a count
    names.update({f"code:{c}": terms.error_text({"code": c}) for c in ERROR_CODES})
    args = {"tile": "5m", "count": 5, "char": "x", "suit": "m", "digits": "12", "text": "12", "field": "win",
            "meld": "pon", "tiles": "555m", "want": 3, "type": "chow", "flags": ["tenhou", "chiihou"],
            "option": "kuitan", "value": "'yes'", "preset": "foo"}
    names.update({f"detail:{d}": terms.error_text({"code": "conflicting_flags", "detail": d, "args": args,
                                                   "tiles": "1m2m"})
                  for d in _error_details()})
    names.update({f"preset:{p}": terms.preset_name(p) for p in PRESETS})
    names.update({f"option:{o}": terms.option_name(o) for o in OPTION_NAMES})
    names.update({f"kazoe:{v}": terms.option_value_name("kazoe", v) for v in KAZOE_VALUES})
    names.update({f"renhou:{v}": terms.option_value_name("renhou", v) for v in RENHOU_VALUES})
    names["dealer"], names["non_dealer"] = terms.role_name(True), terms.role_name(False)
    return names


def test_every_id_has_an_english_name(qapp):
    i18n.install_language(qapp, "en")
    names = _all_names()
    ids = {k: k.split(":", 1)[-1] for k in names}
    bare = [k for k, v in names.items() if not v.strip() or v == ids[k]]
    assert not bare, f"no English name for {bare}"
    leftover = [k for k, v in names.items() if PLACEHOLDER.search(v)]
    assert not leftover, f"unfilled placeholders in {leftover}"
    assert terms.yaku_name("tanyao") == "Tanyao (All Simples)"


@pytest.mark.parametrize("lang", LANGS)
def test_every_id_has_a_name_in(lang, language):
    language("en")
    english = _all_names()
    language(lang)
    translated = _all_names()
    # Names that are the same in English and Chinese/Japanese: none should be.
    same = [k for k in english if translated[k] == english[k]]
    assert not same, f"{lang}: untranslated {same}"
    # Names of terms (not sentences) are written in CJK characters or kana.
    terms_only = [k for k in translated if k.split(":")[0] in ("yaku", "fu", "limit", "wait", "meld", "wind")]
    no_cjk = [k for k in terms_only if not CJK.search(translated[k])]
    assert not no_cjk, f"{lang}: names without CJK characters {no_cjk}"


def test_field_terms_per_language(language):
    """Spot checks of the standard terms each community uses."""
    expected = {
        "zh_CN": {"tanyao": "断幺九", "menzen_tsumo": "门前清自摸和", "toitoi": "对对和", "chanta": "混全带幺九",
                  "haitei": "海底摸月", "houtei": "河底捞鱼", "rinshan_kaihou": "岭上开花", "chankan": "抢杠"},
        "zh_TW": {"tanyao": "斷么九", "menzen_tsumo": "門前清自摸和", "toitoi": "對對和", "chanta": "混全帶么九",
                  "houtei": "河底撈魚", "rinshan_kaihou": "嶺上開花", "chankan": "搶槓", "ittsu": "一氣通貫"},
        # Japanese keeps 幺 (the Chinese form 么 is zh_TW's): Tenhou's yaku list
        # writes 断幺九 / 混全帯幺九 / 純全帯幺九 (tenhou.net/6 logs in
        # tests/data/shared/logs/: 断幺九 in 2019081518gm-00a9-0000-cce9d00c.json,
        # 混全帯幺九 in 2019103023gm-00a9-0000-f90e0fe9.json).
        "ja": {"tanyao": "断幺九", "menzen_tsumo": "門前清自摸和", "toitoi": "対々和", "chanta": "混全帯幺九",
               "iipeikou": "一盃口", "houtei": "河底撈魚", "chankan": "槍槓", "ittsu": "一気通貫"},
    }
    want_others = {"zh_CN": ("门清荣和", "累计役满", "明杠", "庄家", "双碰"),
                   "zh_TW": ("門清榮和", "累計役滿", "明槓", "莊家", "雙碰"),
                   "ja": ("門前加符", "数え役満", "明槓", "親", "双碰")}
    for lang, names in expected.items():
        language(lang)
        assert {y: terms.yaku_name(y, "auto") for y in names} == names
        got = (terms.fu_item_name("closed_ron"), terms.limit_name("kazoe_yakuman"), terms.meld_name("minkan"),
               terms.role_name(True), terms.wait_name("shanpon"))
        assert got == want_others[lang]


def test_term_style_overrides_the_interface_language(language):
    language("zh_CN")
    assert terms.yaku_name("tanyao", "auto") == "断幺九"
    assert terms.yaku_name("tanyao", "kanji") == "断幺九"
    assert terms.yaku_name("tanyao", "romaji") == "Tanyao"
    assert terms.yaku_name("tanyao", "english") == "All Simples"
    language("en")
    assert terms.yaku_name("toitoi", "kanji") == "対々和"  # Japanese forms outside a Chinese interface
    assert terms.yaku_name("toitoi", "english") == "All Triplets"


# --- sentences from real core output ----------------------------------------

_REFUSED = [
    ({"closed": "55555m456p789s11z", "win": "1z"}, "too_many_copies", ("5m", "5")),
    ({"closed": "234m456p678s33355s", "win": "3s", "ippatsu": True}, "ippatsu_without_riichi", ()),
    ({"closed": "234m456p678s33355s", "win": "3s", "tenhou": True, "tsumo": True, "riichi": True},
     "tenhou_with_riichi", ()),
    ({"closed": "234m456p678s33355s", "win": "3s", "haitei": True}, "haitei_on_ron", ()),
    ({"closed": "234m456p678s3x", "win": "3s"}, "bad_character", ("x",)),
    ({"closed": "234m456p66s", "win": "6s", "melds": [{"type": "chi", "tiles": "135s"}, {"type": "pon", "tiles": "777z"}]},
     "chi_not_sequence", ("135s",)),
    ({"closed": "234m456p678s33355s", "win": "3s", "rules": "nope"}, "unknown_preset", ("nope",)),
    ({"closed": "123m456p789s1122z", "win": "1z"}, "wrong_tile_count", ("13", "14")),
    ({"closed": "6666m456p789s1122z", "win": "1z"}, "not_a_winning_hand", ()),
    ({"closed": "5555m456p789s1122z", "win": "1z"}, "too_many_plain_fives", ("5m", "0m", "4", "3")),
]


@pytest.mark.parametrize("hand,detail,shown", _REFUSED, ids=[r[1] for r in _REFUSED])
def test_refusals_read_in_every_language(hand, detail, shown, language):
    err = score_json(hand)["error"]
    assert err["detail"] == detail
    texts = {}
    for lang in ("en", *LANGS):
        language(lang)
        texts[lang] = terms.error_text(err)
        assert not PLACEHOLDER.search(texts[lang])
        for s in shown:  # the tile, count or name at fault appears in the sentence
            assert s in texts[lang], (lang, texts[lang])
    assert len(set(texts.values())) == 4
    assert all(CJK.search(texts[lang]) for lang in LANGS)


def test_error_text_accepts_the_exception_and_its_json():
    from trainer.core import hand_from_json, score
    with pytest.raises(HandError) as caught:
        score(*hand_from_json({"closed": "234m456p678s33355s", "win": "3s", "houtei": True, "tsumo": True}))
    e = caught.value
    assert terms.error_text(e) == terms.error_text(e.to_json())
    assert terms.error_text(e).startswith("Houtei on a tsumo")


def test_no_yaku_names_the_near_misses(language):
    # A closed ron with no yaku: the East pair earns fu, so no pinfu.
    err = score_json({"closed": "123m456p789s234s11z", "win": "2s"})["error"]
    assert err["code"] == "no_yaku"
    misses = err["args"]["near_misses"]
    assert misses
    language("ja")
    text = terms.error_text(err)
    for yaku_id, reason in misses:
        assert terms.yaku_name(yaku_id) in text
        assert terms.near_miss_reason(reason) in text
    assert "  " not in text and not PLACEHOLDER.search(text)
    assert "雀頭に符がつきます" in text  # pinfu missed: the East pair earns fu (no tiles in the error args)


def test_payments_with_separators(language):
    """Amounts come from the core; the sentence shows them with separators."""
    # Non-dealer tsumo, mangan (riichi tsumo pinfu tanyao dora 2 …): dealer 4,000, others 2,000.
    r = score_json({"closed": "234m456p678s22345s", "win": "2m", "tsumo": True, "seat_wind": "S",
                    "riichi": True, "dora_indicators": "1m3p"})
    p = r["points"]
    language("en")
    assert terms.payment_text(p, False) == (
        f"Dealer pays {p['dealer_pays']:,}; each other player {p['non_dealer_pays']:,}")
    language("zh_CN")
    assert terms.payment_text(p, False) == (
        f"庄家支付 {p['dealer_pays']:,}，其他闲家各支付 {p['non_dealer_pays']:,}")
    ron = score_json({"closed": "234m456p678s22345s", "win": "2m", "seat_wind": "E", "riichi": True,
                      "dora_indicators": "1m3p1s"})["points"]
    assert ron["ron"] >= 12000
    language("ja")
    assert terms.payment_text(ron, True) == f"放銃者が {ron['ron']:,} 点"
    dealer_tsumo = score_json({"closed": "234m456p678s22345s", "win": "2m", "tsumo": True, "seat_wind": "E",
                               "riichi": True})["points"]
    assert terms.payment_text(dealer_tsumo, True) == f"{dealer_tsumo['non_dealer_pays']:,} オール"


def test_numbers_and_numerus(language):
    language("en")
    assert (terms.han_text(1), terms.han_text(3), terms.fu_text(40)) == ("1 han", "3 han", "40 fu")
    assert terms.points_text(12000) == "12,000 points"
    language("ja")
    assert (terms.han_text(3), terms.fu_text(40), terms.points_text(12000)) == ("3翻", "40符", "12,000点")
    language("zh_TW")
    assert (terms.han_text(3), terms.yakuman_text(2)) == ("3番", "雙倍役滿")


def test_arg_fills_each_placeholder_once():
    assert terms._arg("%1 and %2", "%2", "x") == "%2 and x"
    assert terms._arg("%2 before %1", "a", "b") == "b before a"


# --- the language setting --------------------------------------------------

def test_available_languages():
    assert i18n.available_languages() == [("en", "English"), ("zh_CN", "简体中文"), ("zh_TW", "繁體中文"),
                                          ("ja", "日本語")]


@pytest.mark.parametrize("locale,code", [
    ("zh_CN", "zh_CN"), ("zh_Hans_SG", "zh_CN"), ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"),
    ("zh_Hant_MO", "zh_TW"), ("ja_JP", "ja"), ("fr_FR", "en"), ("en_US", "en"), ("C", "en"),
])
def test_system_locale_maps_to_a_language(locale, code):
    assert i18n.language_for_locale(QLocale(locale)) == code


def test_language_and_term_style_are_remembered(tmp_path):
    path = str(tmp_path / "settings.ini")
    settings = QSettings(path, QSettings.Format.IniFormat)
    assert i18n.saved_language(settings) == i18n.language_for_locale(QLocale.system())
    assert i18n.term_style(settings) == "auto"
    i18n.save_language("zh_TW", settings)
    i18n.set_term_style("romaji", settings)
    again = QSettings(path, QSettings.Format.IniFormat)  # a fresh read of the file
    assert (i18n.saved_language(again), i18n.term_style(again)) == ("zh_TW", "romaji")
    with pytest.raises(ValueError):
        i18n.save_language("de", settings)
    with pytest.raises(ValueError):
        i18n.set_term_style("hiragana", settings)
    again.setValue("ui/language", "klingon")
    assert i18n.saved_language(again) == i18n.language_for_locale(QLocale.system())


class _YakuLabel(QLabel):
    """A label that retranslates on LanguageChange, as the app's widgets do."""

    def __init__(self):
        super().__init__()
        self.retranslate()

    def retranslate(self):
        self.setText(f"{terms.yaku_name('tanyao')} · {QCoreApplication.translate('Wind', 'East')}")

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def test_switching_language_relabels_a_live_widget(qtbot, qapp):
    label = _YakuLabel()
    qtbot.addWidget(label)
    label.show()
    try:
        assert label.text() == "Tanyao (All Simples) · East"
        for code, text in (("zh_CN", "断幺九 · 东"), ("ja", "断幺九 · 東"), ("zh_TW", "斷么九 · 東"),
                           ("en", "Tanyao (All Simples) · East")):
            assert i18n.install_language(qapp, code)
            qtbot.waitUntil(lambda t=text: label.text() == t, timeout=2000)
            assert i18n.current_language() == code
            assert QLocale().name().startswith(code.split("_")[0])
    finally:
        i18n.install_language(qapp, "en")


def test_cjk_font_follows_the_language(qapp):
    from PySide6.QtGui import QFontDatabase
    families = set(QFontDatabase.families())
    if "Noto Sans CJK JP" not in families:
        pytest.skip("fonts-noto-cjk is not installed")
    assert i18n.cjk_font_family("ja") == "Noto Sans CJK JP"
    assert i18n.cjk_font_family("zh_CN") == "Noto Sans CJK SC"
    assert i18n.cjk_font_family("zh_TW") == "Noto Sans CJK TC"
    assert i18n.cjk_font_family("en") is None
    try:
        i18n.install_language(qapp, "ja")
        assert "Noto Sans CJK JP" in qapp.font().families()
    finally:
        i18n.install_language(qapp, "en")
    assert "Noto Sans CJK JP" not in qapp.font().families()

"""Everything the Table screen says, built from the ledger's structured
results (payments with reasons, outcomes, announcements, chases) at the UI
edge, in the interface language.

The ledger decides; this module only words: "North pays 3,900 + 300 honba to
East for ron", "Ron, 8,000" / ロン 8000点, "needs 4,500 by ron from Ann".
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, QLocale

from trainer.table import Announcement, Chase, Final, Need, Outcome, Payment

from ..base import i18n, terms

_C = "TableWording"


def _t(text: str, n: int = -1, dis: str = "") -> str:
    return QCoreApplication.translate(_C, text, dis, n)


def arg(text: str, *values) -> str:
    """Qt's ``%1``…``%9`` substitution (one pass)."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "%" and i + 1 < len(text) and text[i + 1].isdigit() and text[i + 1] != "0":
            k = int(text[i + 1]) - 1
            out.append(str(values[k]) if k < len(values) else text[i:i + 2])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def list_text(items) -> str:
    """Items joined with the language's list separator ("Ann, Bo"; 「Ann、Bo」)."""
    return QCoreApplication.translate("TableWording", ", ", "list separator").join(items)


def num(n: int) -> str:
    """Points with the interface language's separators ("12,000"; a score
    below zero "−1,200", with the minus sign `signed` uses, never a hyphen)."""
    return "\u2212" + terms.number_text(-n) if n < 0 else terms.number_text(n)


def date_text(iso: str) -> str:
    """The day of an ISO-8601 time in the interface language's long form
    ("Wednesday, 2 December 2026"); "" when `iso` is empty or not a time."""
    try:
        when = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return ""
    return QLocale(i18n.current_language()).toString(QDate(when.year, when.month, when.day),
                                                     QLocale.FormatType.LongFormat)


def call_num(n: int) -> str:
    """Points as a caller says them: "8,000" in English; 8000 in Japanese
    and Chinese, where points are written without separators."""
    return str(n) if i18n.current_language() in ("ja", "zh_CN", "zh_TW") else terms.number_text(n)


def signed(n: int) -> str:
    """"+3,900", "−1,000", "±0"."""
    if n > 0:
        return "+" + num(n)
    if n < 0:
        return "\u2212" + num(-n)
    return "\u00b10"


def seat_label(names, seat: int) -> str:
    """A seat's player: the name given, else "Player 1"…"""
    name = names[seat].strip() if seat is not None and names[seat] else ""
    return name or arg(QCoreApplication.translate("TableWording", "Player %1"), seat + 1)


def wind_label(wind: str) -> str:
    """"East" …"""
    return terms.wind_name(wind)


def round_label(round_wind: str, hand_number: int) -> str:
    """"South 2" (東2局 in Japanese): `terms.round_name`."""
    return terms.round_name(round_wind, hand_number)


def honba_label(honba: int) -> str:
    """"1 honba" / "2 honba" (numerus)."""
    return QCoreApplication.translate("TableWording", "%n honba", "", honba)


def sticks_label(sticks: int) -> str:
    """"Riichi sticks on the table: 2"."""
    return arg(QCoreApplication.translate("TableWording", "Riichi sticks on the table: %1"), sticks)


# --- announcements ------------------------------------------------------------

def announcement_text(a: Announcement, with_honba: bool = True) -> str:
    """The payment as the winner calls it: "Ron, 8,000", "2,000–4,000",
    "4,000 all" (ロン 8000点 / 2000・4000 / 4000オール); with honba: "Ron, 8,000
    (8,300 with honba)". A line may break only before the bracket: the
    spaces inside each phrase are non-breaking (a double ron's call broke
    as "3,500 with / honba", issue 22 §6)."""
    return _announcement_text(a, with_honba).replace(" ", "\u00a0").replace("\u00a0(", " (")


def _announcement_text(a: Announcement, with_honba: bool) -> str:
    if a.kind == "ron":
        text = arg(QCoreApplication.translate("TableWording", "Ron, %1"), call_num(a.ron))
        if with_honba and a.honba:
            text = arg(QCoreApplication.translate("TableWording", "%1 (%2 with honba)"), text, call_num(a.ron_with_honba))
        return text
    if a.kind == "tsumo_all":
        text = arg(QCoreApplication.translate("TableWording", "%1 all"), call_num(a.non_dealer))
        if with_honba and a.honba:
            text = arg(QCoreApplication.translate("TableWording", "%1 (%2 all with honba)"), text, call_num(a.non_dealer_with_honba))
        return text
    text = arg(QCoreApplication.translate("TableWording", "%1\u2013%2"), call_num(a.non_dealer), call_num(a.dealer))
    if with_honba and a.honba:
        text = arg(QCoreApplication.translate("TableWording", "%1 (%2\u2013%3 with honba)"), text, call_num(a.non_dealer_with_honba),
                   call_num(a.dealer_with_honba))
    return text


def calls_text(wins, names) -> str:
    """Every winner's call; with several winners each after its name (a
    line breaks between winners or before a bracket, never inside a
    phrase: see `announcement_text`)."""
    if len(wins) == 1:
        return announcement_text(wins[0].announcement)
    return "   ".join(arg(QCoreApplication.translate("TableWording", "%1: %2"), seat_label(names, w.winner),
                          announcement_text(w.announcement)).replace(": ", ":\u00a0") for w in wins)


def value_label(a: Announcement) -> str:
    """The hand's value: "Mangan", "Double yakuman", "3 han 30 fu", "3 han"."""
    if a.yakuman:
        return terms.yakuman_text(a.yakuman)
    if a.limit:
        return terms.limit_name(a.limit)
    if a.han and a.fu:
        return arg(QCoreApplication.translate("TableWording", "%1 %2", "han and fu"), terms.han_text(a.han), terms.fu_text(a.fu))
    return terms.han_text(a.han) if a.han else ""


# --- payments -----------------------------------------------------------------

_PAID_FOR = {
    "ron": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 to %3 for ron"),
    "tsumo": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 to %3 for tsumo"),
    "nagashi_mangan": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 to %3 for nagashi mangan"),
    "chombo": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 to %3 for chombo"),
    "noten": QT_TRANSLATE_NOOP("TableWording", "%1 (noten) pays %2 to %3 (tenpai)"),
}
_PAID_FOR_HONBA = {
    "ron": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 + %3 honba to %4 for ron"),
    "tsumo": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 + %3 honba to %4 for tsumo"),
    "nagashi_mangan": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 + %3 honba to %4 for nagashi mangan"),
    "chombo": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 + %3 honba to %4 for chombo"),
    "noten": QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 + %3 honba to %4 (noten payment)"),
}
_PAO = {
    ("half", True): QT_TRANSLATE_NOOP("TableWording", "%1 pays half, %2 + %3 honba, to %4: liable for %5 (pao)"),
    ("half", False): QT_TRANSLATE_NOOP("TableWording", "%1 pays half, %2, to %4: liable for %5 (pao)"),
    ("yakuman", True): QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 + %3 honba to %4 for the whole %5: liable (pao)"),
    ("yakuman", False): QT_TRANSLATE_NOOP("TableWording", "%1 pays %2 to %4 for the whole %5: liable (pao)"),
    ("whole", True): QT_TRANSLATE_NOOP("TableWording",
                                       "%1 pays the whole hand, %2 + %3 honba, to %4: liable for %5 (pao)"),
    ("whole", False): QT_TRANSLATE_NOOP("TableWording", "%1 pays the whole hand, %2, to %4: liable for %5 (pao)"),
}


def payment_text(p: Payment, names) -> str:
    """One payment in words ("North pays 3,900 + 300 honba to East for ron")."""
    payer = seat_label(names, p.payer) if p.payer is not None else ""
    payee = seat_label(names, p.payee) if p.payee is not None else ""
    value, honba = num(p.amount - p.honba), num(p.honba)
    r = p.reason
    if r == "riichi_deposit":
        return arg(QCoreApplication.translate("TableWording", "%1 declares riichi: 1,000 on the table"), payer)
    if r in _PAID_FOR:
        if p.honba:
            return arg(_t(_PAID_FOR_HONBA[r]), payer, value, honba, payee)
        return arg(_t(_PAID_FOR[r]), payer, value, payee)
    if r == "pao":
        yaku = terms.yaku_name(str(p.arg("yaku", "yakuman")))
        part = p.arg("part")
        key = (part if part in ("half", "yakuman") else "whole", bool(p.honba))
        source = _PAO[key]
        return arg(_t(source), payer, value, honba, payee, yaku)
    if r == "riichi_sticks":
        return arg(QCoreApplication.translate("TableWording", "%1 collects %2 in riichi sticks from the table"),
                   payee, num(p.amount))
    if r == "stick_returned":
        return arg(QCoreApplication.translate("TableWording", "%1 takes back their riichi stick (%2)"), payee, num(p.amount))
    if r == "leftover_sticks":
        return arg(QCoreApplication.translate("TableWording", "%1 collects %2 in riichi sticks left on the table"),
                   payee, num(p.amount))
    return arg("%1 → %2: %3", payer, payee, num(p.amount))


_ABORTIVE = {
    "nine_terminals": QT_TRANSLATE_NOOP("TableWording", "nine different terminals and honors"),
    "four_winds": QT_TRANSLATE_NOOP("TableWording", "four winds discarded"),
    "four_kans": QT_TRANSLATE_NOOP("TableWording", "four kans"),
    "four_riichi": QT_TRANSLATE_NOOP("TableWording", "four riichi"),
    "triple_ron": QT_TRANSLATE_NOOP("TableWording", "triple ron"),
}


def abortive_name(kind: str) -> str:
    """An abortive draw's name ("four winds discarded")."""
    return _t(_ABORTIVE.get(kind, kind))


_END = {
    "bust": QT_TRANSLATE_NOOP("TableWording", "a player went below zero"),
    "last_hand": QT_TRANSLATE_NOOP("TableWording", "the last hand was played"),
    "target": QT_TRANSLATE_NOOP("TableWording", "someone reached the target after the last hand"),
    "agari_yame": QT_TRANSLATE_NOOP("TableWording", "the dealer won the last hand in first place and stopped"),
    "tenpai_yame": QT_TRANSLATE_NOOP("TableWording", "the dealer was tenpai in the last hand in first place and stopped"),
    "called": QT_TRANSLATE_NOOP("TableWording", "the table ended the game"),
}


def end_reason(reason: str) -> str:
    """Why the game ended, as a clause."""
    return _t(_END.get(reason, reason))


def outcome_title(o: Outcome, names) -> str:
    """One line naming what happened: "Ron — Cy from Bo", "Tsumo — Ann",
    "Exhaustive draw — tenpai: Ann, Cy", "Abortive draw: four winds"…"""
    if o.kind == "ron":
        winners = list_text(seat_label(names, w.winner) for w in o.wins)
        return arg(QCoreApplication.translate("TableWording", "Ron \u2014 %1 from %2"), winners, seat_label(names, o.wins[0].discarder))
    if o.kind == "tsumo":
        return arg(QCoreApplication.translate("TableWording", "Tsumo \u2014 %1"), seat_label(names, o.wins[0].winner))
    if o.kind == "draw":
        if o.nagashi:
            return arg(QCoreApplication.translate("TableWording", "Nagashi mangan \u2014 %1"),
                       list_text(seat_label(names, s) for s in o.nagashi))
        tenpai = [seat_label(names, s) for s in range(len(o.deltas)) if o.tenpai and o.tenpai[s]]
        if not tenpai:
            return QCoreApplication.translate("TableWording", "Exhaustive draw \u2014 all noten")
        if len(tenpai) == len(o.deltas):
            return QCoreApplication.translate("TableWording", "Exhaustive draw \u2014 all tenpai")
        return arg(QCoreApplication.translate("TableWording", "Exhaustive draw \u2014 tenpai: %1"), list_text(tenpai))
    if o.kind == "abortive_draw":
        return arg(QCoreApplication.translate("TableWording", "Abortive draw: %1"), abortive_name(o.abortive))
    if o.kind == "chombo":
        payer = next((p.payer for p in o.payments if p.reason == "chombo"), None)
        seat = payer if payer is not None else next((dict(a).get("seat") for n, a in o.notes
                                                      if n == "end_penalty"), 0)
        return arg(QCoreApplication.translate("TableWording", "Chombo \u2014 %1"), seat_label(names, seat))
    if o.kind == "riichi":
        return arg(QCoreApplication.translate("TableWording", "Riichi \u2014 %1"), seat_label(names, o.payments[0].payer))
    return QCoreApplication.translate("TableWording", "Game ended")


def outcome_summary(o: Outcome, names) -> str:
    """The short last-hand line: "Ron — Cy from Bo, 3,900 + 300 honba + 1,000 stick"."""
    title = outcome_title(o, names)
    parts = []
    for w in o.wins:
        a = w.announcement
        main = a.ron if a.kind == "ron" else (a.non_dealer * 3 if a.kind == "tsumo_all" else a.non_dealer * 2 + a.dealer)
        piece = num(main)
        if w.honba:
            honba_total = (a.ron_with_honba - a.ron) if a.kind == "ron" else (
                (a.non_dealer_with_honba - a.non_dealer) * 3)
            piece = arg(QCoreApplication.translate("TableWording", "%1 + %2 honba"), piece, num(honba_total))
        if w.sticks:
            piece = arg(QCoreApplication.translate("TableWording", "%1 + %2 in riichi sticks"), piece,
                        num(1000 * w.sticks))
        if len(o.wins) > 1:
            piece = arg(QCoreApplication.translate("TableWording", "%1: %2"), seat_label(names, w.winner), piece)
        parts.append(piece)
    if not parts:
        return title
    return arg(QCoreApplication.translate("TableWording", "%1: %2", "outcome and its amounts"), title, list_text(parts))


def note_text(note_id: str, args: dict, names) -> str:
    """An outcome note ("The game is over: a player went below zero")."""
    if note_id == "game_over":
        return arg(QCoreApplication.translate("TableWording", "The game is over: %1."), end_reason(str(args.get("reason"))))
    if note_id == "yame_offer":
        return QCoreApplication.translate("TableWording", "The dealer is first and may end the game here (or play on).")
    if note_id == "hand_replayed":
        return QCoreApplication.translate("TableWording", "The hand is replayed: same dealer, same honba.")
    if note_id == "end_penalty":
        return arg(QCoreApplication.translate("TableWording", "%1 loses %2 from the final result (after uma)."), seat_label(names, args.get("seat", 0)),
                   num(abs(int(args.get("points", 0)))))
    return note_id


# --- what each player needs ---------------------------------------------------

def need_value(n: Need) -> str:
    """The smallest hand of one way to pass: a limit name, or the call."""
    a = n.announcement
    if a.yakuman or a.limit:
        name = terms.yakuman_text(a.yakuman) if a.yakuman else terms.limit_name(a.limit)
        return name[:1].lower() + name[1:]  # inside a sentence ("needs haneman by tsumo")
    if a.kind == "ron":
        return call_num(a.ron)
    if a.kind == "tsumo_all":
        return arg(QCoreApplication.translate("TableWording", "%1 all"), call_num(a.non_dealer))
    return arg(QCoreApplication.translate("TableWording", "%1\u2013%2"), call_num(a.non_dealer), call_num(a.dealer))


def chase_text(c: Chase, names) -> str:
    """"needs 4,500 by ron from Ann, haneman by ron from another player, or
    1,800–3,600 by tsumo" ("" when not behind)."""
    if not c.behind:
        return ""
    parts = []
    rival = seat_label(names, c.rival)
    by_way = {n.way: n for n in c.needs}
    needs = list(c.needs)
    if ("ron_from_rival" in by_way and "ron_from_other" in by_way
            and need_value(by_way["ron_from_rival"]) == need_value(by_way["ron_from_other"])):
        # the same hand by ron from anyone: said once
        parts.append(arg(QCoreApplication.translate("TableWording", "%1 by ron"), need_value(by_way["ron_from_rival"])))
        needs = [n for n in needs if n.way not in ("ron_from_rival", "ron_from_other")]
    for n in needs:
        if n.way == "ron_from_rival":
            parts.append(arg(QCoreApplication.translate("TableWording", "%1 by ron from %2"), need_value(n), rival))
        elif n.way == "ron_from_other":
            parts.append(arg(QCoreApplication.translate("TableWording", "%1 by ron from another player"), need_value(n)))
        else:
            parts.append(arg(QCoreApplication.translate("TableWording", "%1 by tsumo"), need_value(n)))
    if not parts:
        return arg(QCoreApplication.translate("TableWording", "cannot pass %1 in one hand"), rival)
    joined = parts[0] if len(parts) == 1 else arg(QCoreApplication.translate("TableWording", "%1, or %2"),
                                                  list_text(parts[:-1]), parts[-1])
    return arg(QCoreApplication.translate("TableWording", "needs %1"), joined)


def chase_line(c: Chase, names) -> str:
    """"Dee, 8,000 behind Ann: needs mangan by ron from Ann, … to pass"."""
    return arg(QCoreApplication.translate("TableWording", "%1, %2 behind %3: %4"), seat_label(names, c.seat), num(max(c.gap, 0)),
               seat_label(names, c.rival), chase_text(c, names))


# --- final result -------------------------------------------------------------

def place_label(place: int) -> str:
    """"1st" … "4th"."""
    return (QCoreApplication.translate("TableWording", "1st"), QCoreApplication.translate("TableWording", "2nd"), QCoreApplication.translate("TableWording", "3rd"), QCoreApplication.translate("TableWording", "4th"))[place - 1]


def points_result(x: float) -> str:
    """A final result: "+63.8", "−23.9"."""
    text = f"{abs(x):.1f}"
    return ("+" if x > 0 else "\u2212" if x < 0 else "\u00b1") + text


def game_over_line(f: Final, rules, round_wind: str, hand_number: int, names) -> str:
    """Who, what and why at the end (issue 22 §6): "Game over after South
    4: Alice is first with 41,300 (≥ 30,000)". `rules`: the `TableRules`
    (the target and whether exactly it counts); the round of the last hand
    played."""
    after = round_label(round_wind, hand_number)
    first = f.placement[0]
    who, score = seat_label(names, first), num(f.scores[first])
    if f.reason == "target":
        bar = arg("%1 %2", "\u2265" if rules.target_inclusive else ">", num(rules.target_points))
        return arg(QCoreApplication.translate("TableWording", "Game over after %1: %2 is first with %3 (%4)."), after, who, score, bar)
    if f.reason == "bust":
        busted = [s for s in range(len(f.scores)) if f.scores[s] < 0]
        low = busted[0] if busted else f.placement[-1]
        return arg(QCoreApplication.translate("TableWording", "Game over after %1: %2 went below zero (%3); %4 is first with %5."), after,
                   seat_label(names, low), num(f.scores[low]), who, score)
    if f.reason in ("agari_yame", "tenpai_yame"):
        text = (QCoreApplication.translate("TableWording", "Game over after %1: the dealer, %2, won the last hand in first place with %3 and stopped.")
                if f.reason == "agari_yame" else
                QCoreApplication.translate("TableWording", "Game over after %1: the dealer, %2, was tenpai in first place with %3 and stopped."))
        return arg(text, after, who, score)
    if f.reason == "called":
        return arg(QCoreApplication.translate("TableWording", "The table ended the game during %1: %2 is first with %3."), after, who, score)
    if f.reason == "last_hand":
        return arg(QCoreApplication.translate("TableWording", "Game over after %1, the last hand: %2 is first with %3."), after, who, score)
    return arg(QCoreApplication.translate("TableWording", "After %1: %2 is first with %3."), after, who, score)


def final_line(f: Final, seat: int, names) -> str:
    """"1st  Ann  53,800  +63.8"."""
    return arg("%1  %2  %3  %4", place_label(f.places[seat]), seat_label(names, seat), num(f.scores[seat]),
               points_result(f.points[seat]))


# --- refusals -----------------------------------------------------------------

def error_text(err, names) -> str:
    """A `TableError` in the interface language (from its code and
    arguments; the English message only for codes not worded here)."""
    a = err.args_
    seat = a.get("seat")
    who = seat_label(names, seat) if isinstance(seat, int) and 0 <= seat < len(names) else ""
    code = err.code
    if code == "bad_hand":
        from trainer.core.errors import ERROR_CODES, HandError

        if a.get("code") in ERROR_CODES:
            core = HandError(a["code"], str(a.get("message", "")), detail=a.get("detail"), tiles=a.get("tiles", ""),
                             field=a.get("field", ""), args=a.get("hand_args") or {})
            return arg(QCoreApplication.translate("TableWording", "%1's hand: %2"), who, terms.error_text(core))
    if code == "not_allowed":
        rule = a.get("rule")
        if rule == "double_ron":
            return arg(QCoreApplication.translate("TableWording", "One winner per discard under these rules (head "
                                                  "bump): %1, nearest to the discarder, wins alone."),
                       seat_label(names, a.get("winner", 0)))
        if rule == "triple_ron":
            return QCoreApplication.translate("TableWording", "Three ron claims make an abortive draw under these rules.")
        if rule == "players":
            return arg(QCoreApplication.translate("TableWording", "An abortive draw for %1 cannot happen with three "
                                                  "players."), abortive_name(str(a.get("kind"))))
        if rule == "nagashi_mangan":
            return QCoreApplication.translate("TableWording", "These rules have no nagashi mangan.")
        if rule == "abortive_draws":
            return arg(QCoreApplication.translate("TableWording", "These rules have no abortive draw for %1."), abortive_name(str(a.get("kind"))))
        if rule == "pao_yakuman":
            return QCoreApplication.translate("TableWording", "These rules have no liability (pao) for this hand.")
        if rule in ("agari_yame", "tenpai_yame"):
            return QCoreApplication.translate("TableWording", "Only the last dealer, first after a repeat, may stop the game here.")
    if code == "bad_win":
        if a.get("why") == "no_pao_yakuman":
            return arg(QCoreApplication.translate("TableWording", "%1's hand has no yakuman a liable player answers for (daisangen, daisuushii…)."), who)
        if a.get("why") == "pao_without_yakuman":
            return arg(QCoreApplication.translate("TableWording", "%1's hand is no yakuman: nobody is liable for it."), who)
    if code == "bad_value":
        if a.get("why") == "no_such_payment":
            return arg(QCoreApplication.translate("TableWording", "No hand pays %1."), str(a.get("said", "")))
        if a.get("why") == "ron_tsumo_mismatch":
            return QCoreApplication.translate("TableWording", "These points are called for the other kind of win (ron or tsumo).")
        if a.get("why") == "no_such_value":
            return arg(QCoreApplication.translate("TableWording", "%1 %2 does not exist."), terms.han_text(int(a.get("han", 1))),
                       terms.fu_text(int(a.get("fu", 0))))
    if code == "riichi_without_points":
        return arg(QCoreApplication.translate("TableWording", "%1 has %2 points: riichi needs 1,000 under these rules."), who, num(int(a.get("score", 0))))
    if code == "already_in_riichi":
        return arg(QCoreApplication.translate("TableWording", "%1 is already in riichi."), who)
    if code == "game_over":
        return QCoreApplication.translate("TableWording", "The game is over.")
    if code == "bad_edit" and a.get("why") == "too_many":
        return arg(QCoreApplication.translate("TableWording", "This game holds %1 events, the most one game can; "
                                                              "start a new game to go on."), num(int(a.get("index", 0))))
    if code == "bad_edit":
        return arg(QCoreApplication.translate("TableWording", "This correction makes a later event (number %1) impossible, so nothing was changed."),
                   int(a.get("index", 0)) + 1)
    if code == "nothing_to_undo":
        return QCoreApplication.translate("TableWording", "Nothing to undo.")
    if code == "nothing_to_redo":
        return QCoreApplication.translate("TableWording", "Nothing to redo.")
    if code == "store":
        return arg(QCoreApplication.translate("TableWording", "The game file could not be used: %1"), err.message)
    return err.message

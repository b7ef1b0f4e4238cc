"""The calculator window, driven like a user: palette clicks, the meld menu,
the situation controls, the notation box, undo/redo (pytest-qt, offscreen).

Every shown value is checked against `trainer.core.score` on the same hand,
and the SCHEMA.md example against its worked value (5 han 40 fu, 8,000).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import click_check, click_palette, make_view, meld_by_right_click, one

from trainer.core import Hand, Meld, WinContext, parse_tiles, score
from trainer.core.errors import HandError
from trainer.core.validation import check_flags
from trainer.ui.base import terms


def shown_numbers(view):
    """(points text, han/fu line, payment line) as the result panel shows them."""
    rp = view.result_panel
    return rp.points_label.text(), rp.hanfu_label.text(), rp.payment_label.text()


def assert_shows(view, result):
    """The panel shows this core result's points, han, fu and payments."""
    points, hanfu, payment = shown_numbers(view)
    # the headline is the hand's value as the readings list gives it; honba
    # and riichi sticks on a line of their own (issue 15)
    assert points == terms.number_text(result.chosen.points_total)
    p = result.points
    if p.honba_bonus:  # honba inside the payments, said on their line
        assert terms.bonus_text(p.honba_bonus, 0) in payment
    if p.sticks_bonus:
        assert view.result_panel.received_label.text() == terms.received_text(p.sticks_bonus, p.total)
    else:
        assert result.chosen.points_total + p.honba_bonus == p.total and view.result_panel.received_label is None
    if result.yakuman:
        assert view.result_panel.limit_label.text() == terms.yakuman_text(result.yakuman)
    else:
        head = view.result_panel.limit_label.text() + " " + hanfu
        assert terms.han_text(result.han) in head
        assert terms.fu_text(result.fu) in head
    pays = terms.payment_text(result.points, view.model.state.ctx.is_dealer)
    assert payment == (pays + "  ·  " + terms.bonus_text(result.points.honba_bonus, 0) if result.points.honba_bonus
                       else pays)


def test_schema_example_built_by_clicking(qtbot):
    """SCHEMA.md example: 234m456p678s33355s ron on 3s, riichi, dora
    indicator 2s, South seat: 5 han 40 fu, mangan, 8,000 from the discarder."""
    view = make_view(qtbot)
    click_palette(qtbot, view, "234m456p678s3355s3s")
    assert view.model.state.win == one("3s")
    click_check(qtbot, view.situation.checks["riichi"])
    qtbot.mouseClick(view.situation.seat_buttons["S"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.situation.dora_add, Qt.MouseButton.LeftButton)
    assert view.pick() == "dora"
    click_palette(qtbot, view, "2s")
    assert view.pick() == ""
    s = view.model.state
    assert s.ctx.riichi and s.ctx.seat_wind == "S" and s.ctx.dora_indicators == (one("2s"),)
    assert len(s.closed) == 14
    points, hanfu, payment = shown_numbers(view)
    assert points == "8,000"
    assert "5 han" in hanfu and "40 fu" in hanfu
    assert view.result_panel.limit_label.text() == terms.limit_name("mangan")
    # ticking Riichi put the winner's own stick on the table (SCHEMA.md riichi_sticks, issue 15)
    expected = score(Hand(parse_tiles("234m456p678s33355s"), (), one("3s")),
                     WinContext(riichi=True, seat_wind="S", dora_indicators=parse_tiles("2s"), riichi_sticks=1))
    assert_shows(view, expected)


def test_chi_pon_minkan_kakan_from_the_palette_menu(qtbot):
    """Right-click melds: chi 123m, pon of chun, minkan 9999p, kakan 2222s,
    tanki on East: yakuhai chun, the shown score equals the core's."""
    view = make_view(qtbot)
    entries = meld_by_right_click(qtbot, view, "2m", "chi", "123m")
    # 2m sits in 123m and 234m: both chi are offered, then pon and the kans.
    assert entries[:2] == [terms.meld_name("chi") + "   123m", terms.meld_name("chi") + "   234m"]
    meld_by_right_click(qtbot, view, "7z", "pon", "777z")
    meld_by_right_click(qtbot, view, "9p", "minkan", "9999p")
    meld_by_right_click(qtbot, view, "2s", "kakan", "2222s")
    click_palette(qtbot, view, "1z1z")
    s = view.model.state
    assert [m.kind for m in s.melds] == ["chi", "pon", "minkan", "kakan"]
    assert s.win == one("1z")
    # The hand view draws 2 closed + 3 + 3 + 4 + 4 meld tiles.
    assert view.hand_view.count() == 16
    expected = score(
        Hand(parse_tiles("11z"), (Meld("chi", parse_tiles("123m")), Meld("pon", parse_tiles("777z")),
                                  Meld("minkan", parse_tiles("9999p")), Meld("kakan", parse_tiles("2222s"))),
             one("1z")),
        WinContext())
    assert view.evaluation.status == "scored"
    assert_shows(view, expected)
    assert any(y.id == "yakuhai_chun" for y in view.result_panel.shown_result.yaku)


def test_ankan_with_red_five_and_red_five_in_hand(qtbot):
    """Ankan made from the red 0m (one red, three plain), a red 0p clicked
    into the closed hand: two aka dora; riichi tsumo; matches the core."""
    view = make_view(qtbot)
    meld_by_right_click(qtbot, view, "0m", "ankan", "0555m")
    assert view.model.state.melds == (Meld("ankan", parse_tiles("0555m")),)
    click_palette(qtbot, view, "1234p6p789s22z")
    click_palette(qtbot, view, "0p")
    assert view.model.state.win == one("0p")
    qtbot.mouseClick(view.tsumo_button, Qt.MouseButton.LeftButton)
    click_check(qtbot, view.situation.checks["riichi"])
    expected = score(Hand(parse_tiles("12340p6p789s22z"), (Meld("ankan", parse_tiles("0555m")),), one("0p")),
                     WinContext(tsumo=True, riichi=True, riichi_sticks=1))  # the winner's own stick
    assert_shows(view, expected)
    aka = [y for y in view.result_panel.shown_result.yaku if y.id == "aka_dora"]
    assert aka and aka[0].han == 2
    # The ankan is drawn with its outer tiles face down and the red five up.
    hv = view.hand_view
    meld = sorted(hv.meld_indices(0))
    from trainer.ui.widgets.hand_view import layout_hand
    slots, _, _ = layout_hand(view.model.state.closed, view.model.state.melds, view.model.state.win)
    assert [slots[i].face_down for i in meld] == [True, False, False, True]
    assert any(slots[i].tile.red and not slots[i].face_down for i in meld)


def test_palette_counts_and_red_fives(qtbot):
    """Badges count copies left; a red five uses up its suit's one red five
    (Tenhou rules) and a fifth copy is refused with a hint."""
    view = make_view(qtbot)
    click_palette(qtbot, view, "0m5m5m")
    assert view.palette.copies_left(one("0m")) == 0
    assert view.palette.copies_left(one("5m")) == 1
    click_palette(qtbot, view, "0m")
    assert len(view.model.state.closed) == 3
    assert view.hint_label.isVisible() and "0m" in view.hint_label.text()
    click_palette(qtbot, view, "5m5m")
    assert len(view.model.state.closed) == 4
    assert view.palette.copies_left(one("5m")) == 0


def test_notation_box_to_hand(qtbot):
    """Typing the notation (melds included) builds the same hand."""
    view = make_view(qtbot)
    view.set_notation_text("11z 234m 555z(pon) 0555p(ankan) 7777s(kakan) win 1z")
    s = view.model.state
    assert sorted(str(t) for t in s.closed) == ["1z", "1z", "2m", "3m", "4m"]
    assert [(m.kind, len(m.tiles)) for m in s.melds] == [("pon", 3), ("ankan", 4), ("kakan", 4)]
    assert s.win == one("1z")
    assert view.hand_view.count() == 16
    assert view.hand_view.tile_at(view.hand_view.win_index()) == one("1z")
    # Typed key by key: the hand follows while typing.
    view.model.clear()
    view.notation.clear()
    qtbot.keyClicks(view.notation, "123m")
    assert [str(t) for t in view.model.state.closed] == ["1m", "2m", "3m"]


def test_hand_to_notation_box(qtbot):
    """Clicks show up in the notation box, sorted, with the winning tile."""
    view = make_view(qtbot)
    click_palette(qtbot, view, "9s1m")
    assert view.notation.text() == "1m9s"
    meld_by_right_click(qtbot, view, "5z", "pon", "555z")
    assert view.notation.text() == "1m9s 555z(pon)"
    click_palette(qtbot, view, "2m3m7p8p9p1m1m9s9s9s")
    assert view.notation.text().endswith("win 9s")


def test_undo_redo(qtbot):
    """Ctrl+Z undoes one click, Ctrl+Y redoes it; the buttons follow."""
    view = make_view(qtbot)
    click_palette(qtbot, view, "1m2m3m")
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [str(t) for t in view.model.state.closed] == ["1m"]
    qtbot.keyClick(view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert [str(t) for t in view.model.state.closed] == ["1m", "2m"]
    assert view.actions["redo"].isEnabled()
    view.actions["redo"].trigger()
    assert not view.actions["redo"].isEnabled()
    qtbot.mouseClick(view.buttons["undo"], Qt.MouseButton.LeftButton)
    assert len(view.model.state.closed) == 2


def test_error_keeps_last_result_greyed(qtbot):
    """A fifth 3s (four in the hand, one dora indicator) is refused: the
    core's error under the hand, the four hand 3s outlined, the last good
    result kept and greyed."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    view.model.add_indicator("dora", one("3s"))
    view.model.add_indicator("dora", one("3s"))  # refused: all four 3s are taken
    assert len(view.model.state.ctx.dora_indicators) == 1
    good = view.result_panel.shown_result
    assert good is not None and not view.result_panel.stale
    # Typed in, the fifth copy reaches the core, which refuses it.
    view.set_notation_text("234m456p678s33335s win 3s")
    err = view.evaluation.error
    assert err is not None and err.code == "too_many_copies"
    assert view.error_label.isVisible()
    assert view.error_label.text() == terms.error_text(err)
    hv = view.hand_view
    assert {str(hv.tile_at(i)) for i in hv.faults()} == {"3s"}
    assert len(hv.faults()) == 4
    assert view.result_panel.stale
    assert view.result_panel.shown_result is good
    assert not view.result_panel.points_label.isEnabled()


def test_bad_notation_shows_error_and_keeps_hand(qtbot):
    """Notation the core cannot read: its message, the box marked, the hand
    unchanged."""
    view = make_view(qtbot)
    view.set_notation_text("123m")
    view.notation.setText("123m8z")
    view._notation_edited("123m8z")
    assert view.error_label.isVisible()
    try:
        parse_tiles("123m8z")
    except HandError as e:
        assert view.error_label.text() == terms.error_text(e)
    assert [str(t) for t in view.model.state.closed] == ["1m", "2m", "3m"]
    assert view.notation.property("bad") is True


def test_impossible_flags_are_disabled_with_the_cores_reason(qtbot):
    """Ippatsu without riichi, rinshan without a kan: disabled, the tooltip
    is the core's reason (check_flags) in words; riichi re-enables ippatsu."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    box = view.situation.checks["ippatsu"]
    assert not box.isEnabled()
    hand = Hand(parse_tiles("234m456p678s33355s"), (), one("3s"))
    try:
        check_flags(hand, WinContext(ippatsu=True))
    except HandError as e:
        assert box.toolTip() == terms.error_text(e)
    assert not view.situation.checks["rinshan"].isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert view.model.state.ctx.riichi
    assert box.isEnabled()
    # A pon makes riichi impossible: it is dropped in the same step.
    view.model.clear()
    view.set_notation_text("234m456p678s55s 333s(pon) win 5s")
    assert not view.situation.checks["riichi"].isEnabled()


def test_tsumo_moves_houtei_to_haitei(qtbot):
    """The last-tile checkbox is houtei on a ron and haitei on a tsumo."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    box = view.situation.checks["last"]
    click_check(qtbot, box)
    assert view.model.state.ctx.houtei
    assert box.text() == terms.flag_name("houtei")
    qtbot.keyClick(view, Qt.Key.Key_T)
    c = view.model.state.ctx
    assert c.tsumo and c.haitei and not c.houtei
    assert box.text() == terms.flag_name("haitei")


def test_thirteen_tiles_list_every_wait_with_values(qtbot):
    """234m456p678s3355s waits on 3s and 5s (shanpon); each value is the
    core's ron and tsumo score; clicking the tsumo value wins on it."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s3355s")
    assert view.evaluation.status == "waits"
    waits = view.result_panel.shown_waits
    assert [str(w.tile) for w in waits] == ["3s", "5s"]
    for w in waits:
        closed = parse_tiles("234m456p678s3355s") + (w.tile,)
        ron = score(Hand(closed, (), w.tile), WinContext())
        assert w.ron.points.total == ron.points.total
        tsumo = score(Hand(closed, (), w.tile), WinContext(tsumo=True))
        assert w.tsumo.points.total == tsumo.points.total
    view.result_panel.waitPicked.emit(one("5s"), True)
    s = view.model.state
    assert s.win == one("5s") and s.ctx.tsumo
    assert view.evaluation.status == "scored"


def test_clicking_a_hand_tile_makes_it_the_winning_tile(qtbot):
    """Click 5s in 234m456p678s33355s: the wait reading changes and the
    shown score is the core's for win 5s."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    hv = view.hand_view
    i = next(i for i in range(hv.count()) if str(hv.tile_at(i)) == "5s")
    qtbot.mouseClick(hv, Qt.MouseButton.LeftButton, pos=hv.tile_rect(i).center().toPoint())
    assert view.model.state.win == one("5s")
    assert str(hv.tile_at(hv.win_index())) == "5s"
    assert_shows(view, score(Hand(parse_tiles("234m456p678s33355s"), (), one("5s")), WinContext()))


def test_fu_line_and_hand_tiles_light_each_other(qtbot):
    """Hovering the open-triplet fu line lights 333s; hovering a 3s lights
    that line."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    line = next(ln for ln in view.result_panel.lines()
                if ln.name_label.text() == terms.fu_item_name("open_triplet_simple"))
    line.hovered.emit(line.indices)
    lit = view.hand_view.highlight()
    assert sorted(str(view.hand_view.tile_at(i)) for i in lit) == ["3s", "3s", "3s"]
    i = next(iter(lit))
    view.hand_view.tileHovered.emit(i)
    assert line.property("lit") is True
    view.hand_view.tileHovered.emit(-1)
    assert line.property("lit") is False


def test_keyboard_seat_wind_and_typing(qtbot):
    """Alt+3 sets the seat wind West; typing digits and suit letters with
    the window focused goes into the notation box."""
    view = make_view(qtbot)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert view.model.state.ctx.seat_wind == "W"
    view.setFocus()
    qtbot.keyClicks(view, "11z")
    assert [str(t) for t in view.model.state.closed] == ["1z", "1z"]


def test_random_hand_and_clear(qtbot):
    """Ctrl+R deals a hand the core scores; Ctrl+Backspace clears it."""
    view = make_view(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    s = view.model.state
    assert view.evaluation.status == "scored"
    assert_shows(view, score(s.hand(), s.ctx, s.rules))
    qtbot.keyClick(view, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    assert view.model.state.closed == () and view.model.state.melds == ()
    assert view.evaluation.status == "empty"


def test_every_action_has_a_shortcut_and_is_listed(qtbot):
    """Keyboard for all of it (UI.md): every calculator action has a key,
    and F1's list names each key."""
    view = make_view(qtbot)
    text = view.shortcuts_text()
    for name, action in view.actions.items():
        keys = action.shortcuts()
        assert keys, name
        if name.startswith("seat_"):
            continue
        first = keys[0].toString()
        assert first.split("+")[-1] in text, (name, first)


def test_first_turn_box_names_the_blessing_for_seat_and_win(qtbot):
    """One box for tenhou/chiihou/renhou: tenhou for a dealer (disabled on
    a ron: tenhou is a tsumo), renhou for a non-dealer ron, chiihou for a
    non-dealer tsumo."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    box = view.situation.checks["first"]
    assert box.text() == terms.flag_name("tenhou") and not box.isEnabled()
    view.model.set_wind("seat_wind", "S")
    assert box.text() == terms.flag_name("renhou") and box.isEnabled()
    view.model.set_tsumo(True)
    assert box.text() == terms.flag_name("chiihou") and box.isEnabled()
    click_check(qtbot, box)
    assert view.model.state.ctx.chiihou
    assert view.result_panel.shown_result.yakuman == 1


def test_tiles_grow_with_the_window(qtbot):
    """The hand's tile height follows the window: bigger on a projector."""
    view = make_view(qtbot, 1024, 700)
    view.set_notation_text("234m456p678s33355s win 3s")
    small = view.hand_view.tile_height()
    view.resize(2560, 1440)
    qtbot.waitUntil(lambda: view.hand_view.tile_height() > small, timeout=2000)
    assert view.hand_view.tile_height() >= 1.8 * small


def test_enter_on_a_typo_keeps_the_typed_text_and_its_error(qtbot):
    """Typing char by char scores each valid prefix; Enter on a typo must not
    revert the box to the last valid prefix (new-user report)."""
    view = make_view(qtbot)
    view.notation.setFocus()
    view.notation.selectAll()
    qtbot.keyClicks(view.notation, "234m456p678s33355x")
    qtbot.keyClick(view.notation, Qt.Key.Key_Return)
    assert view.notation.text() == "234m456p678s33355x"
    assert view.error_label.isVisible() and view.notation.property("bad") is True
    # the hand is still the last one that could be read
    assert [str(t) for t in view.model.state.closed] == [str(t) for t in parse_tiles("234m456p678s")]


def _menu_actions(qtbot, view, tile: str) -> dict[str, object]:
    """Right-click a palette tile; its meld menu's actions by text (the
    enabled state and tooltip read while the menu is open)."""
    from PySide6.QtWidgets import QApplication, QMenu
    seen = {}

    def grab():
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            return False
        seen.update({a.text(): (a.isEnabled(), a.toolTip()) for a in menu.actions()})
        menu.close()
        return True

    from PySide6.QtCore import QTimer

    def poll():
        if not grab():
            QTimer.singleShot(10, poll)
    QTimer.singleShot(0, poll)
    qtbot.mouseClick(view.palette, Qt.MouseButton.RightButton, pos=view.palette.tile_rect(one(tile)).center().toPoint())
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    return seen


def test_a_kan_from_a_plain_five_holds_the_red_five_and_says_so(qtbot):
    # Issue 24 §6: right-clicking a plain 5p greyed out every kan with no
    # reason. Tenhou's set has three plain 5p and the red 0p (RULES.md §5),
    # so a kan of 5p is 0555p whichever five is clicked.
    view = make_view(qtbot)
    kans = {k: v for k, v in _menu_actions(qtbot, view, "5p").items() if "0555p" in k or "5555p" in k}
    assert sorted(kans) == sorted(terms.meld_name(k) + "   0555p" for k in ("minkan", "ankan", "kakan"))
    for enabled, tip in kans.values():
        assert enabled and "0p" in tip and "5p" in tip
    # the pon stays three plain fives, with nothing to explain
    assert _menu_actions(qtbot, view, "5p")[terms.meld_name("pon") + "   555p"][0]
    assert view.palette.meld_note(tuple(parse_tiles("555p"))) == ""
    meld_by_right_click(qtbot, view, "5p", "ankan", "0555p")
    assert view.model.state.melds == (Meld("ankan", parse_tiles("0555p")),)


def test_a_kan_of_fives_is_greyed_with_the_reason_when_the_red_five_is_in_use(qtbot):
    view = make_view(qtbot)
    click_palette(qtbot, view, "0p")  # the only red 5p is in the hand now
    menu = _menu_actions(qtbot, view, "5p")
    for kind in ("minkan", "ankan", "kakan"):
        enabled, tip = menu[terms.meld_name(kind) + "   0555p"]
        assert not enabled and "0p" in tip and tip == view.palette.meld_note(tuple(parse_tiles("0555p")))
    # a pon of plain fives is still possible (three plain 5p are free)
    assert menu[terms.meld_name("pon") + "   555p"][0]

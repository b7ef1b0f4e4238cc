"""Lesson decks (issue 13): saved and read back unchanged, bounded and
checked on load with errors that name the entry and the field, and built
from codes, quiz history, the generator and SCHEMA.md hands (games)."""

import json

import pytest

from trainer.quiz import decks
from trainer.quiz.decks import Deck, DeckError, deck_hand, load_deck, save_deck
from trainer.quiz.hand_code import encode_hand
from trainer.quiz.store import QuizStore

EXAMPLE = {"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "seat_wind": "S", "dora_indicators": "2s"}
SEVEN_PAIRS = {"closed": "1122m3344p5566s77z", "win": "7z", "tsumo": True}


def write(tmp_path, data, name="deck.json"):
    p = tmp_path / name
    p.write_text(json.dumps(data), encoding="utf-8")
    return p


def test_round_trip_keeps_hands_notes_and_order(tmp_path):
    deck = Deck("Fu of melds", (deck_hand(EXAMPLE, "Ask about 333s", "calculator"), deck_hand(SEVEN_PAIRS)), "zh_CN")
    path = tmp_path / "lesson.json"
    save_deck(deck, path)
    again = load_deck(path)
    assert again == deck
    data = json.loads(path.read_text(encoding="utf-8"))
    # Small: default fields are left out.
    assert data["hands"][0]["hand"] == {**EXAMPLE, "closed": "234m456p67833355s"}
    assert data["hands"][0]["note"] == "Ask about 333s"
    assert data["language"] == "zh_CN"


def test_entry_by_code_reads_the_same_hand(tmp_path):
    path = write(tmp_path, {"format": decks.FORMAT, "version": 1, "title": "t",
                            "hands": [{"code": encode_hand(EXAMPLE)}, {"hand": EXAMPLE}]})
    deck = load_deck(path)
    assert deck.hands[0].hand == deck.hands[1].hand


@pytest.mark.parametrize(("data", "reason", "index", "words"), [
    ([1, 2], "not_a_deck", None, "not a lesson deck"),
    ({"format": "other"}, "not_a_deck", None, "not a lesson deck"),
    ({"format": decks.FORMAT, "version": 9, "hands": []}, "newer_version", None, "version 9"),
    # a version of 4,000 digits is named by its length (its digits were quoted whole: 4,090 characters)
    ({"format": decks.FORMAT, "version": 10 ** 4000, "hands": []}, "newer_version", None, "about 4,001 digits"),
    ({"format": decks.FORMAT, "version": 1, "hands": {}}, "bad_field", None, "hands must be a list"),
    ({"format": decks.FORMAT, "version": 1, "title": "x" * 201, "hands": []}, "too_long", None, "title"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"hand": EXAMPLE}] * 201}, "too_many_hands", None, "201"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"hand": EXAMPLE}, {"hand": {"closed": "123m", "win": "1m"}}]},
     "bad_hand", 1, "hand 2"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"hand": EXAMPLE, "note": 5}]}, "bad_field", 0, "note"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"hand": EXAMPLE, "note": "n" * 2001}]}, "too_long", 0,
     "2000"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"code": "AAAAAAAA"}]}, "bad_code", 0, "hand 1"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"hand": EXAMPLE, "code": "x"}]}, "bad_field", 0,
     "exactly one"),
    ({"format": decks.FORMAT, "version": 1, "hands": [{"hand": EXAMPLE, "colour": 1}]}, "bad_field", 0, "colour"),
    ({"format": decks.FORMAT, "version": 1, "language": "fr", "hands": []}, "bad_field", None, "language"),
])
def test_bad_files_are_refused_with_a_clear_error(tmp_path, data, reason, index, words):
    with pytest.raises(DeckError) as e:
        load_deck(write(tmp_path, data))
    assert e.value.reason == reason
    assert e.value.index == index
    assert words in e.value.message
    assert len(e.value.message) < 200  # an excerpt, never the whole input


def test_a_hand_without_yaku_names_the_core_error(tmp_path):
    # 123m 456p 789s 234s 44z, South seat, East round, ron on 3s: a kanchan
    # wait (no pinfu), a terminal and an honor (no tanyao), a North pair (no
    # yakuhai), closed without riichi: no yaku (RULES.md §2).
    bad = {"closed": "123m456p789s234s44z", "win": "3s", "seat_wind": "S"}
    with pytest.raises(DeckError) as e:
        load_deck(write(tmp_path, {"format": decks.FORMAT, "version": 1, "hands": [{"hand": bad}]}))
    assert e.value.reason == "bad_hand" and e.value.hand_error.code == "no_yaku"


def test_not_json_and_too_large_and_missing(tmp_path):
    p = tmp_path / "broken.json"
    p.write_text('{"format": "riichi-trainer-deck",\n "hands": [', encoding="utf-8")
    with pytest.raises(DeckError) as e:
        load_deck(p)
    assert e.value.reason == "not_json" and e.value.args_["line"] == 2
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (decks.MAX_FILE_BYTES + 1))
    with pytest.raises(DeckError) as e:
        load_deck(big)
    assert e.value.reason == "too_large"
    with pytest.raises(DeckError) as e:
        load_deck(tmp_path / "nope.json")
    assert e.value.reason == "unreadable"
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")  # within the size bound
    with pytest.raises(DeckError) as e:
        load_deck(deep)
    assert e.value.reason == "not_json"
    hands, problems = decks.hands_from_text("{" + '"a":' * 1 + "[" * 100_000)
    assert hands == [] and problems[0].error.reason == "not_json"


def test_hands_from_text_keeps_good_lines_and_reports_bad_ones():
    text = "\n".join([encode_hand(EXAMPLE), "", "not a code!", json.dumps(SEVEN_PAIRS), "{broken"])
    hands, problems = decks.hands_from_text(text)
    assert [h.hand["closed"] for h in hands] == ["234m456p67833355s", "1122m3344p5566s77z"]
    assert [(p.line, p.error.reason) for p in problems] == [(3, "bad_code"), (5, "not_json")]


def test_hands_from_quiz_history_newest_missed_first(tmp_path):
    store = QuizStore(tmp_path / "quiz.sqlite3")
    sid = store.start_session("count", 3, "mixed", 2, 1, "tenhou", {})
    codes = [encode_hand(EXAMPLE), encode_hand(SEVEN_PAIRS), encode_hand({**EXAMPLE, "seat_wind": "W"})]
    for i, (code, right) in enumerate(zip(codes, (False, True, False), strict=True)):
        store.record_answer(sid, i, code, "mixed", 2, {}, {}, {"fu": right}, 1000)
    answers = store.answers()
    store.close()
    missed = decks.hands_from_answers(answers)
    assert [h.hand["seat_wind"] for h in missed] == ["W", "S"]
    assert all(h.source == "quiz" for h in missed)
    assert len(decks.hands_from_answers(answers, missed_only=False)) == 3


def test_generated_hands_replay_from_the_seed():
    a = decks.generated_hands(7, "meld_fu", 2, 3)
    b = decks.generated_hands(7, "meld_fu", 2, 3)
    assert [h.hand for h in a] == [h.hand for h in b]
    assert len(a) == 3 and all(h.source == "generated" for h in a)
    with pytest.raises(ValueError):
        decks.generated_hands(7, "meld_fu", 2, 0)


def test_hands_from_schema_is_the_games_entry_point():
    hands, problems = decks.hands_from_schema([EXAMPLE, {"closed": "1m", "win": "1m"}, SEVEN_PAIRS])
    assert len(hands) == 2 and hands[0].source == "game"
    assert problems[0].index == 1 and problems[0].reason == "bad_hand"


def test_a_deck_is_bounded():
    deck = Deck("", (deck_hand(EXAMPLE),) * decks.MAX_HANDS)
    with pytest.raises(DeckError) as e:
        deck.added([deck_hand(SEVEN_PAIRS)])
    assert e.value.reason == "too_many_hands"


def test_the_example_lesson_loads_and_scores_as_its_notes_say():
    """examples/lesson.json (the README's worksheet example): six hands whose
    fu the teacher's notes work out by hand (40, 40, 30, 20, 25, 70); the
    core agrees with each note."""
    import re

    from conftest import ROOT

    from trainer.quiz.decks import load_deck

    deck = load_deck(ROOT / "examples" / "lesson.json")
    assert deck.title == "Fu of melds and waits" and len(deck.hands) == 6
    worked = [40, 40, 30, 20, 25, 70]
    for entry, fu in zip(deck.hands, worked, strict=True):
        result = entry.scored()[3]
        assert result.fu == fu, entry.note
        assert str(fu) in re.findall(r"\d+", entry.note), entry.note

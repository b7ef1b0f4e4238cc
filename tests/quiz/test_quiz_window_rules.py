"""Quiz hands follow the whole rule set, options included (issue 5 §1; the
window's rules with options changed); the command line takes a preset name
in any case; a question counts under the topic it is shown under."""

import json
import random
from dataclasses import replace

from trainer.core import score_json
from trainer.core.rules import PRESETS, rules_from_json
from trainer.quiz.cli import main as quiz_main
from trainer.quiz.generator import generate_hand
from trainer.quiz.grading import Answer, QuizOptions
from trainer.quiz.hand_code import decode_hand
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore

NO_KUITAN = replace(PRESETS["tenhou"], kuitan=False, double_wind_pair_fu=2)


def test_hands_generated_under_modified_rules_carry_and_score_under_them():
    rng = random.Random(3)
    for _ in range(60):
        g = generate_hand(rng, "yaku_han", 2, NO_KUITAN)
        assert rules_from_json(g.hand["rules"]) == NO_KUITAN
        assert rules_from_json(decode_hand(g.code)["rules"]) == NO_KUITAN
        # the core, asked afresh with the rules spelled out, agrees with the stored truth
        out = score_json(dict(g.hand))
        assert (out["han"], out["fu"]) == (g.result.han, g.result.fu)
        # no open tanyao under kuitan off
        if g.hand["melds"] and any(m["type"] != "ankan" for m in g.hand["melds"]):
            assert "tanyao" not in [y.id for y in g.result.yaku]


def test_an_unmodified_preset_rule_set_gives_the_same_bytes_as_its_name():
    by_name = [generate_hand(random.Random(9), "mixed", 2, "wrc").record() for _ in range(1)]
    by_set = [generate_hand(random.Random(9), "mixed", 2, PRESETS["wrc"]).record() for _ in range(1)]
    assert by_name == by_set
    assert by_name[0]["hand"]["rules"] == "wrc"


def test_a_session_stores_modified_rules_as_a_rules_object(tmp_path):
    store = QuizStore(tmp_path / "q.sqlite3")
    QuizSession(store, SessionConfig(topic="mixed", count=1, rules=NO_KUITAN, seed=1))
    QuizSession(store, SessionConfig(topic="mixed", count=1, rules=PRESETS["ema"], seed=1))
    first, second = store.sessions()
    assert rules_from_json(json.loads(first["rules"])) == NO_KUITAN
    assert second["rules"] == "ema"
    store.close()


def test_quiz_cli_takes_a_preset_in_any_case(capsys):
    assert quiz_main(["--generate", "1", "--rules", "Tenhou", "--seed", "4", "--json"]) == 0
    upper = capsys.readouterr().out
    assert quiz_main(["--generate", "1", "--rules", "tenhou", "--seed", "4", "--json"]) == 0
    assert upper == capsys.readouterr().out
    assert json.loads(upper)["hand"]["rules"] == "tenhou"
    assert quiz_main(["--generate", "1", "--rules", "M-League", "--seed", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hand"]["rules"] == "m_league"


def test_a_payments_hand_without_points_counts_under_mixed_in_the_summary(tmp_path):
    store = QuizStore(tmp_path / "q.sqlite3")
    session = QuizSession(store, SessionConfig(topic="mixed", count=40, seed=2, options=QuizOptions(points=False)))
    payments = 0
    for _ in range(40):
        q = session.next_question()
        payments += q.topic == "payments"
        session.submit(Answer(fu=q.result.fu, han=q.result.han))
    assert payments > 0  # the seed deals some payments hands
    summary = session.summary()
    assert "payments" not in summary.by_topic
    assert summary.by_topic["mixed"][1] == payments
    store.close()

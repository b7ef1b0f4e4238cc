"""Killing the quiz loses nothing answered (issue 5 §4, issue 11 "Done when").

A child process runs a long quiz session — through `trainer.quiz.session`
and the store, or through the real `QuizView` offscreen inside the Qt event
loop — printing each hand code once the answer was submitted and graded (the
screen shows the next question only after that point). The test kills it
with SIGKILL in the middle of the session and finds every printed answer in
the database, which must still pass SQLite's integrity check.
"""

import json
import os
import signal
import sqlite3
import subprocess
import sys
from collections import Counter

import pytest
from conftest import ROOT

CHILD = r"""
import sys
from trainer.quiz.grading import Answer
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore

store = QuizStore(sys.argv[1])
session = QuizSession(store, SessionConfig(topic="mixed", difficulty=2, count=100000, seed=5))
while True:
    q = session.next_question()
    wrong = q.position % 3 == 0
    session.submit(Answer(fu=q.result.fu, han=q.result.han + (1 if wrong else 0)))
    print("answered", q.position, q.code, flush=True)
"""


# A review session (issue 11): hands dealt for due skills; each answer and
# the skill states it changes are one transaction.
CHILD_REVIEW = r"""
import sys
from datetime import datetime, timedelta, timezone
from trainer.quiz.grading import Answer
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore

store = QuizStore(sys.argv[1])
day = datetime(2025, 3, 3, 9, tzinfo=timezone.utc)
warm = QuizSession(store, SessionConfig(topic="mixed", count=12, seed=4), now=lambda: day)
while (q := warm.next_question()) is not None:
    warm.submit(Answer(fu=q.result.fu + 10, han=q.result.han))   # a wrong fu: skills to review tomorrow
warm.finish()
print("warmed", 0, "-", flush=True)
later = day + timedelta(days=2)
session = QuizSession(store, SessionConfig(review=True, count=500, seed=5), now=lambda: later)
while True:
    q = session.next_question()
    wrong = q.position % 3 == 0
    session.submit(Answer(fu=q.result.fu, han=q.result.han + (1 if wrong else 0)))
    print("answered", q.position, q.code, flush=True)
"""


CHILD_UI = r"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from trainer.quiz.session import SessionConfig
from trainer.ui.quiz.view import QuizView

app = QApplication([])
view = QuizView(db_path=sys.argv[1], seed=5)
view.resize(1200, 800)
view.show()
view.start(SessionConfig(topic="mixed", difficulty=2, count=100000))
page = view.question_page

def step():
    q = view.session.current
    wrong = q.position % 3 == 0
    page.fields["han"].edit.setText(str(q.result.han + (1 if wrong else 0)))
    if "fu" in page.fields:
        page.fields["fu"].edit.setText(str(q.result.fu))
    page.check_button.click()            # graded and committed by QuizView.submit
    assert page.graded
    print("answered", q.position, q.code, flush=True)
    page.next_button.click()
    QTimer.singleShot(0, step)

QTimer.singleShot(0, step)
app.exec()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("child", [CHILD, CHILD_UI, CHILD_REVIEW], ids=["session", "quiz_view", "review"])
def test_sigkill_mid_session_loses_no_answer(tmp_path, child):
    db = tmp_path / "quiz.sqlite3"
    proc = subprocess.Popen([sys.executable, "-c", child, str(db)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    printed = []
    try:
        for line in proc.stdout:
            word, pos, code = line.split()
            if word != "answered":
                continue
            printed.append((int(pos), code))
            if len(printed) == 25:
                break
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert len(printed) == 25, proc.stderr.read()
    con = sqlite3.connect(str(db))
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    last = con.execute("SELECT max(id) FROM sessions").fetchone()[0]
    rows = con.execute("SELECT position, code, right FROM answers WHERE session_id = ? ORDER BY position",
                       (last,)).fetchall()
    stored = {(p, c) for p, c, _r in rows}
    assert set(printed) <= stored
    # the rows hold the graded truth too: every third answer was wrong
    assert {p: r for p, _c, r in rows if p < 25} == {p: int(p % 3 != 0) for p in range(25)}
    if child is CHILD_REVIEW:
        # the skill states moved with every answer: each reviewed skill was seen as often as the answers say
        seen = Counter()
        for (skills,) in con.execute("SELECT skills FROM answers"):
            seen.update(k for k, _ok in json.loads(skills))
        states = {k: json.loads(v)["seen"] for k, v in con.execute("SELECT skill, state FROM skill_states")}
        assert states == dict(seen) and states
    con.close()

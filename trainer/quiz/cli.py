"""`python -m trainer quiz|progress|review …`: the quiz from the command
line (no Qt).

``quiz --generate N --topic T --difficulty D --seed S --json`` prints N
lines, each ``{"code", "topic", "difficulty", "hand": <SCHEMA.md hand>,
"result": <SCHEMA.md result>}``; the same arguments print the same bytes.
Without ``--json`` it prints one readable line per hand (code, topic,
difficulty, tiles, han and fu). ``quiz --decode CODE`` prints the hand a
hand code stands for, as SCHEMA.md JSON.

``quiz --db FILE --answers ANSWERS.jsonl --json`` grades answers given as
lines ``{"code": HAND_CODE, "fu": N, "han": N, … other parts, "time_ms": N,
"at": ISO-8601 (optional), "slip": {part: [skill id, …]} (optional: the
learner's answer to "which one was your slip?" for a part several slips
explain equally; ignored for a part that is not undecided)}`` (the parts
present are the parts asked: `trainer.quiz.parts.PARTS`), records them in the quiz history FILE (one
session of mode ``answers``) and prints one line per input line:
``{"line", "code", "recorded", "right", "parts": {part: bool}, "expected":
{part: value}, "skills": [{"id", "ok"}], "diagnosis": [{"part", "skill",
"kind", "message", "tiles"}], "notes": [{"skill", "message"}], "undecided":
[{"part", "choices": [[skill id, …], …]}]}`` (a wrong part that several
slips explain equally: none of their skills is blamed, issue 21), or
``{"line", "error": {"field", "message"}}`` for a line that cannot be
graded (the rest go on; the exit code is then 1). ``recorded`` is false for
a line with ``at`` handed in before (the same code, time, answer and
time_ms): it is graded again and not recorded twice.

``--mode han_fu|points|fu`` (the answer mode, `grading.ANSWER_MODES`):
with ``--generate`` each line also has ``"mode"`` and ``"asked"`` (the
parts that mode asks of the hand); with ``--answers`` each line is graded
on exactly those parts (a part the mode does not ask refuses the line) and
the session records the mode in its options (``"answer"``).

``progress --db FILE --json [--at ISO]`` prints ``{"at", "answers",
"due": [skill ids], "skills": [{"id", "group", "reviews",
"retrievability", "due", "strength", "lapses", "seen", "right", "due_now",
"rank"}, …], "pending": [{"answered_at", "part", "choices"}, …]}`` — seen
skills weakest first (rank 1 = weakest), then the others; ``pending``: the
misses several slips explain equally that no later answer has decided yet
(`trainer.quiz.pending`; they count on no skill).

``review --db FILE --generate N --seed S --json [--at ISO]`` prints N
review questions (`review.plan_review`), one per line: ``{"code",
"target", "skills": [the due or new skills the hand exercises], "asked",
"hand"}``; nothing is recorded.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from ..core.errors import excerpt
from ..core.rules import ALL_PRESETS
from ..core.tiles import parse_tiles
from .generator import generate_hand
from .grading import ANSWER_MODES
from .hand_code import HandCodeError, decode_hand
from .topics import ALL_TOPICS

#: Longest input line `quiz --answers` reads (characters).
MAX_LINE = 4096
#: Most answer lines one run records.
MAX_ANSWERS = 1_000_000


def _preset_name(text: str) -> str:
    """A preset name as typed (``Tenhou``, ``m-league``) in its canonical form (``m_league``)."""
    return text.strip().lower().replace("-", "_").replace(" ", "_")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trainer quiz",
                                description="Generate quiz hands (or decode a hand code).")
    p.add_argument("--generate", type=int, metavar="N", help="how many hands to print")
    p.add_argument("--topic", default="mixed", choices=ALL_TOPICS)
    p.add_argument("--difficulty", type=int, default=2, choices=(1, 2, 3))
    p.add_argument("--seed", type=int, default=0, help="random seed; the same seed prints the same hands")
    p.add_argument("--rules", default="tenhou", type=_preset_name, choices=tuple(ALL_PRESETS),
                   help="rule preset (any case)")
    p.add_argument("--json", action="store_true", help="one JSON record per line")
    p.add_argument("--decode", metavar="CODE", help="print the SCHEMA.md hand of a hand code")
    p.add_argument("--db", metavar="FILE", help="the quiz history file (with --answers)")
    p.add_argument("--answers", metavar="ANSWERS.jsonl",
                   help='grade and record answers, one JSON object per line ("-": standard input)')
    p.add_argument("--mode", choices=ANSWER_MODES,
                   help="the answer mode: han_fu (the han and fu), points (what is paid only) or fu (the fu "
                        "only); with --generate each line says what is asked, with --answers each line must "
                        "answer exactly that and the history records the mode")
    return p


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def main(argv: list[str]) -> int:
    """Entry for `python -m trainer quiz …`; returns the exit code (0 ok,
    1 a bad hand code, 2 bad arguments)."""
    a = _parser().parse_args(argv)
    if a.answers is not None:
        if not a.db:
            print("quiz: --answers needs --db FILE (where the answers are recorded)", file=sys.stderr)
            return 2
        return _answers_main(a)
    if a.decode is not None:
        try:
            print(_dumps(decode_hand(a.decode)))
        except HandCodeError as e:
            print(f"error ({e.reason}): {e.message}", file=sys.stderr)
            return 1
        return 0
    if a.generate is None or a.generate < 0:
        print("quiz: give --generate N (N ≥ 0) or --decode CODE", file=sys.stderr)
        return 2
    try:
        _print_hands(a, sys.stdout)
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = None
    return 0


def _print_hands(a: argparse.Namespace, out) -> None:
    from .grading import QuizOptions, asked_parts

    rng = random.Random(a.seed)
    options = QuizOptions(answer=a.mode) if a.mode else None
    for _ in range(a.generate):
        g = generate_hand(rng, a.topic, a.difficulty, a.rules)
        if a.json:
            rec = g.record()
            if options is not None:
                rec["mode"], rec["asked"] = a.mode, list(asked_parts(g.result, options))
            out.write(_dumps(rec) + "\n")
        else:
            r = g.result
            tiles = " ".join([g.hand["closed"]] + [f"[{m['type']} {m['tiles']}]" for m in g.hand["melds"]])
            fu = "" if r.yakuman else f" {r.fu} fu"
            out.write(f"{g.code}  {g.topic} d{g.difficulty}  {tiles} win {g.hand['win']} {_situation(g.hand)}"
                      f" → {r.han} han{fu}\n")


#: The flags of a SCHEMA.md hand in the order a person states them.
_SITUATION_FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
                    "chiihou", "renhou")


def _situation(hand: dict) -> str:
    """What a reader needs besides the tiles to score a SCHEMA.md hand, in
    its own terms: ``tsumo · seat S · round E · riichi · dora 3m · ura 7p``
    (ron or tsumo, the winds, each flag that is set, the indicators;
    honba and sticks when not 0). The fu of a hand depends on ron or tsumo
    and its yakuhai on the winds, so none of it may be left out."""
    parts = ["tsumo" if hand.get("tsumo") else "ron", f"seat {hand.get('seat_wind', 'E')}",
             f"round {hand.get('round_wind', 'E')}"]
    parts += [f for f in _SITUATION_FLAGS if hand.get(f)]
    for field, word in (("dora_indicators", "dora"), ("ura_indicators", "ura")):
        if hand.get(field):
            many = len(parse_tiles(hand[field], field)) > 1
            parts.append(f"{word} indicator{'s' if many else ''} {hand[field]}")
    for field in ("honba", "riichi_sticks"):
        if hand.get(field):
            parts.append(f"{field} {hand[field]}")
    return " · ".join(parts)


# --------------------------------------------------------------------------
# quiz --answers

def _open_store(path: str, must_exist: bool):
    """The `QuizStore` at `path`, or None after printing why not."""
    from pathlib import Path

    from .store import QuizStore, StoreError

    if must_exist and not Path(path).is_file():
        print(f"error: {path}: no such quiz history file", file=sys.stderr)
        return None
    try:
        return QuizStore(path)
    except StoreError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        return None


class _LineError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def _answer_of(data: dict, moded: bool = False):
    """(Answer, asked parts, time_ms, at or None) of one input object
    (`moded`: an answer mode says what is asked, so a line may leave every
    part empty)."""
    from .grading import PARTS, Answer

    if not isinstance(data, dict):
        raise _LineError("", "a line must be a JSON object like {\"code\": ..., \"fu\": 30, \"han\": 2}")
    unknown = [k for k in data if k not in PARTS and k not in ("code", "time_ms", "at", "slip")]
    if unknown:
        raise _LineError(unknown[0], f"unknown field {excerpt(unknown[0])} (fields: code, {', '.join(PARTS)}, "
                                     "time_ms, at, slip)")
    values = {}
    for part in PARTS:
        if part not in data:
            continue
        v = data[part]
        if part == "yaku":
            if not isinstance(v, list) or len(v) > 40 or not all(isinstance(y, str) and len(y) <= 40 for y in v):
                raise _LineError("yaku", f"yaku must be a list of yaku ids, not {excerpt(v)}")
            values[part] = tuple(v)
        else:
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10**7:
                raise _LineError(part, f"{part} must be a whole number from 0 to 10000000, not {excerpt(v)}")
            values[part] = v
    if not values and not moded:
        raise _LineError("", "no part to grade: give fu, han or another part")
    time_ms = data.get("time_ms", 0)
    if isinstance(time_ms, bool) or not isinstance(time_ms, int) or not 0 <= time_ms <= 10**9:
        raise _LineError("time_ms", f"time_ms must be a whole number of milliseconds, not {excerpt(time_ms)}")
    at = data.get("at")
    if at is not None:
        from .review import answer_time, iso

        try:
            at = iso(answer_time(at))
        except (ValueError, TypeError):
            raise _LineError("at", f"at must be an ISO-8601 time like 2025-03-01T09:30:00Z from 1970 on and not in "
                                   f"the future, not {excerpt(at)}") from None
    asked = tuple(p for p in PARTS if p in values)
    return Answer(**values), asked, time_ms, at


def _grade_line(store, session: list, number: int, data, mode: str | None = None) -> dict:
    """Grade and record one answer object; the output object. With an
    answer `mode` the parts asked are the mode's for the hand (a part left
    out is wrong, a part the mode does not ask refuses the line)."""
    from ..core.errors import HandError
    from ..core.jsonio import hand_from_json
    from ..core.scoring import score
    from .english import diagnosis_lines, slip_message
    from .grading import QuizOptions, expected_value, grade
    from .session import truth_json
    from .store import given_answer_uid

    answer, asked, time_ms, at = _answer_of(data, mode is not None)
    code = data.get("code")
    if not isinstance(code, str) or not 0 < len(code) <= 200:
        raise _LineError("code", f"code must be a hand code (text), not {excerpt(code)}")
    try:
        h, ctx, rules = hand_from_json(decode_hand(code))
        result = score(h, ctx, rules)
    except HandCodeError as e:
        raise _LineError("code", f"bad hand code ({e.reason}): {e.message}") from None
    except HandError as e:
        raise _LineError("code", f"the hand code's hand is refused: {e.message}") from None
    if mode is not None:   # the mode says what was asked; a part it does not ask is a mistake in the line
        from .grading import asked_parts

        wanted = asked_parts(result, QuizOptions(answer=mode))
        extra = [p for p in asked if p not in wanted]
        if extra:
            raise _LineError(extra[0], f"{extra[0]} is not asked in the {mode} answer mode for this hand "
                                       f"(asked: {', '.join(wanted)})")
        asked = wanted
    record = {k: (st.seen, st.right) for k, st in store.skill_states().items()}
    g = _resolved(grade(answer, result, QuizOptions(), ctx, rules, h, asked, record), data.get("slip"))
    # a line with its time is a past answer: handed in again, it is known
    uid = given_answer_uid(code, at, answer.to_json(), time_ms) if at is not None else None
    recorded = uid is None or not store.has_answer(uid)
    if recorded:
        if not session:  # [session id, next position, a late answer recorded]
            options = QuizOptions(answer=mode).to_json() if mode else {}
            session.extend([store.start_session("answers", 0, "answers", 2, None, "tenhou", options, at), 0, False])
        # an answer older than one stored: the skill states are rebuilt once,
        # after the file (each late line rebuilt them under the write lock)
        late = at is not None and store.has_answers_after(at)
        store.record_answer(session[0], session[1], code, "answers", 2, answer.to_json(), truth_json(result, asked),
                            g.rights(), time_ms, g.skills, [d.to_json() for d in g.diagnoses], (), at, uid=uid,
                            defer_rebuild=late, in_order=at is None)
        session[1] += 1
        session[2] = session[2] or late
        if not late:   # later answers decide the pending misses (a late line: after the file's rebuild)
            store.decide_pending()
    expected = {}
    for p in asked:
        v = expected_value(result, p)
        expected[p] = list(v) if isinstance(v, tuple) else v
    return {"line": number, "code": code, "recorded": recorded, "right": g.all_right, "parts": g.rights(),
            "expected": expected,
            "skills": [{"id": k, "ok": ok} for k, ok in g.skills],
            "diagnosis": [x for d in g.diagnoses for x in diagnosis_lines(d)],
            "notes": [{"skill": n.skill, "message": slip_message(n)} for n in g.notes],
            "undecided": [amb.to_json() for amb in g.ambiguities]}


def _resolved(g, slip):
    """The grade with the line's ``slip`` (``{part: [skill id, …]}``: the
    learner's answer to "which one was your slip?") applied to each part it
    names that several slips explain equally; a part that is not undecided
    keeps its grade (the question was not asked).

    Raises:
        _LineError: `slip` is not such an object, or names skills that are
            not one of the part's choices.
    """
    if slip is None:
        return g
    if not isinstance(slip, dict) or len(slip) > 8 or not all(
            isinstance(v, list) and 0 < len(v) <= 4 and all(isinstance(k, str) and len(k) <= 60 for k in v)
            for v in slip.values()):
        raise _LineError("slip", f"slip must be an object like {{\"fu\": [\"fu.closed_ron\"]}}, not {excerpt(slip)}")
    choices = {amb.part: amb.choices for amb in g.ambiguities}
    for part, skills in slip.items():
        if part not in choices:
            continue
        chosen = next((c for c in choices[part] if set(c) == set(skills)), None)
        if chosen is None:
            raise _LineError("slip", f"{excerpt(skills)} is not one of the slips that fit {part}: "
                                     + "; ".join(", ".join(c) for c in choices[part]))
        g = g.resolve(part, chosen)
    return g


def _answers_main(a: argparse.Namespace) -> int:
    from .store import StoreError

    try:
        source = sys.stdin if a.answers == "-" else open(a.answers, encoding="utf-8", errors="replace")  # noqa: SIM115
    except OSError as e:
        print(f"error: {a.answers}: cannot be read ({e.strerror or e})", file=sys.stderr)
        return 1
    store = _open_store(a.db, must_exist=False)
    if store is None:
        return 1
    session: list = []
    failed = False
    try:
        for number, line in enumerate(source, 1):
            if number > MAX_ANSWERS:
                print(f"error: more than {MAX_ANSWERS:,} lines; the rest is not read", file=sys.stderr)
                failed = True
                break
            text = line.strip()
            if not text:
                out = {"line": number, "error": {"field": "", "message": "empty line"}}
            elif len(text) > MAX_LINE:
                out = {"line": number, "error": {"field": "", "message": f"line longer than {MAX_LINE} characters"}}
            else:
                try:
                    data = json.loads(text)
                    out = _grade_line(store, session, number, data, a.mode)
                except json.JSONDecodeError as e:
                    out = {"line": number, "error": {"field": "", "message": f"not JSON ({e.msg}, column {e.colno})"}}
                except _LineError as e:
                    out = {"line": number, "error": {"field": e.field, "message": e.message}}
                except RecursionError:
                    out = {"line": number, "error": {"field": "", "message": "JSON nested too deeply"}}
            failed = failed or "error" in out
            sys.stdout.write(_dumps(out) + "\n" if a.json else _answer_text(out) + "\n")
            sys.stdout.flush()
        if session:
            store.finish_session(session[0])
            if session[2]:
                store.rebuild_skill_states()
                store.decide_pending()
    except StoreError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        failed = True
    except BrokenPipeError:
        sys.stdout = None
    finally:
        if source is not sys.stdin:
            source.close()
        store.close()
    return 1 if failed else 0


def _answer_text(out: dict) -> str:
    if "error" in out:
        field = out["error"]["field"]
        return f"line {out['line']}: error{' in ' + field if field else ''}: {out['error']['message']}"
    head = f"line {out['line']}: {'right' if out['right'] else 'wrong'}"
    if not out.get("recorded", True):
        head += " (already in the history: not recorded again)"
    wrong = [p for p, ok in out["parts"].items() if not ok]
    if wrong:
        head += " (" + ", ".join(f"{p} should be {out['expected'][p]}" for p in wrong) + ")"
    lines = [head] + [f"  - {d['message']}" for d in out["diagnosis"]] + [f"  · {n['message']}" for n in out["notes"]]
    return "\n".join(lines)


# --------------------------------------------------------------------------
# progress and review

def _at_arg(text: str):
    from .review import parse_time

    try:
        return parse_time(text)
    except (ValueError, TypeError) as e:  # not a time, or outside the years a history holds
        raise argparse.ArgumentTypeError(str(e)) from None


def _now():
    from datetime import datetime, timezone

    return datetime.now(timezone.utc)


def progress_main(argv: list[str]) -> int:
    """Entry for `python -m trainer progress …`; returns the exit code (0 ok,
    1 the file cannot be used, 2 bad arguments)."""
    p = argparse.ArgumentParser(prog="python -m trainer progress",
                                description="The skills in a quiz history, weakest first, with their review state.")
    p.add_argument("--db", metavar="FILE", required=True, help="the quiz history file")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.add_argument("--at", type=_at_arg, metavar="ISO", help="as of this time (default: now)")
    a = p.parse_args(argv)
    from .english import skill_name
    from .progress import skill_rows
    from .store import StoreError

    store = _open_store(a.db, must_exist=True)
    if store is None:
        return 1
    at = a.at or _now()
    try:
        if a.at is None:
            states = store.skill_states()
            answers = store.database.read("SELECT count(*) FROM answers")[0][0]
        else:  # as it stood then: answers given later do not count
            states, answers = store.skill_states_as_of(at)
        pending = store.pending_misses(at=a.at)  # --at: those pending then (decided later or not yet)
    except StoreError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        return 1
    finally:
        store.close()
    rows = skill_rows(states, at)
    from .review import iso

    try:
        if a.json:
            print(_dumps({"at": iso(at), "answers": answers, "due": [r.id for r in rows if r.due_now],
                          "skills": [r.to_json() for r in rows], "pending": pending}))
            return 0
        seen = [r for r in rows if r.rank]
        print(f"{answers} answers; {len(seen)} skills seen, {sum(r.due_now for r in seen)} due now")
        for r in seen:
            due = "due now" if r.due_now else f"due {r.due.date().isoformat()}"
            print(f"{r.rank:4}. {skill_name(r.id):<48} {r.right}/{r.seen} right  strength {r.strength:4.0%}  {due}")
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = None
    return 0


def review_main(argv: list[str]) -> int:
    """Entry for `python -m trainer review …`; returns the exit code (0 ok,
    1 the file cannot be used, 2 bad arguments)."""
    p = argparse.ArgumentParser(prog="python -m trainer review",
                                description="Deal review questions for the skills due in a quiz history.")
    p.add_argument("--db", metavar="FILE", required=True, help="the quiz history file")
    p.add_argument("--generate", type=int, metavar="N", required=True, help="how many questions")
    p.add_argument("--seed", type=int, default=0, help="random seed; the same seed and history print the same")
    p.add_argument("--difficulty", type=int, default=2, choices=(1, 2, 3))
    p.add_argument("--rules", default="tenhou", type=_preset_name, choices=tuple(ALL_PRESETS), help="rule preset")
    p.add_argument("--json", action="store_true", help="one JSON record per line")
    p.add_argument("--at", type=_at_arg, metavar="ISO", help="as of this time (default: now)")
    a = p.parse_args(argv)
    if not 0 <= a.generate <= 10_000:
        print("review: --generate N takes 0 to 10000", file=sys.stderr)
        return 2
    from ..core.jsonio import hand_from_json
    from ..core.rules import preset
    from .generator import generate_for_skill
    from .grading import QuizOptions, asked_parts
    from .review import plan_review
    from .skills import exercised
    from .steering import dealable, steer_for
    from .store import StoreError

    store = _open_store(a.db, must_exist=True)
    if store is None:
        return 1
    try:
        # --at: the states as they stood then (answers given later do not count)
        states = store.skill_states() if a.at is None else store.skill_states_as_of(a.at)[0]
    except StoreError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        return 1
    finally:
        store.close()
    plan = plan_review(states, a.at or _now(), a.generate, dealable(preset(a.rules)))
    wanted = set(plan.due) | set(plan.new)
    rng = random.Random(a.seed)
    try:
        for target in plan.targets:
            g, _asked = generate_for_skill(rng, target, a.difficulty, a.rules)
            steer = steer_for(target)
            asked = asked_parts(g.result, QuizOptions(points=bool(steer and steer.points)))
            h, ctx, rules = hand_from_json(g.hand)
            hit = [s for s in exercised(g.result, h, ctx, rules, asked) if s in wanted or s == target]
            skills = ([target] if target in hit else []) + [s for s in hit if s != target]
            rec = {"code": g.code, "target": target, "skills": skills, "asked": list(asked), "hand": g.hand}
            sys.stdout.write((_dumps(rec) if a.json else f"{g.code}  {target}  ({', '.join(skills)})") + "\n")
    except BrokenPipeError:
        sys.stdout = None
    return 0


# --------------------------------------------------------------------------
# course

def _history(path: str):
    """The course's view of the quiz history at `path` (oldest first; empty
    when the file does not exist yet), or None after printing why not."""
    from pathlib import Path

    from .course import history_of
    from .store import StoreError

    if not Path(path).exists():
        return []
    store = _open_store(path, must_exist=True)
    if store is None:
        return None
    try:
        return history_of(store)
    except StoreError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        return None
    finally:
        store.close()


def course_main(argv: list[str]) -> int:
    """Entry for `python -m trainer course …` (`trainer.quiz.course`):
    the lessons of a path with the learner's status, or a lesson's drill.
    Returns the exit code (0 ok, 1 the file cannot be used or the lesson is
    locked, 2 bad arguments: an unknown lesson or path, a bad N)."""
    from .course import DRILL_MODES, MAX_DRILL, PATHS, CourseError, course_status, drill, lesson_by_id

    p = argparse.ArgumentParser(prog="python -m trainer course",
                                description="The course: lessons in order with their status, or a lesson's drill.")
    p.add_argument("--db", metavar="FILE", required=True, help="the quiz history file (missing: a new learner)")
    p.add_argument("--path", help=f"the path after the start: {' or '.join(PATHS)} (default: both)")
    p.add_argument("--lesson", metavar="ID", help="deal this lesson's drill (with --generate)")
    p.add_argument("--generate", type=int, metavar="N", help="how many drill questions")
    p.add_argument("--seed", type=int, default=0, help="random seed; the same seed deals the same questions")
    p.add_argument("--rules", default="tenhou", type=_preset_name, choices=tuple(ALL_PRESETS), help="rule preset")
    p.add_argument("--mode", default="lesson", choices=DRILL_MODES,
                   help="the drill's answer mode: what it asks with the lesson's own parts (lesson: nothing more; "
                        "points, han_fu, fu: that mode's parts too)")
    p.add_argument("--json", action="store_true", help="one JSON record per line")
    a = p.parse_args(argv)
    if a.path is not None and a.path not in PATHS:
        print(f"course: unknown path {excerpt(a.path)} (paths: {', '.join(PATHS)})", file=sys.stderr)
        return 2
    lesson = None
    if a.lesson is not None:
        lesson = lesson_by_id(a.lesson)
        if lesson is None:
            print(f"course: unknown lesson {excerpt(a.lesson)} (see python -m trainer course --db FILE)",
                  file=sys.stderr)
            return 2
        if a.generate is None or not 0 <= a.generate <= MAX_DRILL:
            print(f"course: --lesson needs --generate N with N from 0 to {MAX_DRILL}", file=sys.stderr)
            return 2
    elif a.generate is not None:
        print("course: --generate needs --lesson ID", file=sys.stderr)
        return 2
    history = _history(a.db)
    if history is None:
        return 1
    try:
        statuses = course_status(history, a.path or (lesson.path if lesson and lesson.path != "start" else None))
        if lesson is None:
            for st in statuses:
                rec = st.to_json()
                sys.stdout.write(_dumps(rec) + "\n" if a.json else
                                 f"{rec['id']:<20} {rec['status']:<9} {rec['right']}/{rec['asked']}  {rec['title']}\n")
            return 0
        st = next(s for s in statuses if s.lesson.id == lesson.id)
        if st.status == "locked":
            before = [s for s in statuses if s.status == "open"]
            hint = f": master {before[0].lesson.id} first" if before else ""
            print(f"course: lesson {lesson.id} is locked{hint}", file=sys.stderr)
            return 1
        for q in drill(lesson, a.generate, a.seed, a.rules, a.mode):
            rec = q.record(lesson.id)
            line = _dumps(rec) if a.json else (f"{rec['code']}  {lesson.id}  asked {', '.join(rec['asked'])}"
                                               f"  given {rec['given']}  expected {rec['expected']}")
            sys.stdout.write(line + "\n")
    except CourseError as e:
        print(f"course: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        sys.stdout = None
    return 0

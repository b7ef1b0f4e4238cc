"""Translator comments (``#:``) belong to the string they sit above.

pyside6-lupdate reads every ``#:`` comment of a file into one pending
"extra comment" and hands it, joined, to the next translatable string it
meets, however far below (Qt's lupdate Python parser keeps the text until a
``tr()`` / ``translate()`` / ``QT_TRANSLATE_NOOP`` message takes it). A
``#:`` doc comment on a constant or a class attribute therefore became the
translator's note of some later string ("Quiz", "Page %1 of %2", …): a
translator read "Paper names and their Qt page sizes" as the explanation of
"Page %1 of %2". This test replays that rule over trainer/ and fails on any
``#:`` comment that a message would take but that is not written directly
above the line of that message's call; such a comment must be a plain ``#``
comment.
"""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: lupdate's names for a call taking (text, …) and for one taking
#: (context, text, …) (Qt's TrFunctionAliasManager defaults).
TR_NAMES = {"tr", "trUtf8", "QT_TR_NOOP", "__tr", "__trUtf8"}
TRANSLATE_NAMES = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "findMessage"}


def _is_string(tok: tokenize.TokenInfo) -> bool:
    return tok.type == tokenize.STRING or tok.type == getattr(tokenize, "FSTRING_START", -1)


def _messages_and_comments(source: str) -> tuple[list[int], list[int]]:
    """Lines of the translation calls lupdate turns into messages (the line of
    the function name) and lines of the ``#:`` comments, in a file's text."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
              if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)]
    messages, comments = [], []
    for i, tok in enumerate(tokens):
        if tok.type == tokenize.COMMENT and tok.string.startswith("#:"):
            comments.append(tok.start[0])
            continue
        code = [t for t in tokens[i + 1:i + 6] if t.type != tokenize.COMMENT]
        if tok.type != tokenize.NAME or not code or code[0].string != "(":
            continue
        if tok.string in TR_NAMES and len(code) > 1 and _is_string(code[1]):
            messages.append(tok.start[0])
        elif (tok.string in TRANSLATE_NAMES and len(code) > 3 and _is_string(code[1])
              and code[2].string == "," and _is_string(code[3])):
            messages.append(tok.start[0])
    return messages, comments


def misplaced_comments(source: str) -> list[int]:
    """Lines of the ``#:`` comments lupdate gives to a message they are not
    written above: a message takes every ``#:`` comment since the previous
    message; each must be in the unbroken run of comment lines that ends on
    the line right above the message's call."""
    messages, comments = _messages_and_comments(source)
    lines = source.splitlines()
    wrong = []
    pending: list[int] = []
    comment_iter = iter(comments + [10**9])
    nxt = next(comment_iter)
    for msg in messages:
        while nxt < msg:
            pending.append(nxt)
            nxt = next(comment_iter)
        top = msg - 1  # the unbroken comment run right above the call
        while top >= 1 and lines[top - 1].lstrip().startswith("#"):
            top -= 1
        wrong += [c for c in pending if not top < c < msg]
        pending = []
    return wrong


def test_the_rule_catches_a_doc_comment_on_a_constant():
    """The pattern of the old fault: a constant's doc comment, a string below."""
    source = ('#: Least width (px).\nWIDTH = 760\n\n\ndef f(self):\n'
              '    #: A heading of the form.\n    return self.tr("Heading")\n')
    assert misplaced_comments(source) == [1]
    assert misplaced_comments(source.replace("#: Least", "# Least")) == []
    # A comment after the file's last message is read by nothing.
    assert misplaced_comments('x = tr("a")\n#: trailing\n') == []


def test_every_translator_comment_is_above_its_string():
    wrong = []
    for path in sorted((ROOT / "trainer").rglob("*.py")):
        for line in misplaced_comments(path.read_text(encoding="utf-8")):
            wrong.append(f"{path.relative_to(ROOT)}:{line}")
    assert not wrong, ("'#:' comments lupdate gives to a later, unrelated tr() string (make them plain "
                       "'#' comments, or move each above its own string):\n" + "\n".join(wrong))

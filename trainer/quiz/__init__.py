"""Quiz mode, without Qt: hand generation by topic and difficulty, hand codes,
grading against the scoring core, sessions and the answer store.

Dependencies point one way: `trainer.ui` → `trainer.quiz` → `trainer.core`.
"""

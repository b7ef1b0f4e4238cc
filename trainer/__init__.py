"""Riichi Scoring Trainer: scoring core (`trainer.core`), quiz logic
(`trainer.quiz`) and the Qt interface (`trainer.ui`)."""

__version__ = "0.1.0"

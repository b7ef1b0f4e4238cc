"""The Progress tab: the learner's skills, weeks, practice days, reviews due
and past sessions (UI.md "Progress"), from `trainer.quiz.progress`."""

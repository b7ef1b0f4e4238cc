"""The ground floor of the windows: what every screen uses and nothing
above it — the theme (`theme`), the translated names of the core's and the
quiz's ids (`terms`, `skill_terms`), languages (`i18n`), checked preferences
(`settings`), background work (`tasks`) and the data folder (`paths`).
Imports no screen and nothing of `trainer.ui.app`."""

"""The Games tab: imported game logs, their wins and deal-ins, open in the
calculator, quiz on them (`view.create_screen`)."""

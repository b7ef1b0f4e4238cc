"""The Classroom tab and what it opens: lesson decks put together,
presented, printed as worksheets and exported as pictures (`view`); the
window's classroom actions, F5 and "Add to deck" (`actions`); the
full-screen presenter with its step-by-step reveal (`presenter`) and the
teacher's own view (`teacher_view`) on the screen chosen (`screens`)."""

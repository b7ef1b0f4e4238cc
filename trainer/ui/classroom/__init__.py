"""The classroom: the full-screen presenter with its step-by-step reveal
(`window`), and the Classroom tab where lesson decks are put together,
presented, printed as worksheets and exported as pictures (`deck_view`)."""

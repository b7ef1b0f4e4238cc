"""The answer parts a quiz may ask, by id (`trainer.quiz.grading` grades them).

``fu``, ``fu_raw`` (exact fu before rounding), ``han``, ``ron`` (what the
discarder pays), ``dealer_pays`` and ``non_dealer_pays`` (what each payer
hands over on a tsumo, honba included, SCHEMA.md), ``total`` (everything the
winner receives, riichi sticks included), ``yaku`` (the set of yaku ids, dora
kinds excluded).
"""

PARTS = ("fu", "fu_raw", "han", "ron", "dealer_pays", "non_dealer_pays", "total", "yaku")
POINT_PARTS = ("ron", "dealer_pays", "non_dealer_pays", "total")

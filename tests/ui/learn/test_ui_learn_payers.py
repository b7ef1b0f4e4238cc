"""The Learn tab's drill fields name the payers as the quiz does (issue 19
item 3): with three players a tsumo has two payers, so the non-dealer's
field reads "The other player pays" (a non-dealer's win) or "Each of the
two players pays" (the dealer's), never "Each other player pays".

Hand: 123p 456p 789p 111s 99s won on 9s by tsumo with riichi (the ittsu hand
of tests/core/test_sanma_scoring.py): 4 han 40 fu, mangan.
"""

import pytest

from trainer.core import hand_from_json, score
from trainer.ui.learn.drill_panel import part_caption

ITTSU = {"closed": "123p456p789p11199s", "win": "9s", "riichi": True, "tsumo": True}


def _points(**fields):
    return score(*hand_from_json({**ITTSU, **fields})).points


@pytest.mark.parametrize("fields, caption", [
    # three players, South wins: the dealer pays 4,000, the other (West) 2,000
    ({"seat_wind": "S", "rules": "tenhou_sanma"}, "The other player pays"),
    # three players, the dealer wins: South and West pay 4,000 each
    ({"seat_wind": "E", "rules": "tenhou_sanma"}, "Each of the two players pays"),
    # four players: two non-dealers pay 2,000 each beside the dealer's 4,000
    ({"seat_wind": "S", "rules": "tenhou"}, "Each other player pays"),
    ({"seat_wind": "E", "rules": "tenhou"}, "Each player pays"),
])
def test_the_drill_names_the_payers_of_a_tsumo(qapp, fields, caption):
    assert part_caption("non_dealer_pays", _points(**fields)) == caption
    assert part_caption("dealer_pays", _points(**fields)) == "Dealer pays"

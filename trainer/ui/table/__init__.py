"""The Table tab: a four-player score ledger at the table (issue 12)."""

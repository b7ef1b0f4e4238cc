"""The bundle's entry point: the same as ``python -m trainer``.

PyInstaller freezes this script as the executable ``riichi-trainer``; it
takes the same arguments and commands as ``python -m trainer`` (the window,
``--check``, ``--version``, ``score --json`` …), because it calls the same
`trainer.__main__.main`.
"""

import sys

from trainer.__main__ import main

if __name__ == "__main__":
    sys.exit(main())

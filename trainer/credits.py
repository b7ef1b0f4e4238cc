"""What the desktop bundle contains besides our own code, and under which
licences: one list for the About box (`trainer.ui.app.about`) and the
bundle build (``packaging/build.py`` copies each licence text into the
bundle's ``licences/`` folder). Pure data; no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Our own licence (pyproject.toml ``license``).
LICENCE = "MIT"


@dataclass(frozen=True)
class Component:
    """One third-party part of the bundle.

    Attributes:
        name: as people know it ("Qt 6").
        licence: SPDX expression of the licence it is used under.
        role: what it does in the app (English; the About box shows it as is).
        distribution: its Python distribution, whose metadata gives its
            version and licence files ("" when not a Python package).
        licence_files: licence texts shipped by us (``packaging/licences``
            or the repository) for parts whose package carries none.
        version: for a part that is not a Python package, its version.
    """

    name: str
    licence: str
    role: str
    distribution: str = ""
    licence_files: tuple[str, ...] = ()
    version: str = ""


COMPONENTS: tuple[Component, ...] = (
    Component("Python", "PSF-2.0", "the interpreter inside the bundle"),
    Component("Qt 6 and PySide6", "LGPL-3.0-only", "windows, drawing, SVG, PDF, translations",
              "PySide6-Essentials", ("packaging/licences/LGPL-3.0.txt", "packaging/licences/GPL-3.0.txt")),
    Component("Shiboken6", "LGPL-3.0-only", "the bridge between Python and Qt", "shiboken6",
              ("packaging/licences/LGPL-3.0.txt",)),
    Component("Noto Sans CJK (subset)", "OFL-1.1", "Chinese and Japanese text", "",
              ("assets/fonts/OFL.txt",), "2.004"),
    Component("py-fsrs", "MIT", "spaced review of skills", "fsrs"),
    Component("pyqtgraph", "MIT", "progress charts", "pyqtgraph"),
    Component("NumPy", "BSD-3-Clause", "numbers behind the charts", "numpy"),
    Component("jansou", "MIT", "reading game logs", "jansou"),
    Component("PyInstaller bootloader", "GPL-2.0-or-later WITH Bootloader-exception",
              "starts the bundle", "pyinstaller"),
)

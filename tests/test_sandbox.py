"""The test sandbox of tests/conftest.py (issue 24 §1): every test runs with
HOME, the XDG folders and the current directory in a temporary folder, no
file dialog can open, the data the tests read is inside the repository, and
a session that writes outside its temporary folders fails."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from conftest import ROOT, SHARED_DATA, FileDialogInTest

SANDBOX_VARS = ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR")


def test_home_data_config_cache_and_the_current_directory_are_temporary():
    tmp = Path(tempfile.gettempdir()).resolve()
    for name in SANDBOX_VARS:
        assert tmp in Path(os.environ[name]).resolve().parents, (name, os.environ[name])
    assert tmp in Path.cwd().resolve().parents
    assert Path.home().resolve() == Path(os.environ["HOME"]).resolve()
    # the repository stays importable from the moved current directory
    import trainer

    assert Path(trainer.__file__).resolve().parent == ROOT / "trainer"


def test_qt_writes_its_data_and_settings_into_the_sandbox(qapp):
    from PySide6.QtCore import QStandardPaths

    for kind in (QStandardPaths.StandardLocation.AppDataLocation, QStandardPaths.StandardLocation.ConfigLocation,
                 QStandardPaths.StandardLocation.CacheLocation, QStandardPaths.StandardLocation.HomeLocation,
                 QStandardPaths.StandardLocation.DocumentsLocation):
        where = Path(QStandardPaths.writableLocation(kind)).resolve()
        assert Path(tempfile.gettempdir()).resolve() in where.parents, (kind, where)


@pytest.mark.parametrize("name", ["getSaveFileName", "getOpenFileName", "getOpenFileNames", "getExistingDirectory"])
def test_a_file_dialog_fails_loudly(qapp, name):
    from PySide6.QtWidgets import QFileDialog

    with pytest.raises(FileDialogInTest, match=name):
        getattr(QFileDialog, name)(None, "Save")
    with pytest.raises(FileDialogInTest):
        QFileDialog().exec()


def test_the_shared_data_is_inside_the_repository():
    # tests/data/README.md: two hand files and six games as XML and JSON
    assert ROOT in SHARED_DATA.parents
    assert (SHARED_DATA / "tenhou_sample.jsonl").is_file() and (SHARED_DATA / "bug_cases_sample.jsonl").is_file()
    assert len(list((SHARED_DATA / "logs").glob("*.xml"))) == 6
    assert len(list((SHARED_DATA / "logs").glob("*.json"))) == 6


def test_a_session_that_writes_outside_its_temporary_folders_fails(tmp_path):
    """A throwaway repository with our conftest and one test that writes a file
    into the real home folder and one into the repository: its run fails and
    names both; the same run writing only into tmp_path passes."""
    repo, home = tmp_path / "repo", tmp_path / "home"
    (repo / "tests").mkdir(parents=True)
    home.mkdir()
    (repo / "tests" / "conftest.py").write_text((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"),
                                                encoding="utf-8")
    (repo / "tests" / "test_litter.py").write_text(
        "import os\nfrom conftest import ROOT, _REAL_HOME\n\n"
        "def test_litter(tmp_path):\n"
        "    (tmp_path / 'fine.txt').write_text('x')\n"
        "    if os.environ.get('LITTER'):\n"
        "        (_REAL_HOME / 'left.json').write_text('{}')\n"
        "        (ROOT / 'left.pdf').write_text('%PDF')\n", encoding="utf-8")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    env = dict(os.environ, HOME=str(home), PYTHONPATH="")

    def run(**extra):
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=repo,
                              env=dict(env, **extra), capture_output=True, text=True, timeout=120)

    clean = run()
    assert clean.returncode == 0, clean.stdout + clean.stderr
    dirty = run(LITTER="1")
    assert dirty.returncode == 1, dirty.stdout + dirty.stderr
    assert "written outside the temporary folders" in dirty.stdout
    assert f"{home}/left.json" in dirty.stdout and "?? left.pdf" in dirty.stdout

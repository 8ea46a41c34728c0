"""Shared fixtures: the repository, the command line to compare with, a data directory."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any, Dict, List

import pytest

ROOT = Path(__file__).resolve().parents[3]

# Reports carry how long they took; those fields differ between any two runs.
VOLATILE = {"seconds", "explore_seconds", "positions_per_second", "script_seconds"}


def stable(report: Any) -> Any:
    """The report without its timings."""
    if isinstance(report, dict):
        return {k: stable(v) for k, v in report.items() if k not in VOLATILE}
    if isinstance(report, list):
        return [stable(v) for v in report]
    return report


def _is_phrase(v: Any) -> bool:
    """A phrase of the engine's as `--json` carries it: a message id and its arguments."""
    return isinstance(v, dict) and isinstance(v.get("id"), str) and set(v) <= {"id", "args"}


def same(ours: Any, theirs: Any) -> bool:
    """Python's report equals the command line's `--json`, where Python gives in words (a
    non-empty string) what `--json` gives as a phrase (a message id and its arguments)."""
    if _is_phrase(theirs) and isinstance(ours, str):
        return bool(ours)
    if isinstance(ours, dict) and isinstance(theirs, dict):
        return ours.keys() == theirs.keys() and all(same(ours[k], theirs[k]) for k in ours)
    if isinstance(ours, list) and isinstance(theirs, list):
        return len(ours) == len(theirs) and all(same(a, b) for a, b in zip(ours, theirs))
    return ours == theirs


def _cli() -> Path:
    named = os.environ.get("BOYI_CLI")
    if named:
        return Path(named)
    for profile in ("python", "release", "debug"):
        p = ROOT / "target" / profile / "boyi"
        if p.exists():
            return p
    found = shutil.which("boyi")
    if found:
        return Path(found)
    raise RuntimeError("no boyi command line to compare with: set BOYI_CLI (scripts/test-python builds one)")


@pytest.fixture(scope="session")
def cli():
    """`cli(*args)`: the command line's JSON for the same question, run from the root."""
    exe = _cli()

    def run(*args: str) -> Dict[str, Any]:
        out = subprocess.run(
            [str(exe), *args, "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 0, out.stderr
        return json.loads(out.stdout)

    return run


@pytest.fixture(autouse=True)
def in_root(monkeypatch):
    """Tests name example files by their paths from the repository root, as the CLI does."""
    monkeypatch.chdir(ROOT)


@pytest.fixture()
def data_dir(tmp_path) -> Path:
    return tmp_path / "boyi-data"


def tokens(text: str) -> List[str]:
    return text.split()

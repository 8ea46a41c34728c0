"""The examples in the docstrings and in docs/python.md run and print what they say."""

from __future__ import annotations

import doctest
import importlib

import pytest

from conftest import ROOT

MODULES = [
    "boyi", "boyi._game", "boyi._games", "boyi._define", "boyi._results", "boyi._sequence",
    "boyi._session", "boyi._networkx", "boyi._errors", "boyi._values",
]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=FLAGS, verbose=False)
    assert result.failed == 0
    if name in ("boyi", "boyi._games", "boyi._define"):
        assert result.attempted > 0


def test_the_guide_examples():
    result = doctest.testfile(str(ROOT / "docs" / "python.md"), module_relative=False, optionflags=FLAGS)
    assert result.failed == 0 and result.attempted >= 10

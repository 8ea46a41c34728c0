"""The tutorial notebook runs from top to bottom, and shows what it says it shows."""

from __future__ import annotations

import pytest

from conftest import ROOT

NOTEBOOK = ROOT / "docs" / "python-tutorial.ipynb"


def outputs(cell):
    text = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            text.append(out["text"])
        elif "data" in out:
            text.append(out["data"].get("text/plain", ""))
            text.append(out["data"].get("text/html", ""))
            if "image/png" in out["data"]:
                text.append("<image/png>")
        elif out.get("output_type") == "error":
            text.append(f"ERROR {out['ename']}: {out['evalue']}")
    return "\n".join(text)


def test_the_tutorial_runs_and_shows_its_results(tmp_path):
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(ROOT)}}).execute()
    shown = {c.metadata.get("tags", ["?"])[0]: outputs(c) for c in nb.cells if c.cell_type == "code" and c.metadata.get("tags")}
    assert "<SolveResult 'nim 3 4 5': win, sg=*2, best_move='1 1'>" in shown["solve"]
    assert "#e2e3e5" in shown["html"] and "#f8d7da" in shown["html"]  # coloured: draw, loss
    assert "period 12 from 71 (proved" in shown["sequence"]
    assert "<image/png>" in shown["plot"]
    assert "win in 5" in shown["define"]
    assert "GameError" in shown["error"] and "moves(3) raised ZeroDivisionError" in shown["error"]
    assert "loss" in shown["sum"]
    assert "Played(" in shown["play"]
    assert "DiGraph" in shown["networkx"]
    assert not any("ERROR" in v for v in shown.values())

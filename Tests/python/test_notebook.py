"""examples/safe_areas.ipynb runs top to bottom on a real Jupyter kernel without an error."""

import pathlib
import xml.etree.ElementTree as ET

import nbformat
import pytest
from nbclient import NotebookClient

#: A real Jupyter kernel: `scripts/test.sh --full` runs it, the quick tier does not.
pytestmark = pytest.mark.slow

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def test_notebook_runs_clean():
    notebook = nbformat.read(EXAMPLES / "safe_areas.ipynb", as_version=4)
    NotebookClient(
        notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(EXAMPLES)}}
    ).execute()
    svgs = 0
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", output
            svg = output.get("data", {}).get("image/svg+xml")
            if svg:
                ET.fromstring(svg if isinstance(svg, str) else "".join(svg))
                svgs += 1
    assert svgs >= 7  # four orientations, the window, two audits, the SwiftUI layout

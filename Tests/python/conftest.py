import json
import os
import pathlib
import shutil

import pytest

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "Tests" / "fixtures"


def load_fixture(name: str):
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def fixtures_dir() -> pathlib.Path:
    return FIXTURES


#: Debian's chromium, installed by scripts/test.sh; Playwright drives it (no browser download).
CHROMIUM = os.environ.get("SAFEAREA_CHROMIUM", "/usr/bin/chromium")


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for the module (Playwright's sync API runs one event loop at a time)."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is in requirements-test.txt")
    if shutil.which(CHROMIUM) is None and not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: scripts/test.sh installs Debian's chromium")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield chromium
        finally:
            chromium.close()

import json
import os
import pathlib
import shutil

import pytest

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "Tests" / "fixtures"
SCHEMAS = pathlib.Path(__file__).resolve().parents[2] / "schemas"


def load_fixture(name: str):
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def schema_validator(name: str):
    """A draft 2020-12 validator of schemas/`name` that resolves its references to the other schemas
    (every schema references schemas/common.schema.json by its `$id`)."""
    import jsonschema
    import referencing
    from referencing.jsonschema import DRAFT202012

    resources = []
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], referencing.Resource.from_contents(schema, default_specification=DRAFT202012)))
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, registry=referencing.Registry().with_resources(resources))


@pytest.fixture(scope="session")
def fixtures_dir() -> pathlib.Path:
    return FIXTURES


#: Debian's chromium, installed by scripts/test.sh; Playwright drives it (no browser download).
CHROMIUM = os.environ.get("SAFEAREA_CHROMIUM", "/usr/bin/chromium")

#: A page that covers the viewport (viewport-fit=cover) with a #probe box whose edges are the
#: safe-area insets the browser gives it (env(safe-area-inset-*); -1px where it gives none).
SAFE_AREA_PAGE = """<!doctype html>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<style>
  #probe { position: fixed; top: env(safe-area-inset-top, -1px); left: env(safe-area-inset-left, -1px);
           bottom: env(safe-area-inset-bottom, -1px); right: env(safe-area-inset-right, -1px); }
</style>
<div id="probe"></div>
"""


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


def pytest_configure(config):
    # The two tiers of scripts/test.sh: the quick one deselects `slow` (-m "not slow"), --full runs them.
    config.addinivalue_line(
        "markers", "slow: a real browser or a Jupyter kernel; run by `scripts/test.sh --full`, not by the quick tier"
    )


def pytest_collection_modifyitems(config, items):
    # Every test that drives the real browser is slow: a new one cannot slip into the quick tier unmarked.
    unmarked = [
        item.nodeid for item in items if "browser" in item.fixturenames and item.get_closest_marker("slow") is None
    ]
    if unmarked:
        raise pytest.UsageError(
            "tests using the browser fixture must be marked @pytest.mark.slow: " + ", ".join(unmarked)
        )

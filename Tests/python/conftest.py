import json
import pathlib

import pytest

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "Tests" / "fixtures"


def load_fixture(name: str):
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def fixtures_dir() -> pathlib.Path:
    return FIXTURES

"""The data documents speak one fact vocabulary (docs/catalog.md, "Sources"; /work STYLE "One fact
vocabulary"): every data/*.json follows its schema, every schema references schemas/common.schema.json
and uses one draft and one `$id` base, every `source` is a key of the one registry (data/sources.json),
and every fact says how it is known (its provenance)."""

import json
import pathlib

import pytest
from conftest import schema_validator

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "data"
SCHEMAS = ROOT / "schemas"
DRAFT = "https://json-schema.org/draft/2020-12/schema"
ID_BASE = "https://libsafearea.invalid/schemas/"
#: data/<name>.json -> the schema of the document (the catalog's profiles: the profile schema, per device).
DOCUMENTS = {
    "sources": "sources.schema.json",
    "containers": "containers.schema.json",
    "presentations": "presentations.schema.json",
    "windows": "windows.schema.json",
    "layout": "layout.schema.json",
    "browsers": "browsers.schema.json",
}
#: Schemas whose documents hold no version, OS range, source or provenance (a design places elements
#: on a screen): they share the draft and the `$id` base but have nothing to take from the common one.
FACTLESS = {"design.schema.json"}
#: Words of a schema that hold a fact (a version, an OS range, a source, a provenance).
FACT_WORDS = ('"os_min"', '"os_max"', '"version"', '"os_version"', '"provenance"', '"source"', '"basis"')

pytest.importorskip("jsonschema")


def _load(path):
    return json.loads(path.read_text(encoding="utf-8"))


REGISTRY = _load(DATA / "sources.json")["sources"]


def _facts(value, path=""):
    """(path, object) for every object of `value` that names a source."""
    if isinstance(value, dict):
        if isinstance(value.get("source"), str):
            yield path, value
        for key, item in value.items():
            yield from _facts(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _facts(item, f"{path}[{index}]")


def test_every_data_document_has_a_schema():
    assert {p.stem for p in DATA.glob("*.json")} == set(DOCUMENTS) | {"devices"}


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_the_document_follows_its_schema(name):
    errors = [
        f"{list(e.absolute_path)}: {e.message}"
        for e in schema_validator(DOCUMENTS[name]).iter_errors(_load(DATA / f"{name}.json"))
    ]
    assert errors == []


def test_every_device_follows_the_profile_schema():
    validator = schema_validator("device-profile.schema.json")
    for device in _load(DATA / "devices.json")["devices"]:
        assert [e.message for e in validator.iter_errors(device)] == [], device["name"]


@pytest.mark.parametrize("name", sorted(set(DOCUMENTS) - {"sources"}) + ["devices"])
def test_every_source_is_a_registry_key_and_every_fact_has_provenance(name):
    document = _load(DATA / f"{name}.json")
    assert "sources" not in document, "one registry: data/sources.json"
    facts = list(_facts(document))
    assert facts, name
    for path, fact in facts:
        if path.endswith("popovers") or isinstance(fact.get("source"), list):
            continue
        assert fact["source"] in REGISTRY, f"{name}{path}.source: '{fact['source']}' is not in data/sources.json"
        assert fact.get("provenance") in ("measured", "documented", "derived"), (
            f"{name}{path}: a fact without provenance"
        )
        if fact["provenance"] == "derived" and name != "devices":
            assert fact.get("basis"), f"{name}{path}: a derived fact without its basis"
        assert not [k for k in fact if k.endswith("_source") or k.endswith("_basis")], f"{name}{path}: a side note"


def test_one_key_per_repository_and_commit():
    seen = {}
    for key, entry in REGISTRY.items():
        if "commit" in entry and "repository" in entry:
            pair = (entry["repository"], entry.get("path"), entry["commit"])
            assert pair not in seen, f"{key} and {seen.get(pair)} name the same repository, file and commit"
            seen[pair] = key


def test_every_schema_uses_one_draft_and_id_base_and_references_the_common_one():
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = _load(path)
        text = path.read_text(encoding="utf-8")
        assert schema["$schema"] == DRAFT, path.name
        assert schema["$id"] == ID_BASE + path.name, path.name
        assert "definitions" not in schema, f"{path.name}: 2020-12 keeps definitions under $defs"
        if path.name == "common.schema.json":
            continue
        if path.name in FACTLESS:
            assert not [w for w in FACT_WORDS if w in text], f"{path.name} holds a fact: reference the common schema"
            continue
        assert "common.schema.json#" in text, f"{path.name} does not reference the common schema"
    assert FACTLESS <= {p.name for p in SCHEMAS.glob("*.schema.json")}


@pytest.mark.parametrize("name", sorted(p.name for p in SCHEMAS.glob("*.schema.json")))
def test_every_schema_is_a_valid_2020_12_schema(name):
    schema_validator(name)  # checks the schema against the draft's metaschema


def test_the_checks_catch_a_fact_without_provenance_and_an_unknown_key():
    containers = _load(DATA / "containers.json")
    row = next(r for r in containers["rows"] if "provenance" in r)
    del row["provenance"]
    assert list(schema_validator("containers.schema.json").iter_errors(containers))
    windows = _load(DATA / "windows.json")
    windows["minimum_width"]["source"] = "no_such_source"
    assert any(f["source"] not in REGISTRY for _, f in _facts(windows))

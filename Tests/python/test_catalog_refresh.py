"""scripts/catalog_refresh (python3 scripts/catalog_refresh …): probe records (schemas/probe-record.schema.json) and
flutter_device_preview's device_specs merged into copies of data/devices.json.

Every test works on a copy of the catalog and of the embedded Swift file in a
temporary directory. Expected values are the fixture records' own (their sources are in
Tests/fixtures/probe_records/README.md and Tests/fixtures/device_specs/README.md).
"""

import json
import pathlib
import subprocess
import sys

import jsonschema
import pytest
import safearea

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "catalog_refresh"  # a package run as a folder
RECORDS = ROOT / "Tests" / "fixtures" / "probe_records"
SPECS = ROOT / "Tests" / "fixtures" / "device_specs"
MEASURED_16_PRO = RECORDS / "iphone-16-pro-26.5.json"
APOLLO_16_PRO = RECORDS / "iphone-16-pro-apollo-848.json"
FLUTTER_SOURCE = "aloisdeniel/flutter_device_preview@42089cd:device_specs/"

sys.path.insert(0, str(ROOT / "scripts"))  # scripts/ is where its programs live, not a package
import embed_data  # noqa: E402
from catalog_refresh import versions  # noqa: E402
from conftest import schema_validator  # noqa: E402

# Shared with the engine's and the package's tests (Tests/SafeAreaEngineTests/OSVersionTests.swift,
# Tests/python/test_os_ranges.py).
OS_VERSION_CASES = json.loads((ROOT / "Tests" / "fixtures" / "os_version_cases.json").read_text(encoding="utf-8"))


class Workspace:
    """A copy of the catalog and of the embedded Swift file, and the command run on them."""

    def __init__(self, tmp_path: pathlib.Path) -> None:
        self.dir = tmp_path
        self.catalog = tmp_path / "devices.json"
        self.embed = tmp_path / "BuiltinCatalogData.swift"
        self.catalog.write_bytes((ROOT / "data" / "devices.json").read_bytes())
        self.embed.write_bytes(embed_data.TARGET.read_bytes())

    def run(self, *args: str) -> "subprocess.CompletedProcess[str]":
        command, rest = args[0], list(args[1:])
        return subprocess.run(
            [sys.executable, str(SCRIPT), command, *rest, "--catalog", str(self.catalog), "--embed", str(self.embed)],
            capture_output=True,
            text=True,
            check=False,
        )

    def document(self) -> dict:
        return json.loads(self.catalog.read_text(encoding="utf-8"))

    def device(self, name: str) -> dict:
        return next(d for d in self.document()["devices"] if d["name"] == name)

    def snapshot(self) -> "tuple[bytes, bytes]":
        return self.catalog.read_bytes(), self.embed.read_bytes()

    def end_device_at(self, name: str, os_max: str) -> None:
        """Drops the device's lines after `os_max`, as if the catalog had not reached them yet."""
        document = self.document()
        device = next(d for d in document["devices"] if d["name"] == name)
        limit = _version(os_max, upper=True)
        device["insets"] = [line for line in device["insets"] if _version(line["os_max"], upper=True) <= limit]
        device["os_max"] = os_max
        self.catalog.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _version(text: str, upper: bool = False) -> "tuple[int, ...]":
    version = versions.parse(text, upper)
    assert version is not None, text
    return version


def _record(path: pathlib.Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture
def work(tmp_path: pathlib.Path) -> Workspace:
    return Workspace(tmp_path)


def test_the_schemas_hold_the_fixtures_and_the_catalog():
    record_schema = json.loads((ROOT / "schemas" / "probe-record.schema.json").read_text(encoding="utf-8"))
    profile_schema = json.loads((ROOT / "schemas" / "device-profile.schema.json").read_text(encoding="utf-8"))
    for schema in (record_schema, profile_schema):
        jsonschema.Draft202012Validator.check_schema(schema)
    for path in sorted(RECORDS.glob("*.json")):
        schema_validator("probe-record.schema.json").validate(_record(path))
    validator = schema_validator("device-profile.schema.json")
    for device in json.loads((ROOT / "data" / "devices.json").read_text(encoding="utf-8"))["devices"]:
        assert not list(validator.iter_errors(device)), device["name"]
    for path in sorted((ROOT / "Tests" / "fixtures" / "profiles").glob("*.json")):
        validator.validate(_record(path))


def test_a_record_that_agrees_changes_nothing(work):
    before = work.snapshot()
    result = work.run("merge", str(MEASURED_16_PRO))
    assert result.returncode == 0, result.stderr
    assert "iPhone 16 Pro: 26.5 agrees with the line 26.5–26; unchanged" in result.stdout
    assert work.snapshot() == before


def test_a_new_os_line_is_added_as_measured_and_the_embedded_catalog_follows(work):
    work.end_device_at("iPhone 16 Pro", "26.4")
    result = work.run("merge", str(MEASURED_16_PRO))
    assert result.returncode == 0, result.stderr
    assert "iPhone 16 Pro: 26.5–26.x added (measured)" in result.stdout
    device = work.device("iPhone 16 Pro")
    assert device["os_max"] == "26"
    line = device["insets"][-1]
    assert (line["os_min"], line["os_max"], line["provenance"]) == ("26.5", "26", "measured")
    assert (
        line["portrait"] == [62, 0, 34, 0] and line["landscape"] == [0, 62, 20, 62] and line["status_bar_height"] == 62
    )
    assert line["source"] == "flutter_device_preview"  # the registry's key of the repository and commit
    assert line["citation"].startswith(
        FLUTTER_SOURCE + "apple-iphone-16-pro.json (flutter_device_preview probe 42089cd; Xcode 26.6; "
        "simulator iOS 26.5, 'iPhone 16 Pro')"
    )
    assert line["measured_os"] == "26.5"  # the probe's os.version
    assert line["keyboard"] == {
        "portrait": 335,
        "landscape": 208,
        "source": line["source"],
        "citation": line["citation"],
        "provenance": "measured",
        "measured_os": "26.5",
    }
    assert work.embed.read_text(encoding="utf-8") == embed_data.render_text(work.catalog.read_text(encoding="utf-8"))
    # The engine reads the merged profile: 26.5 is first-hand, the carried 26.0-26.4 line is still there.
    loaded = safearea.load_device(json.dumps(device))
    assert loaded.safe_area("landscape_left", os_version="26.5", strict=True) == (0, 62, 20, 62)
    assert loaded.provenance(os_version="26.5").kind == "measured"
    assert loaded.safe_area(os_version="26.4") == (62, 0, 34, 0)


def test_the_versions_before_the_probe_are_carried_from_it_and_say_so(work):
    work.end_device_at("iPhone 16 Pro", "18")
    result = work.run("merge", str(MEASURED_16_PRO))
    assert result.returncode == 0, result.stderr
    lines = work.device("iPhone 16 Pro")["insets"]
    assert [(line["os_min"], line["os_max"], line["provenance"]) for line in lines] == [
        ("18.0", "18", "measured"),
        ("26.0", "26.4", "derived"),
        ("26.5", "26", "measured"),
    ]
    assert "no probe ran it; carried from the 26.5 probe" in lines[1]["basis"]
    assert lines[1]["keyboard"]["provenance"] == "derived"
    loaded = safearea.load_device(json.dumps(work.device("iPhone 16 Pro")))
    assert loaded.safe_area(os_version="26.0") == (62, 0, 34, 0)
    with pytest.raises(safearea.OSVersionError, match="derived"):
        loaded.safe_area(os_version="26.0", strict=True)


def test_a_contradiction_is_refused_and_nothing_is_written(work):
    before = work.snapshot()
    result = work.run("merge", str(APOLLO_16_PRO))
    assert result.returncode == 1
    assert (
        f"{APOLLO_16_PRO}: insets.portrait.status_bar_shown: 61/0/34/0, where iPhone 16 Pro's measured line 26.5–26.x has "
        "62/0/34/0" in result.stderr
    )
    assert "--replace" in result.stderr and "unchanged" in result.stderr
    assert work.snapshot() == before


def test_a_replacement_is_applied_with_the_flag(work):
    result = work.run("merge", str(APOLLO_16_PRO), "--replace")
    assert result.returncode == 0, result.stderr
    assert "iPhone 16 Pro: 26.5–26.x replaced by 26.5" in result.stdout
    lines = {line["os_min"]: line for line in work.device("iPhone 16 Pro")["insets"]}
    replaced = lines["26.5"]
    assert replaced["portrait"] == [61, 0, 34, 0] and replaced["status_bar_height"] == 61
    assert replaced["source"] == "apollo_reborn"  # a pull request: its repository's one key
    assert replaced["citation"].startswith("https://github.com/Apollo-Reborn/Apollo-Reborn/pull/848")
    # The record measured no keyboard: the line keeps the 26.5 probe's.
    assert replaced["keyboard"]["portrait"] == 335 and replaced["keyboard"]["provenance"] == "measured"
    assert lines["26.0"]["portrait"] == [62, 0, 34, 0] and lines["27.0"]["portrait"] == [62, 0, 34, 0]
    assert work.embed.read_text(encoding="utf-8") == embed_data.render_text(work.catalog.read_text(encoding="utf-8"))


def _patched(tmp_path: pathlib.Path, name: str, replace: "tuple[str, str]") -> pathlib.Path:
    text = MEASURED_16_PRO.read_text(encoding="utf-8")
    assert replace[0] in text
    path = tmp_path / name
    path.write_text(text.replace(replace[0], replace[1]), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "name,patch,message",
    [
        ("nan.json", ('"width": 402', '"width": NaN'), "screen.width: not a finite number"),
        ("infinite.json", ('"landscape": 208', '"landscape": Infinity'), "keyboard.landscape: not a finite number"),
        (
            "negative.json",
            ("[62, 0, 34, 0]", "[62, 0, -34, 0]"),
            "insets.portrait.status_bar_shown[2]: -34 is less than the minimum of 0",
        ),
        (
            "absurd.json",
            ('"height": 874', '"height": 87400'),
            "screen.height: 87400 is greater than the maximum of 4096",
        ),
        (
            "no-safe-area.json",
            ("[62, 0, 34, 0]", "[500, 0, 400, 0]"),
            "insets.portrait.status_bar_shown: 500/0/400/0 leaves no safe area",
        ),
        ("other-screen.json", ('"width": 402', '"width": 393'), "screen.width: 393 but iPhone 16 Pro has 402"),
        (
            "huge-keyboard.json",
            ('"portrait": 335', '"portrait": 900'),
            "keyboard.portrait: 900 is not below the 874-pt screen",
        ),
        ("unknown.json", ('"iPhone17,1"', '"iPhone99,9"'), "identifier: 'iPhone99,9' names no device of the catalog"),
        ("not-an-identifier.json", ('"iPhone17,1"', '"iPhone 16 Pro"'), "identifier: 'iPhone 16 Pro' does not match"),
        ("bad-version.json", ('"version": "26.5"', '"version": "26.x"'), "os.version: '26.x' does not match"),
        (
            "too-old.json",
            ('"version": "26.5"', '"version": "17.0"'),
            "os.version: iPhone 16 Pro runs iOS 18.0 and later, not 17.0",
        ),
        ("wrong-os.json", ('"name": "iOS"', '"name": "tvOS"'), "os.name: iPhone 16 Pro runs iOS, not tvOS"),
        (
            "upside-down.json",
            ('"landscape_right"', '"portrait_upside_down"'),
            "insets.portrait_upside_down: iPhone 16 Pro does not support",
        ),
        (
            "extra-field.json",
            ('"runtime"', '"colour": "blue", "runtime"'),
            "(record): Additional properties are not allowed ('colour'",
        ),
        (
            "no-source.json",
            (',\n  "source": "aloisdeniel/flutter_device_preview@42089cd:device_specs/apple-iphone-16-pro.json"', ""),
            "(record): 'source' is a required property",
        ),
    ],
)
def test_a_malformed_record_is_refused_naming_it_and_the_field(work, tmp_path, name, patch, message):
    work.end_device_at("iPhone 16 Pro", "26.4")  # so that a good record would change the catalog
    before = work.snapshot()
    bad = _patched(tmp_path, name, patch)
    result = work.run("merge", str(MEASURED_16_PRO), str(bad))
    assert result.returncode == 2
    assert f"{bad}: {message}" in result.stderr, result.stderr
    assert work.snapshot() == before


@pytest.mark.parametrize(
    "source",
    [
        "someone/somewhere@1234567:probe.json",  # a repository the registry does not hold
        "aloisdeniel/flutter_device_preview@abcdef0:device_specs/apple-iphone-16-pro.json",  # a commit it does not
    ],
)
def test_a_source_missing_from_the_registry_is_refused(work, tmp_path, source):
    work.end_device_at("iPhone 16 Pro", "26.4")
    before = work.snapshot()
    record = dict(_record(MEASURED_16_PRO), source=source)
    path = tmp_path / "unregistered.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = work.run("merge", str(path))
    assert result.returncode == 2
    assert f"{path}: source: '{source}' names no key of data/sources.json" in result.stderr, result.stderr
    assert work.snapshot() == before


def test_merged_values_speak_the_fact_vocabulary(work):
    work.end_device_at("iPhone 16 Pro", "18")
    assert work.run("merge", str(MEASURED_16_PRO)).returncode == 0
    registry = json.loads((ROOT / "data" / "sources.json").read_text(encoding="utf-8"))["sources"]
    for line in work.device("iPhone 16 Pro")["insets"][-2:]:
        for fact in (line, line.get("keyboard")):
            assert fact["source"] in registry and fact["citation"] and fact["provenance"] in ("measured", "derived")
            assert (fact["provenance"] == "derived") == bool(fact.get("basis"))


def test_duplicates_are_refused(work, tmp_path):
    before = work.snapshot()
    result = work.run("merge", str(MEASURED_16_PRO), str(MEASURED_16_PRO))
    assert result.returncode == 2
    assert "identifier, os.version: duplicate of the same file given again (iPhone 16 Pro, 26.5)" in result.stderr
    # Two identifiers of one device on one OS version are one device's reading twice.
    pro_max = _record(MEASURED_16_PRO)
    pro_max.update(
        identifier="iPhone19,3", os={"name": "iOS", "version": "27.0"}, screen={"width": 440, "height": 956, "scale": 3}
    )
    first, second = tmp_path / "us.json", tmp_path / "global.json"
    first.write_text(json.dumps(pro_max), encoding="utf-8")
    second.write_text(json.dumps(dict(pro_max, identifier="iPhone19,7")), encoding="utf-8")
    result = work.run("merge", str(first), str(second))
    assert result.returncode == 2
    assert f"{second}: identifier, os.version: duplicate of {first} (iPhone 18 Pro Max, 27.0)" in result.stderr
    assert work.snapshot() == before


def test_a_list_of_records_in_one_file_is_named_by_position(work, tmp_path):
    listed = tmp_path / "two.json"
    good = _record(MEASURED_16_PRO)
    listed.write_text(json.dumps([good, dict(good, identifier="iPad99,1")]), encoding="utf-8")
    result = work.run("merge", str(listed))
    assert result.returncode == 2 and f"{listed}[1]: identifier: 'iPad99,1' names no device" in result.stderr


def test_device_specs_that_agree_change_nothing_and_other_platforms_are_skipped(work):
    before = work.snapshot()
    result = work.run("device-specs", str(SPECS), "--commit", "42089cd", "--os", "26.5", "--xcode", "26.6")
    assert result.returncode == 0, result.stderr
    assert "iPhone 16 Pro: 26.5 agrees" in result.stdout and "iPad Pro 11-inch (M5): 26.5 agrees" in result.stdout
    assert f"skipped {SPECS / 'google-pixel-9.json'}: not an Apple device (android)" in result.stderr
    assert work.snapshot() == before


def test_device_specs_of_a_new_commit_become_measured_lines(work, tmp_path):
    for name in ("iPhone 16 Pro", "iPad Pro 11-inch (M5)"):
        work.end_device_at(name, "26.4")
    records = tmp_path / "records"
    result = work.run(
        "device-specs",
        str(SPECS),
        "--commit",
        "42089cd",
        "--os",
        "26.5",
        "--xcode",
        "26.6",
        "--records-out",
        str(records),
    )
    assert result.returncode == 0, result.stderr
    ipad = work.device("iPad Pro 11-inch (M5)")["insets"][-1]
    # device_specs/apple-ipad-pro-11-m5.json: 32/0/25/0 in both orientations, keyboard 340 / 428.
    assert (ipad["os_min"], ipad["os_max"], ipad["provenance"]) == ("26.5", "26", "measured")
    assert ipad["portrait"] == [32, 0, 25, 0] and ipad["landscape"] == [32, 0, 25, 0]
    assert ipad["keyboard"]["portrait"] == 340 and ipad["keyboard"]["landscape"] == 428
    assert ipad["source"] == "flutter_device_preview"
    assert ipad["citation"].startswith(FLUTTER_SOURCE + "apple-ipad-pro-11-m5.json")
    phone = work.device("iPhone 16 Pro")["insets"][-1]
    assert phone["portrait"] == [62, 0, 34, 0] and phone["landscape"] == [0, 62, 20, 62]
    written = sorted(path.name for path in records.glob("*.json"))
    assert written == ["apple-ipad-pro-11-m5.json", "apple-iphone-16-pro.json"]
    for path in records.glob("*.json"):
        record = _record(path)
        schema_validator("probe-record.schema.json").validate(record)
        assert record["identifier"] in ("iPhone17,1", "iPad17,1") and record["os"]["version"] == "26.5"
    assert _record(records / "apple-ipad-pro-11-m5.json")["os"]["name"] == "iPadOS"


def test_device_specs_naming_no_catalog_device_are_refused_or_skipped(work, tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    spec = json.loads((SPECS / "apple-iphone-16-pro.json").read_text(encoding="utf-8"))
    (specs / "apple-iphone-19-pro.json").write_text(
        json.dumps(dict(spec, id="apple-iphone-19-pro", name="iPhone 19 Pro")), encoding="utf-8"
    )
    before = work.snapshot()
    result = work.run("device-specs", str(specs), "--commit", "42089cd", "--os", "28.0")
    assert result.returncode == 2
    assert "apple-iphone-19-pro.json: name: 'iPhone 19 Pro' names no device of the catalog" in result.stderr
    result = work.run("device-specs", str(specs), "--commit", "42089cd", "--os", "28.0", "--skip-unknown")
    assert "skipped" in result.stderr and "iPhone 19 Pro" in result.stderr
    assert result.returncode == 2 and "no probe records given" in result.stderr
    assert work.snapshot() == before


@pytest.mark.parametrize(
    "args,message",
    [
        (("--commit", "42089cd", "--os", "26.x"), "--os: '26.x' is not an OS version"),
        (("--commit", "main", "--os", "26.5"), "--commit: 'main' is not a git commit"),
    ],
)
def test_device_specs_arguments_are_checked(work, args, message):
    before = work.snapshot()
    result = work.run("device-specs", str(SPECS), *args)
    assert result.returncode == 2 and message in result.stderr
    assert work.snapshot() == before


def test_a_malformed_spec_is_refused_naming_the_field(work, tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    text = (SPECS / "apple-iphone-16-pro.json").read_text(encoding="utf-8")
    (specs / "nan.json").write_text(
        text.replace('"devicePixelRatio": 3.0', '"devicePixelRatio": NaN'), encoding="utf-8"
    )
    result = work.run("device-specs", str(specs), "--commit", "42089cd", "--os", "26.5")
    assert result.returncode == 2 and "nan.json: devicePixelRatio: not a finite number" in result.stderr
    (specs / "nan.json").write_text(text.replace('"top": 62,', ""), encoding="utf-8")
    result = work.run("device-specs", str(specs), "--commit", "42089cd", "--os", "26.5")
    assert result.returncode == 2 and "nan.json: portraitPadding.top: required field is missing" in result.stderr


def test_the_command_and_the_embedder_pass_mypy_strict(monkeypatch):
    api = pytest.importorskip("mypy.api")
    monkeypatch.setenv("MYPYPATH", str(ROOT / "scripts"))
    out, err, status = api.run(["--strict", "--no-incremental", str(SCRIPT), str(ROOT / "scripts" / "embed_data.py")])
    assert status == 0, out + err


def test_the_command_runs_from_any_folder(tmp_path):
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--help"], capture_output=True, text=True, check=False, cwd=tmp_path
    )
    assert result.returncode == 0 and "device-specs" in result.stdout, result.stderr


def test_os_versions_read_as_the_engine_reads_them():
    cases = OS_VERSION_CASES
    for case in cases["parse"]:
        assert versions.parse(case["text"]) == tuple(case["lower"]), case["text"]
        assert versions.parse(case["text"], upper=True) == tuple(case["upper"]), case["text"]
        assert versions.encoded(tuple(case["lower"])) == case["encoded"], case["text"]
    for text in cases["malformed"]:
        assert versions.parse(text) is None and versions.parse(text, upper=True) is None, repr(text)
    for case in cases["bounds"]:
        version, upper = tuple(case["version"]), case["bound"] == "upper"
        written = versions.upper_text(version) if upper else versions.lower_text(version)
        assert written == case["text"] and versions.readable(version, upper) == case["readable"], case
        assert versions.parse(case["text"], upper) == version, case


def test_os_ranges_read_as_the_engine_reads_them():
    for case in OS_VERSION_CASES["ranges"]:
        low, high = versions.parse(case["os_min"]), versions.parse(case["os_max"], upper=True)
        assert low is not None and high is not None
        assert f"{versions.readable(low, False)}\u2013{versions.readable(high, True)}" == case["readable"]
        for text in case["inside"]:
            assert low <= versions.parse(text) <= high, (case["readable"], text)
        for text in case["outside"]:
            assert not low <= versions.parse(text) <= high, (case["readable"], text)


def test_the_neighbours_of_a_range_end():
    # A range starting at 27.0 follows one ending at 26.x; one starting at 26.4.1 follows 26.4.0 (MODEL.md §8).
    assert versions.predecessor((27, 0, 0)) == (26, 99, 99) and versions.successor((26, 99, 99)) == (27, 0, 0)
    assert versions.predecessor((26, 5, 0)) == (26, 4, 99) and versions.successor((26, 4, 99)) == (26, 5, 0)
    assert versions.predecessor((26, 4, 1)) == (26, 4, 0) and versions.successor((26, 4, 0)) == (26, 4, 1)

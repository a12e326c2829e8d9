"""RFC 8259 conformance of the documents a caller hands in, through Python and the command line:
each case of Tests/fixtures/json_conformance.json raises its status's exception (a design error is
not a profile error) with the library's exact message, naming the path, line and column."""

import pytest
import safearea
from conftest import load_fixture
from safearea import swiftui
from safearea._errors import BY_STATUS
from safearea.cli import main

CASES = load_fixture("json_conformance.json")["cases"]


def document_bytes(case):
    return bytes.fromhex(case["hex"]) if "hex" in case else case["text"].encode("utf-8")


def read(case):
    data = document_bytes(case)
    if case["document"] == "profile":
        return safearea.load_device(data)
    if case["document"] == "design":
        return safearea.audit(data)
    return swiftui.layout(data)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c["name"])
def test_conformance_case_raises_its_status_with_the_message(case):
    expected = BY_STATUS[case["status"]]
    with pytest.raises(safearea.SafeAreaError) as info:
        read(case)
    assert type(info.value) is expected
    assert str(info.value) == case["message"]
    assert info.value.status == getattr(safearea.Status, case["status"])


@pytest.mark.parametrize("case", [c for c in CASES if c["document"] == "design"], ids=lambda c: c["name"])
def test_command_line_audit_reports_the_message(case, tmp_path, capsys):
    path = tmp_path / "design.json"
    path.write_bytes(document_bytes(case))
    assert main(["audit", str(path)]) == 2
    assert case["message"] in capsys.readouterr().err


def test_each_document_kind_has_its_own_error_class():
    assert BY_STATUS["E_INVALID_DESIGN"] is safearea.InvalidDesignError
    assert BY_STATUS["E_INVALID_SCENE"] is safearea.InvalidSceneError
    assert not issubclass(safearea.InvalidDesignError, safearea.InvalidProfileError)
    assert not issubclass(safearea.InvalidSceneError, safearea.InvalidProfileError)
    for cls in (safearea.InvalidDesignError, safearea.InvalidSceneError):
        assert issubclass(cls, ValueError) and issubclass(cls, safearea.SafeAreaError)


def test_a_strict_document_still_reads():
    # RFC 8259 section 7: the escapes of a surrogate pair are one character (U+1F600); section 6:
    # exponents in either case.
    design = b'{"name": "\\ud83d\\ude00", "elements": [{"id": "a", "role": "text", "frame": [0, 0, 1e2, 1E1]}]}'
    report = safearea.audit(design, devices="iPhone 15 Pro")
    assert report.design == "\U0001f600"

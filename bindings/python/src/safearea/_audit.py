"""Design audits (SPEC §4): safearea.audit(design) -> AuditReport."""

import json
import os

from . import device as _find_device
from ._safearea import _audit

_FORMATS = {"json": 0, "sarif": 1, "table": 2}


class Finding:
    """One problem of one element on one device, orientation and OS version."""

    __slots__ = ("device", "orientation", "os_version", "element", "role", "rule", "severity", "element_frame", "overlap",
                 "obstruction", "obstruction_rect", "approximate", "fix", "message")

    def __init__(self, data):
        self.device = data["device"]
        self.orientation = data["orientation"]
        self.os_version = data["os_version"]
        self.element = data["element"]
        self.role = data["role"]
        self.rule = data["rule"]
        self.severity = data["severity"]
        self.element_frame = tuple(data["element_frame"])
        self.overlap = tuple(data["overlap"])
        self.obstruction = data["obstruction"]["kind"]
        self.obstruction_rect = tuple(data["obstruction"]["rect"])
        self.approximate = data["obstruction"]["approximate"]
        self.fix = (data["fix"]["dx"], data["fix"]["dy"])
        self.message = data["message"]

    def __repr__(self):
        return (f"<safearea.Finding {self.severity} {self.rule} {self.element!r} on {self.device} {self.orientation}: "
                f"{self.message}>")


class AuditReport:
    """The findings of an audit, with JSON, SARIF 2.1.0 and table output.

    Truthy when it has errors; `errors` and `warnings` are the finding lists.
    In Jupyter it shows as the reference device's picture with the elements coloured by finding.
    """

    def __init__(self, report, design_text, source):
        self._report = report
        self._design_text = design_text
        self.source = source
        self._data = None

    @property
    def data(self):
        if self._data is None:
            self._data = json.loads(self._report.write(0))
        return self._data

    @property
    def design(self):
        return self.data["design"]

    @property
    def findings(self):
        return [Finding(item) for item in self.data["findings"]]

    @property
    def errors(self):
        return [f for f in self.findings if f.severity == "error"]

    @property
    def warnings(self):
        return [f for f in self.findings if f.severity == "warning"]

    @property
    def counts(self):
        errors, warnings, checks = self._report.counts()
        return {"errors": errors, "warnings": warnings, "element_checks": checks}

    def __bool__(self):
        return self._report.counts()[0] > 0

    def to_json(self):
        return self._report.write(0)

    def to_sarif(self, uri=None):
        return self._report.write(1, uri or (os.path.basename(self.source) if self.source else "design.json"))

    def table(self):
        return self._report.write(2)

    def __str__(self):
        return self.table()

    def __repr__(self):
        c = self.counts
        return f"<safearea.AuditReport {self.design!r}: {c['errors']} errors, {c['warnings']} warnings, {c['element_checks']} element checks>"

    def svg(self, device=None, orientation="portrait", os_version=None):
        """A picture of the design on one device (default: the design's reference device)."""
        from ._svg import audit_svg

        reference = json.loads(self._design_text).get("reference_device") or "iPhone 15 Pro"
        target = _find_device(device) if isinstance(device, str) else (device or _find_device(reference))
        return audit_svg(self, target, orientation, os_version)

    def _repr_svg_(self):
        return self.svg()


def audit(design, devices="all", orientations="all", os_version=None, *, frames=False):
    """Audits a design (a path, JSON text, bytes or a dict) on devices and orientations.

    devices: "all", a name, or a list of names, aliases, model identifiers or
    Device objects; orientations: "all", a name or a list of names. Raises
    InvalidProfileError naming the element and field of a bad design.
    """
    source = None
    if isinstance(design, dict):
        text = json.dumps(design)
    elif isinstance(design, bytes):
        text = design.decode("utf-8", errors="surrogateescape")
        data = design
    elif isinstance(design, str) and design.lstrip().startswith("{"):
        text = design
    elif isinstance(design, (str, os.PathLike)):
        source = os.fspath(design)
        with open(source, "rb") as handle:
            data = handle.read()
        text = data.decode("utf-8", errors="surrogateescape")
    else:
        raise TypeError(f"audit() takes a path, JSON text, bytes or a dict, not {type(design).__name__}")
    if not isinstance(design, bytes) and source is None:
        data = text.encode("utf-8")
    device_list = None
    if devices != "all":
        items = [devices] if isinstance(devices, str) or hasattr(devices, "name") else list(devices)
        names = [item if isinstance(item, str) else item.name for item in items]
        if any(";" in name or "\n" in name for name in names):
            raise ValueError("device names must not contain ';' or newlines")
        device_list = ";".join(names)
    orientation_list = None
    if orientations != "all":
        items = [orientations] if isinstance(orientations, str) else list(orientations)
        orientation_list = ",".join(items)
    report = _audit(data, device_list, orientation_list, os_version, 1 if frames else 0)
    return AuditReport(report, text, source)

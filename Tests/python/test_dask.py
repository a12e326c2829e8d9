"""Scaling out: a set of designs audited across a dask.distributed
LocalCluster with process workers equals the serial run; reports travel back as values."""

import pathlib

import pytest
import safearea

distributed = pytest.importorskip("distributed", reason="dask[distributed] is in requirements-test.txt")
EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
DEVICES = ["iPhone 15 Pro", "iPhone X", "iPad Pro 11-inch (M4)", "iPhone SE (3rd generation)"]


def audit_json(design, device):
    return safearea.audit(design, devices=[device]).to_json()


def test_a_dask_cluster_with_process_workers_equals_the_serial_run():
    designs = sorted(str(p) for p in EXAMPLES.glob("*.json"))
    work = [(design, device) for design in designs for device in DEVICES]
    serial = [audit_json(design, device) for design, device in work]
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        futures = [client.submit(audit_json, design, device, pure=False) for design, device in work]
        assert client.gather(futures) == serial
        # Whole reports and devices cross the boundary both ways.
        report = client.submit(safearea.audit, designs[0], devices=[safearea.device("iPhone 15 Pro")]).result()
        assert report.to_json() == safearea.audit(designs[0], devices=["iPhone 15 Pro"]).to_json()
        assert client.submit(lambda d: d.safe_area("landscape_left"), safearea.device("iPhone X")).result() == (
            0,
            44,
            21,
            44,
        )

"""Alertmanager webhook intake: a DCGM Xid alert on a node becomes an incident of the job there."""

from __future__ import annotations

from typing import Any

from tests.helpers import Service


def _hook(node: str, xid: str, status: str = "firing", fingerprint: str = "a1b2c3d4e5f6") -> dict[str, Any]:
    return {
        "version": "4",
        "status": status,
        "receiver": "crashcart",
        "groupLabels": {"alertname": "GpuXidError"},
        "alerts": [
            {
                "status": status,
                "labels": {"alertname": "GpuXidError", "Hostname": node, "gpu": "3", "xid": xid},
                "annotations": {"description": "DCGM reported an Xid error"},
                "startsAt": "2026-11-22T02:00:00Z",
                "fingerprint": fingerprint,
            }
        ],
    }


async def test_dcgm_xid79_alert_names_the_node(service: Service) -> None:
    await service.register("job-alert", nodes=["gpu01", "gpu02"])
    await service.register("job-other", nodes=["gpu03"])
    h = service.auth("shipper")
    resp = await service.client.post("/v1/alerts/alertmanager", json=_hook("gpu02", "79"), headers=h)
    assert resp.status_code == 202, resp.text
    assert resp.json() == {"accepted": 1, "jobs": ["job-alert"], "unmatched_nodes": []}
    # Alertmanager repeats firing alerts: the repeat changes nothing.
    again = await service.client.post("/v1/alerts/alertmanager", json=_hook("gpu02", "79"), headers=h)
    assert again.status_code == 202

    async def incident() -> Any:
        return (await service.job("job-alert"))["incidents"]

    found = await service.wait_for(incident)
    assert found[0]["culprit"]["nodes"] == ["gpu02"]
    assert found[0]["action"] == "cordon_and_restart"
    assert (await service.job("job-alert"))["lines_processed"] == 1
    assert (await service.job("job-other"))["incidents"] == []

    resolved = await service.client.post(
        "/v1/alerts/alertmanager", json=_hook("gpu09", "79", status="resolved"), headers=h
    )
    assert resolved.json() == {"accepted": 0, "jobs": [], "unmatched_nodes": []}
    stray = await service.client.post("/v1/alerts/alertmanager", json=_hook("gpu09", "79"), headers=h)
    assert stray.json()["unmatched_nodes"] == ["gpu09"]
    bad = await service.client.post("/v1/alerts/alertmanager", json={"alerts": "x"}, headers=h)
    assert bad.status_code == 422

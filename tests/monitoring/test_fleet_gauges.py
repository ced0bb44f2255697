"""The /metrics gauges read at scrape time: workers alive, incidents by category, actions, nodes,
the notification outbox (both modes: embedded, and PostgreSQL + Redis Streams)."""

from __future__ import annotations

from typing import Any

from tests.helpers import Service, lines_of

XID = "NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus."


def samples(text: str, name: str) -> dict[str, float]:
    """``{labels: value}`` of one metric family in a Prometheus text page."""
    out = {}
    for line in text.splitlines():
        if line.startswith(name + "{") or line.startswith(name + " "):
            key, value = line.rsplit(" ", 1)
            out[key[len(name) :]] = float(value)
    return out


async def test_gauges_follow_the_database_and_the_workers(service: Service) -> None:
    first = (await service.client.get("/metrics")).text
    assert samples(first, "crashcart_incidents") == {}
    assert samples(first, "crashcart_nodes") == {
        '{state="ok"}': 0.0,
        '{state="suspect"}': 0.0,
        '{state="cordoned"}': 0.0,
    }

    async def one_worker() -> Any:
        return samples((await service.client.get("/metrics")).text, "crashcart_workers") == {"": 1.0}

    await service.wait_for(one_worker)  # Redis mode: the in-process worker registered its lease

    await service.register("job-gauge", nodes=["gpu01", "gpu02"])
    assert (await service.post_lines("job-gauge", lines_of([XID], node="gpu02"))).status_code == 202

    async def incident_counted() -> Any:
        text = (await service.client.get("/metrics")).text
        return samples(text, "crashcart_incidents") and samples(text, "crashcart_actions") and text

    text = await service.wait_for(incident_counted)
    incidents = samples(text, "crashcart_incidents")
    assert sum(incidents.values()) == 1
    job = await service.job("job-gauge")
    assert incidents == {f'{{category="{job["incidents"][0]["category"]}"}}': 1.0}
    kinds = {key.split('kind="')[1].split('"')[0] for key in samples(text, "crashcart_actions")}
    assert "cordon" in kinds

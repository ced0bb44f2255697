"""A drain of another node of the same job is news (issue 13: "alerts no one"), a repeat on the
same node is folded as before."""

from __future__ import annotations

from app.notify.service import enqueue_for_incident
from app.settings import Settings
from app.store.db import Database
from tests.notify.notify_support import MakeIncident, make_config


async def test_a_cordon_of_another_node_alerts_again_a_repeat_does_not(
    db: Database, settings: Settings, make_incident: MakeIncident
) -> None:
    config = make_config(settings, webhook_urls=())

    async def enqueue(incident_id: int) -> int:
        return await enqueue_for_incident(db, incident_id, settings=settings, config=config)

    first = await make_incident("job-2n", culprit_nodes=["gpu02"])
    assert await enqueue(first) == 1
    # The same failure on the same node again (same fingerprint, action, phase): folded.
    assert await enqueue(await make_incident("job-2n", culprit_nodes=["gpu02"])) == 0
    # The same signature on another node of the job is a second drain: its own alert.
    assert await enqueue(await make_incident("job-2n", culprit_nodes=["gpu01"])) == 1
    # Incidents that drain nothing keep folding on (job, fingerprint, action, phase) alone.
    restart = {"action": "restart_from_checkpoint", "fingerprint": "fp-restart"}
    assert await enqueue(await make_incident("job-2n", culprit_nodes=["gpu01"], **restart)) == 1
    assert await enqueue(await make_incident("job-2n", culprit_nodes=["gpu02"], **restart)) == 0

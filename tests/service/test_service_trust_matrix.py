"""The trust model, edge by edge: every endpoint x every role (docs/trust.md).

The expected roles are written out here, not derived from ``GRANTS``: a change to the grant table
that widens or narrows who may do something fails here until docs/trust.md and this table agree.
Also: authentication and the role check come before the body is read (401/403, never a 422 that
describes the schema to an unauthenticated caller). Both storage modes.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.helpers import TOKENS, Service, lines_of

ADMIN = {"admin"}
OPERATOR = {"admin", "operator"}
SCHEDULER = {"admin", "operator", "scheduler"}
SHIPPER = {"admin", "scheduler", "shipper"}
VIEWER = {"admin", "operator", "scheduler", "viewer"}

# (method, route, a path of it, body, roles allowed): docs/trust.md's table, one row per route.
MATRIX: list[tuple[str, str, str, Any, set[str]]] = [
    ("POST", "/v1/jobs", "/v1/jobs", {"job_id": "m-new", "nodes": ["n1"]}, SCHEDULER),
    ("GET", "/v1/jobs", "/v1/jobs?state=running", None, VIEWER),
    ("GET", "/v1/jobs/{job_id}", "/v1/jobs/m-job", None, VIEWER),
    (
        "POST",
        "/v1/jobs/{job_id}/logs",
        "/v1/jobs/m-job/logs",
        {"lines": lines_of(["step 1"], node="n1")},
        SHIPPER,
    ),
    ("POST", "/v1/jobs/{job_id}/heartbeat", "/v1/jobs/m-job/heartbeat", {"node": "n1", "step": 1}, SHIPPER),
    ("POST", "/v1/jobs/{job_id}/exit", "/v1/jobs/m-job/exit", {"exit_code": 0}, SHIPPER),
    ("GET", "/v1/incidents", "/v1/incidents", None, VIEWER),
    ("GET", "/v1/incidents/{incident_id}", "/v1/incidents/424242", None, VIEWER),
    ("POST", "/v1/incidents/{incident_id}/approve", "/v1/incidents/424242/approve", {}, OPERATOR),
    ("POST", "/v1/incidents/{incident_id}/reject", "/v1/incidents/424242/reject", {}, OPERATOR),
    (
        "POST",
        "/v1/incidents/{incident_id}/feedback",
        "/v1/incidents/424242/feedback",
        {"correct": True},
        OPERATOR,
    ),
    ("GET", "/v1/nodes", "/v1/nodes", None, VIEWER),
    ("GET", "/v1/nodes/{node}", "/v1/nodes/n1", None, VIEWER),
    ("POST", "/v1/nodes/{node}/uncordon", "/v1/nodes/n1/uncordon", None, OPERATOR),
    ("POST", "/v1/nodes/{node}/release", "/v1/nodes/n1/release", None, OPERATOR),
    ("GET", "/v1/rules", "/v1/rules", None, VIEWER),
    ("GET", "/v1/ettr", "/v1/ettr?window=24h", None, VIEWER),
    ("POST", "/v1/rules/test", "/v1/rules/test", {"log": "hello"}, VIEWER),
    ("GET", "/v1/rules/suggestions", "/v1/rules/suggestions", None, VIEWER),
    (
        "POST",
        "/v1/rules/suggestions/{suggestion_id}/approve",
        "/v1/rules/suggestions/424242/approve",
        None,
        OPERATOR,
    ),
    (
        "POST",
        "/v1/rules/suggestions/{suggestion_id}/reject",
        "/v1/rules/suggestions/424242/reject",
        None,
        OPERATOR,
    ),
    ("POST", "/v1/alerts/alertmanager", "/v1/alerts/alertmanager", {"alerts": []}, SHIPPER),
    ("GET", "/v1/tokens", "/v1/tokens", None, ADMIN),
    ("POST", "/v1/tokens", "/v1/tokens", {"role": "viewer", "name": "matrix"}, ADMIN),
    ("POST", "/v1/tokens/{token_id}/revoke", "/v1/tokens/424242/revoke", None, ADMIN),
]

# Edges inside an endpoint: what a job spec may carry, by role.
SPEC_EDGES: list[tuple[dict[str, Any], set[str]]] = [
    ({"command": ["/bin/true"]}, ADMIN),  # run a command on the crashcart host
    ({"env": {"A": "1"}}, ADMIN),
    ({"sbatch_args": ["--wrap=id"]}, ADMIN),  # submit under crashcart's Slurm account
    ({"slurm_job_id": "12"}, SCHEDULER),  # scheduler details
]


async def _call(client: httpx.AsyncClient, method: str, path: str, body: Any, role: str | None) -> int:
    headers = {"Authorization": f"Bearer {TOKENS[role]}"} if role else {}
    resp = await client.request(method, path, json=body, headers=headers)
    return resp.status_code


def test_the_matrix_covers_every_endpoint() -> None:
    from app.main import create_app
    from app.settings import Settings

    spec = create_app(Settings()).openapi()
    routes = {
        (m.upper(), path) for path, ops in spec["paths"].items() if path.startswith("/v1/") for m in ops
    }
    assert routes == {(method, route) for method, route, *_ in MATRIX}


async def test_every_endpoint_lets_in_exactly_the_roles_of_the_trust_table(service: Service) -> None:
    await service.register("m-job", nodes=["n1"])
    wrong: list[str] = []
    for method, _route, path, body, allowed in MATRIX:
        for role in TOKENS:
            status = await _call(service.client, method, path, body, role)
            denied = status == 403
            if denied == (role in allowed) or status == 401:
                wrong.append(f"{method} {path} as {role}: {status}")
        if (status := await _call(service.client, method, path, body, None)) != 401:
            wrong.append(f"{method} {path} without a token: {status}")
    assert not wrong, "\n".join(wrong)


async def test_what_a_job_spec_may_carry_depends_on_the_role(service: Service) -> None:
    wrong = []
    for i, (spec, allowed) in enumerate(SPEC_EDGES):
        for role in TOKENS:
            body = {"job_id": f"spec-{i}-{role}", "scheduler": "local", "spec": spec}
            status = await _call(service.client, "POST", "/v1/jobs", body, role)
            if (status in (200, 201)) != (role in allowed):
                wrong.append(f"spec {spec} as {role}: {status}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(
    ("content", "content_type"),
    [
        (b"{not json", "application/json"),
        (b'{"job_id": 5, "nodes": "x", "lines": 7, "node": null}', "application/json"),
        (b"\xff\xfe", "application/json"),
        (b"plain text", "text/plain"),
    ],
)
async def test_authentication_comes_before_the_body(
    service: Service, content: bytes, content_type: str
) -> None:
    """A caller without a valid token learns nothing about a body's schema: 401 first; a caller
    whose role may not use the endpoint gets 403, whatever it sent."""
    wrong = []
    for method, _route, path, body, allowed in MATRIX:
        if method != "POST" or body is None:
            continue
        for headers, expected in (
            ({}, 401),
            ({"Authorization": "Bearer not-a-token"}, 401),
            ({"Authorization": f"Bearer {TOKENS['shipper' if 'shipper' not in allowed else 'viewer']}"}, 403),
        ):
            resp = await service.client.post(
                path, content=content, headers={**headers, "content-type": content_type}
            )
            if resp.status_code != expected:
                wrong.append(f"{path} {headers or 'no token'}: {resp.status_code} {resp.text[:80]}")
    assert not wrong, "\n".join(wrong)

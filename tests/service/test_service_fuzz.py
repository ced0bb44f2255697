"""A bounded schemathesis run against a real ``crashcart serve``, in both storage modes.

Every operation of ``/openapi.json`` gets schema-conforming and schema-violating requests
(deterministic: hypothesis derandomized, a fixed number of examples), each with the token of a
random role or none. Fails on any 5xx, on a status code the OpenAPI does not document, on an
error that is not ``{"error": {"code", "message"}}``, and on an accepted item that a worker
later parked (``crashcart_dead_letters`` must stay 0 once the queue is drained).

``CRASHCART_FUZZ_EXAMPLES`` (default 20) sets the examples per operation and generation mode.
Recovery runs in shadow mode: fuzzed job specs must never run anything.
"""

from __future__ import annotations

import os
import re
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from tests.conftest import REDIS_URL
from tests.helpers import TOKENS, LiveServer

schemathesis = pytest.importorskip("schemathesis")

EXAMPLES = int(os.environ.get("CRASHCART_FUZZ_EXAMPLES", "20"))
KNOWN_JOB = "fuzz-job"
ROLES: list[str | None] = [*TOKENS, None]
SAFE_ENV = {"CRASHCART_POLICY_MODE": "shadow"}


@pytest.fixture(params=["embedded", "postgres_redis"])
def fuzz_server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[LiveServer]:
    env = dict(SAFE_ENV)
    if request.param == "postgres_redis":
        from app.store.db import upgrade_sync

        url = request.getfixturevalue("pg_database")
        upgrade_sync(url)
        env.update(
            CRASHCART_DATABASE_URL=url,
            CRASHCART_REDIS_URL=REDIS_URL,
            CRASHCART_REDIS_PREFIX=request.getfixturevalue("redis_prefix"),
        )
    server = LiveServer(tmp_path / "data", extra_env=env)
    yield server
    server.stop()


class Tally:
    def __init__(self) -> None:
        self.sent = 0
        self.statuses: Counter[int] = Counter()
        self.problems: list[str] = []

    def record(self, op: Any, case: Any, role: str | None, resp: requests.Response) -> None:
        self.sent += 1
        self.statuses[resp.status_code] += 1
        documented = set(op.definition.raw.get("responses", {}))
        where = f"{case.method} {case.formatted_path} as {role or 'no token'} -> {resp.status_code}"
        if resp.status_code >= 500:
            self.problems.append(f"5xx: {where}: {resp.text[:300]}")
        elif str(resp.status_code) not in documented:
            self.problems.append(f"undocumented: {where} (documented {sorted(documented)})")
        elif resp.status_code >= 400 and case.path.startswith("/v1/"):
            try:
                error = resp.json()["error"]
                assert isinstance(error["code"], str) and isinstance(error["message"], str)
            except (ValueError, KeyError, TypeError, AssertionError):
                self.problems.append(f"not an error body: {where}: {resp.text[:200]}")


def _fuzz_operation(server: LiveServer, session: requests.Session, tally: Tally, op: Any, mode: Any) -> None:
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import strategies as st

    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=op.as_strategy(generation_mode=mode), role=st.sampled_from(ROLES), known=st.booleans())
    def run(case: Any, role: str | None, known: bool) -> None:
        if known and case.path_parameters and "job_id" in case.path_parameters:
            case.path_parameters["job_id"] = KNOWN_JOB  # reach the ingest path, not only 404
        headers = {"Authorization": f"Bearer {TOKENS[role]}"} if role else {}
        resp = case.call(base_url=server.url, session=session, headers=headers, timeout=60)
        tally.record(op, case, role, resp)

    run()


def _fuzz(server: LiveServer, tally: Tally) -> None:
    from hypothesis.errors import HypothesisException
    from schemathesis.generation.modes import GenerationMode

    schema = schemathesis.openapi.from_url(f"{server.url}/openapi.json")
    with requests.Session() as session:
        for result in schema.get_all_operations():
            op = result.ok()
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                try:
                    _fuzz_operation(server, session, tally, op, mode)
                except HypothesisException as exc:  # e.g. nothing to violate in an operation
                    if mode is GenerationMode.POSITIVE:
                        raise
                    print(f"negative examples for {op.label}: {type(exc).__name__}")


def _metric(server: LiveServer, name: str) -> float:
    text = server.http.get("/metrics").text
    m = re.search(rf"^{name} (\S+)$", text, re.MULTILINE)
    assert m is not None, f"{name} not in /metrics"
    return float(m.group(1))


@pytest.mark.slow
def test_schemathesis_finds_no_5xx_no_undocumented_status_and_no_lost_batch(fuzz_server: LiveServer) -> None:
    fuzz_server.post("/v1/jobs", {"job_id": KNOWN_JOB, "nodes": ["gpu01", "gpu02"]})
    tally = Tally()
    started = time.monotonic()
    _fuzz(fuzz_server, tally)
    fuzz_server.wait_until(lambda: _metric(fuzz_server, "crashcart_queue_depth") == 0, timeout=60)
    parked = _metric(fuzz_server, "crashcart_dead_letters")
    accepted = sum(n for status, n in tally.statuses.items() if status == 202)
    fives = sum(n for status, n in tally.statuses.items() if status >= 500)
    print(
        f"\nschemathesis: {tally.sent} requests in {time.monotonic() - started:.0f}s, "
        f"{fives} 5xx, {accepted} accepted (202), {parked:.0f} parked afterwards; "
        f"statuses {dict(sorted(tally.statuses.items()))}"
    )
    assert tally.sent > 0
    assert not tally.problems, "\n".join(tally.problems[:30])
    assert parked == 0

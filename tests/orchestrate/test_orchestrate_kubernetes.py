"""The Kubernetes backend with the official client against a small API server on loopback.

No Kubernetes cluster can run here; the server implements the few endpoints the backend uses
(nodes PATCH/list, pods list by label or field selector, pod DELETE with a UID precondition,
evictions) and plays the controller: a deleted pod comes back under the same name, with a new
UID, on a schedulable node.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest

from app.errors import BackendError
from app.orchestrate import service
from app.orchestrate.backends import BackendRegistry, set_backends
from app.orchestrate.base import JobTarget
from app.orchestrate.kubernetes import KubernetesBackend
from app.orchestrate.runner import OrchestratorRunner
from app.settings import KubernetesSettings, Settings
from app.store.db import Database
from app.store.orchestrate import ActionRepository
from tests.orchestrate.conftest import MakeIncident, MakeJob


class FakeKube:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.nodes = {f"gpu0{i}": False for i in range(1, 5)}  # name -> unschedulable
        self.pods: dict[tuple[str, str], dict[str, Any]] = {}
        self.requests: list[tuple[str, str]] = []
        self.broken_nodes: set[str] = set()
        self.labels: dict[str, dict[str, str]] = {n: {} for n in self.nodes}
        self.taints: dict[str, list[dict[str, Any]]] = {n: [] for n in self.nodes}
        self.full: set[str] = set()  # nodes with no room for another pod

    def node_json(self, name: str) -> dict[str, Any]:
        return {
            "metadata": {"name": name, "labels": self.labels[name]},
            "spec": {"unschedulable": self.nodes[name], "taints": self.taints[name] or None},
        }

    def add_pod(
        self, ns: str, name: str, node: str, phase: str, labels: dict[str, str], owner: str = "Job"
    ) -> None:
        self.pods[(ns, name)] = {
            "apiVersion": "v1",
            "kind": "Pod",
            "metadata": {
                "name": name,
                "namespace": ns,
                "uid": uuid.uuid4().hex,
                "labels": labels,
                "ownerReferences": [{"apiVersion": "v1", "kind": owner, "name": "ctl", "uid": "u"}],
            },
            "spec": {"nodeName": node, "containers": [{"name": "train", "image": "train:1"}]},
            "status": {"phase": phase},
        }

    def schedulable_node(self) -> str:
        return next(
            n
            for n, cordoned in sorted(self.nodes.items())
            if not cordoned
            and n not in self.full
            and not any(t["effect"] == "NoSchedule" for t in self.taints[n])
        )


def make_handler(kube: FakeKube) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            return

        def _send(self, code: int, body: dict[str, Any]) -> None:
            data = json.dumps(body).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _status(self, code: int, reason: str) -> None:
            self._send(
                code,
                {"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": reason, "code": code},
            )

        def _body(self) -> dict[str, Any]:
            length = int(self.headers.get("Content-Length") or 0)
            return json.loads(self.rfile.read(length) or b"{}") if length else {}

        def _route(self, method: str) -> None:
            url = urlparse(self.path)
            query = {k: v[0] for k, v in parse_qs(url.query).items()}
            parts = url.path.strip("/").split("/")
            with kube.lock:
                kube.requests.append((method, self.path))
                self._dispatch(method, parts, query)

        def _dispatch(self, method: str, parts: list[str], query: dict[str, str]) -> None:
            if parts[:3] == ["api", "v1", "nodes"]:
                if method == "GET" and len(parts) == 3:
                    key, _, value = query.get("labelSelector", "").partition("=")
                    items = [
                        kube.node_json(n)
                        for n in sorted(kube.nodes)
                        if not key or kube.labels[n].get(key) == value
                    ]
                    return self._send(200, {"kind": "NodeList", "apiVersion": "v1", "items": items})
                name = parts[3]
                if name in kube.broken_nodes:
                    return self._status(500, "InternalError")
                if name not in kube.nodes:
                    return self._status(404, "NotFound")
                if method == "PATCH":  # a strategic merge patch, the fields the backend sends
                    body = self._body()
                    spec = body.get("spec", {})
                    if "unschedulable" in spec:
                        kube.nodes[name] = bool(spec["unschedulable"])
                    if "taints" in spec:
                        kube.taints[name] = list(spec["taints"] or [])
                    for key, value in body.get("metadata", {}).get("labels", {}).items():
                        if value is None:
                            kube.labels[name].pop(key, None)
                        else:
                            kube.labels[name][key] = value
                return self._send(200, kube.node_json(name))
            if parts[:3] == ["api", "v1", "pods"] and method == "GET":
                field, _, value = query.get("fieldSelector", "").partition("=")
                assert field == "spec.nodeName"
                items = [p for p in kube.pods.values() if p["spec"]["nodeName"] == value]
                return self._send(200, {"kind": "PodList", "apiVersion": "v1", "items": items})
            if parts[:3] == ["api", "v1", "namespaces"] and parts[4] == "pods":
                ns = parts[3]
                if method == "GET" and len(parts) == 5:
                    key, _, value = query.get("labelSelector", "").partition("=")
                    items = [
                        p
                        for (pns, _), p in kube.pods.items()
                        if pns == ns and p["metadata"]["labels"].get(key) == value
                    ]
                    return self._send(200, {"kind": "PodList", "apiVersion": "v1", "items": items})
                pod = kube.pods.get((ns, parts[5]))
                if pod is None:
                    return self._status(404, "NotFound")
                if method == "POST" and parts[6:] == ["eviction"]:
                    del kube.pods[(ns, parts[5])]
                    return self._send(201, {"kind": "Status", "apiVersion": "v1", "status": "Success"})
                if method == "DELETE":
                    uid = self._body().get("preconditions", {}).get("uid")
                    if uid and uid != pod["metadata"]["uid"]:
                        return self._status(409, "Conflict")
                    # The controller recreates it: same name, new UID, a schedulable node.
                    labels = pod["metadata"]["labels"]
                    kube.add_pod(ns, parts[5], kube.schedulable_node(), "Running", labels)
                    return self._send(200, pod)
            return self._status(404, "NotFound")

        def do_GET(self) -> None:
            self._route("GET")

        def do_PATCH(self) -> None:
            self._route("PATCH")

        def do_POST(self) -> None:
            self._route("POST")

        def do_DELETE(self) -> None:
            self._route("DELETE")

    return Handler


@pytest.fixture
def kube() -> Iterator[tuple[FakeKube, str]]:
    state = FakeKube()
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(state))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield state, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(5)


def backend_for(url: str, **kw: Any) -> KubernetesBackend:
    return KubernetesBackend(KubernetesSettings(host=url, verify_ssl=False, **kw))


TRAIN = JobTarget(
    "train", "kubernetes", ("gpu01", "gpu02"), {"namespace": "ml", "selector": "job-name=train"}
)


def seed(state: FakeKube) -> None:
    state.add_pod("ml", "train-0", "gpu01", "Running", {"job-name": "train"})
    state.add_pod("ml", "train-1", "gpu02", "Failed", {"job-name": "train"})
    state.add_pod("ml", "other", "gpu02", "Running", {"job-name": "other"})
    state.add_pod("kube-system", "dcgm-exporter", "gpu02", "Running", {"app": "dcgm"}, owner="DaemonSet")


async def test_cordon_sets_unschedulable_and_evicts_all_but_daemonsets(kube: tuple[FakeKube, str]) -> None:
    state, url = kube
    seed(state)
    backend = backend_for(url, evict_pods=True)
    await backend.cordon("gpu02", "crashcart incident 1: ecc_error")
    assert state.nodes["gpu02"] is True
    evicted = [p for m, p in state.requests if m == "POST"]
    assert sorted(p.split("/")[6] for p in evicted) == ["other", "train-1"]
    assert ("kube-system", "dcgm-exporter") in state.pods
    await backend.uncordon("gpu02")
    assert state.nodes["gpu02"] is False
    await backend.close()


async def test_restart_deletes_the_failed_pod_once_and_it_comes_back_elsewhere(
    kube: tuple[FakeKube, str],
) -> None:
    state, url = kube
    seed(state)
    state.nodes["gpu02"] = True
    backend = backend_for(url)
    marker = await backend.restart_marker(TRAIN)
    first = await backend.restart(TRAIN, marker=marker, exclude=("gpu02",), key="k")
    assert not first.already_done and "deleted 1" in first.detail
    assert state.pods[("ml", "train-1")]["spec"]["nodeName"] != "gpu02"
    assert state.pods[("ml", "train-1")]["status"]["phase"] == "Running"
    # A resumed execution with the same marker: the pod was already replaced, nothing is deleted.
    again = await backend.restart(TRAIN, marker=marker, exclude=("gpu02",), key="k")
    assert again.already_done
    assert sum(1 for m, _ in state.requests if m == "DELETE") == 1
    status = await backend.job_status(TRAIN)
    assert status is not None and status.state == "RUNNING" and "gpu02" not in status.nodes
    await backend.close()


async def test_api_errors_become_backend_errors(kube: tuple[FakeKube, str]) -> None:
    state, url = kube
    state.broken_nodes.add("gpu03")
    backend = backend_for(url)
    with pytest.raises(BackendError, match="500"):
        await backend.cordon("gpu03", "x")
    with pytest.raises(BackendError, match="no pod label selector"):
        await backend.restart_marker(JobTarget("j", "kubernetes"))
    dead = backend_for("http://127.0.0.1:9")  # nothing listens on the discard port
    with pytest.raises(BackendError):
        await dead.uncordon("gpu01")
    await backend.close()
    await dead.close()


@pytest.fixture
async def kube_loop(
    kube: tuple[FakeKube, str], settings: Settings
) -> AsyncIterator[tuple[FakeKube, KubernetesBackend]]:
    """The fake cluster seeded with the ``train`` job's pods (train-1 failed on gpu02), and the
    service's backends: the Kubernetes backend on it, for the whole loop (plan, runner tick)."""
    state, url = kube
    seed(state)
    settings.kubernetes = KubernetesSettings(host=url, verify_ssl=False)
    settings.backends = ["kubernetes"]
    registry = BackendRegistry(settings)
    set_backends(registry)
    backend = registry.get("kubernetes")
    assert isinstance(backend, KubernetesBackend)
    try:
        yield state, backend
    finally:
        set_backends(None)
        await registry.close()


async def ecc_on_gpu02_handled(db: Database, make_job: MakeJob, make_incident: MakeIncident) -> list[Any]:
    """The ``train`` job on gpu01+gpu02 and its ECC incident on gpu02, planned and run by one
    tick: the incident's actions."""
    job = await make_job(
        scheduler="kubernetes",
        nodes=["gpu01", "gpu02"],
        spec={"namespace": "ml", "selector": "job-name=train"},
    )
    inc = await make_incident(job)
    await service.on_incident(db, inc)
    await OrchestratorRunner(db).tick()
    async with db.session() as s:
        return list(await ActionRepository(s).for_incident(inc))


async def test_the_whole_loop_on_kubernetes(
    kube_loop: tuple[FakeKube, KubernetesBackend],
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    state, _ = kube_loop
    rows = await ecc_on_gpu02_handled(db, make_job, make_incident)
    assert [(a.kind, a.state) for a in rows] == [("cordon", "succeeded"), ("restart", "succeeded")]
    assert state.nodes["gpu02"] is True
    assert state.pods[("ml", "train-1")]["spec"]["nodeName"] not in ("gpu02",)
    assert state.pods[("ml", "train-0")]["spec"]["nodeName"] == "gpu01"  # healthy pod left alone


async def test_every_kubernetes_call_has_a_timeout() -> None:
    """Issue 17: the Kubernetes calls had no timeout at all; an API server that accepts the
    connection and never answers held the action (and its lease) forever."""
    import asyncio
    import socket
    import time

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)  # accepts connections (backlog), never answers
    port = silent.getsockname()[1]
    try:
        backend = KubernetesBackend(
            KubernetesSettings(host=f"http://127.0.0.1:{port}", request_timeout_s=0.5)
        )
        started = time.monotonic()
        with pytest.raises(BackendError):
            await asyncio.wait_for(backend.uncordon("gpu01"), 20)
        assert time.monotonic() - started < 5
        await backend.close()
    finally:
        silent.close()


async def test_the_standby_pool_is_a_label_and_a_taint_and_a_restart_takes_its_node(
    kube_loop: tuple[FakeKube, KubernetesBackend],
    settings: Settings,
    db: Database,
    make_job: MakeJob,
    make_incident: MakeIncident,
) -> None:
    state, backend = kube_loop
    state.taints["gpu01"] = [{"key": "nvidia.com/gpu", "value": "present", "effect": "PreferNoSchedule"}]
    # gpu02 runs pods: not pooled; gpu04 is idle: pooled (label + NoSchedule taint).
    assert await backend.standby_add(("gpu02", "gpu04")) == ("gpu04",)
    assert await backend.standby_nodes() == ("gpu04",)
    assert state.labels["gpu04"] == {"crashcart.io/standby": "true"}
    assert state.taints["gpu04"] == [{"key": "crashcart.io/standby", "value": "true", "effect": "NoSchedule"}]
    assert await backend.standby_add(("gpu04",)) == ()  # already there
    # The cluster is full but for the pool: gpu01 and gpu03 have no room.
    state.full.update({"gpu01", "gpu03"})
    settings.policy.standby.nodes = ["gpu04"]
    rows = await ecc_on_gpu02_handled(db, make_job, make_incident)
    assert [(r.kind, r.state) for r in rows] == [("cordon", "succeeded"), ("restart", "succeeded")], [
        r.last_error for r in rows
    ]
    assert rows[1].result["standby"] == ["gpu04"]
    # The pool node left the pool (label and taint off, gpu01's own taint kept) and took the pod.
    assert await backend.standby_nodes() == () and state.taints["gpu04"] == []
    assert state.taints["gpu01"][0]["key"] == "nvidia.com/gpu"
    assert state.pods[("ml", "train-1")]["spec"]["nodeName"] == "gpu04"
    assert state.nodes["gpu02"] is True  # cordoned

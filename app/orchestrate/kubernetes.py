"""Kubernetes backend, with the official ``kubernetes`` client (blocking; run in a thread).

- cordon: ``spec.unschedulable=true`` on the node, and with ``evict_pods`` an eviction for each
  of its pods (DaemonSet pods excepted: they would come straight back).
- restart: delete the job's failed pods and its pods on excluded nodes (all its pods when none
  failed, e.g. a hang) so that its controller (Job, JobSet, StatefulSet...) recreates them
  elsewhere. Deletes carry a UID precondition, so a resumed execution never deletes the pods
  the controller has already recreated under the same name: exactly once by construction.

- warm standby (policy.standby): the pool is the nodes labelled ``<standby_label>=true``, kept
  out of general service by a ``NoSchedule`` taint of the same key; a restart away from a cordoned
  node takes both off one pool node first, so the controller's new pod can land there.

The job's spec: ``{"namespace": "ml", "selector": "job-name=train"}``.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from typing import Any, TypeVar

from kubernetes import client as k8s
from kubernetes import config as k8s_config
from kubernetes.client.exceptions import ApiException
from urllib3.exceptions import HTTPError

from app.errors import BackendError
from app.orchestrate.base import JobStatus, JobTarget, PartitionUsage, RecoveryBackend, RestartOutcome
from app.settings import KubernetesSettings

T = TypeVar("T")


class KubernetesBackend(RecoveryBackend):
    name = "kubernetes"

    def __init__(self, settings: KubernetesSettings) -> None:
        self.settings = settings
        config = k8s.Configuration()
        if not settings.host and not settings.token and os.environ.get("KUBERNETES_SERVICE_HOST"):
            # In a pod (the Helm chart): the service account's token and the cluster's CA.
            k8s_config.load_incluster_config(client_configuration=config)  # type: ignore[no-untyped-call]
        if settings.host:
            config.host = settings.host
        if settings.token:
            config.api_key = {"authorization": settings.token.get_secret_value()}
            config.api_key_prefix = {"authorization": "Bearer"}
        config.verify_ssl = settings.verify_ssl and config.verify_ssl
        config.retries = 1
        self._api_client = k8s.ApiClient(config)
        self.timeout = settings.request_timeout_s
        self.core = k8s.CoreV1Api(self._api_client)

    async def _call(self, what: str, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        kwargs.setdefault("_request_timeout", self.timeout)
        try:
            return await asyncio.to_thread(fn, *args, **kwargs)
        except ApiException as exc:
            raise BackendError(f"kubernetes {what}: {exc.status} {exc.reason}") from exc
        except (HTTPError, OSError) as exc:
            raise BackendError(f"kubernetes {what}: {exc}") from exc

    def _namespace(self, job: JobTarget) -> str:
        return str(job.spec.get("namespace") or self.settings.namespace)

    def _selector(self, job: JobTarget) -> str:
        selector = job.spec.get("selector")
        if not selector:
            raise BackendError(f"job {job.job_id}: spec has no pod label selector")
        return str(selector)

    async def cordon(self, node: str, reason: str) -> None:
        await self._call(f"cordon {node}", self.core.patch_node, node, {"spec": {"unschedulable": True}})
        if self.settings.evict_pods:
            await self._evict_all(node)

    async def _evict_all(self, node: str) -> None:
        pods: Any = await self._call(
            f"list pods on {node}",
            self.core.list_pod_for_all_namespaces,
            field_selector=f"spec.nodeName={node}",
        )
        pod: Any
        for pod in pods.items:
            owners = pod.metadata.owner_references or []
            if any(o.kind == "DaemonSet" for o in owners):
                continue
            body = k8s.V1Eviction(
                metadata=k8s.V1ObjectMeta(name=pod.metadata.name, namespace=pod.metadata.namespace)
            )
            try:
                await asyncio.to_thread(
                    self.core.create_namespaced_pod_eviction,
                    pod.metadata.name,
                    pod.metadata.namespace,
                    body,
                    _request_timeout=self.timeout,
                )
            except ApiException as exc:
                if exc.status == 404:  # already gone
                    continue
                raise BackendError(
                    f"kubernetes evict {pod.metadata.name}: {exc.status} {exc.reason}"
                ) from exc
            except (HTTPError, OSError) as exc:
                raise BackendError(f"kubernetes evict {pod.metadata.name}: {exc}") from exc

    async def uncordon(self, node: str) -> None:
        await self._call(f"uncordon {node}", self.core.patch_node, node, {"spec": {"unschedulable": False}})

    async def _pods(self, job: JobTarget) -> list[Any]:
        pods: Any = await self._call(
            f"list pods of {job.job_id}",
            self.core.list_namespaced_pod,
            self._namespace(job),
            label_selector=self._selector(job),
        )
        return list(pods.items)

    async def restart_marker(self, job: JobTarget) -> dict[str, Any]:
        pods = await self._pods(job)
        return {
            "pods": [
                {
                    "name": p.metadata.name,
                    "uid": p.metadata.uid,
                    "node": p.spec.node_name,
                    "phase": p.status.phase,
                }
                for p in pods
            ]
        }

    async def restart(
        self, job: JobTarget, *, marker: dict[str, Any], exclude: tuple[str, ...], key: str
    ) -> RestartOutcome:
        before = list(marker.get("pods", []))
        targets = [p for p in before if p.get("phase") == "Failed" or p.get("node") in exclude] or before
        if not targets:
            raise BackendError(f"job {job.job_id}: no pods match {self._selector(job)}")
        current = {p.metadata.uid for p in await self._pods(job)}
        pending = [p for p in targets if p["uid"] in current]
        if not pending:
            return RestartOutcome(f"{len(targets)} pods already replaced", already_done=True)
        namespace = self._namespace(job)
        for pod in pending:
            options = k8s.V1DeleteOptions(preconditions=k8s.V1Preconditions(uid=pod["uid"]))
            try:
                await asyncio.to_thread(
                    self.core.delete_namespaced_pod,
                    pod["name"],
                    namespace,
                    body=options,
                    _request_timeout=self.timeout,
                )
            except ApiException as exc:
                if exc.status in (404, 409):  # gone, or already replaced by a pod with another UID
                    continue
                raise BackendError(f"kubernetes delete {pod['name']}: {exc.status} {exc.reason}") from exc
            except (HTTPError, OSError) as exc:
                raise BackendError(f"kubernetes delete {pod['name']}: {exc}") from exc
        return RestartOutcome(f"deleted {len(pending)} pods for their controller to recreate")

    async def job_status(self, job: JobTarget) -> JobStatus | None:
        pods = await self._pods(job)
        if not pods:
            return None
        phases = {p.status.phase for p in pods}
        state = "RUNNING" if phases == {"Running"} else "FAILED" if "Failed" in phases else "PENDING"
        return JobStatus(state, tuple(sorted({p.spec.node_name for p in pods if p.spec.node_name})))

    async def partition_usage(self, node: str) -> PartitionUsage | None:
        nodes: Any = await self._call("list nodes", self.core.list_node)
        names = frozenset(n.metadata.name for n in nodes.items)
        drained = frozenset(n.metadata.name for n in nodes.items if n.spec and n.spec.unschedulable)
        return PartitionUsage(len(names), len(drained), "cluster", names, drained)

    # --- warm standby pool: a node label and a NoSchedule taint ----------------------------
    supports_standby = True

    async def standby_nodes(self) -> tuple[str, ...]:
        label = self.settings.standby_label
        nodes: Any = await self._call(
            "list standby nodes", self.core.list_node, label_selector=f"{label}=true"
        )
        return tuple(sorted(n.metadata.name for n in nodes.items))

    async def _set_standby(self, node: str, pooled: bool) -> None:
        """Label and taint ``node`` into the pool, or take both off. Taints are one list (a
        patch replaces it): read, edit, write; the other taints are kept."""
        label = self.settings.standby_label
        current: Any = await self._call(f"read {node}", self.core.read_node, node)
        taints = [
            {"key": t.key, "value": t.value, "effect": t.effect}
            for t in (current.spec.taints or [])
            if t.key != label
        ]
        if pooled:
            taints.append({"key": label, "value": "true", "effect": "NoSchedule"})
        body = {"metadata": {"labels": {label: "true" if pooled else None}}, "spec": {"taints": taints}}
        await self._call(f"{'pool' if pooled else 'unpool'} {node}", self.core.patch_node, node, body)

    async def standby_release(self, nodes: tuple[str, ...]) -> None:
        pool = set(await self.standby_nodes())
        for node in nodes:
            if node in pool:
                await self._set_standby(node, False)

    async def standby_add(self, nodes: tuple[str, ...]) -> tuple[str, ...]:
        """Pool the idle ones: schedulable, no pod but DaemonSets', not pooled already."""
        pool = set(await self.standby_nodes())
        added: list[str] = []
        for node in dict.fromkeys(nodes):
            if node in pool:
                continue
            current: Any = await self._call(f"read {node}", self.core.read_node, node)
            if current.spec.unschedulable:
                continue
            pods: Any = await self._call(
                f"list pods on {node}",
                self.core.list_pod_for_all_namespaces,
                field_selector=f"spec.nodeName={node}",
            )
            busy = [
                p
                for p in pods.items
                if not any(o.kind == "DaemonSet" for o in (p.metadata.owner_references or []))
                and p.status.phase in ("Pending", "Running")
            ]
            if busy:
                continue
            await self._set_standby(node, True)
            added.append(node)
        return tuple(added)

    async def close(self) -> None:
        await asyncio.to_thread(self._api_client.close)

"""deploy/helm/crashcart renders with the real helm, and every manifest it renders is valid
against the Kubernetes OpenAPI schemas (kubernetes-validate, strict: unknown fields are errors).

The ServiceMonitor is a prometheus-operator CRD with no schema among Kubernetes' own; it is
checked against the Service it must select instead. The RBAC rules are checked against the calls
the kubernetes backend makes: every verb it needs, and none it does not.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
CHART = REPO / "deploy" / "helm" / "crashcart"
K8S_VERSION = "1.33.0"
PRODUCTION: dict[str, Any] = {
    "database": {"url": "postgresql+asyncpg://crashcart:pw@postgres:5432/crashcart"},
    "redis": {"url": "redis://redis:6379/0"},
    "secrets": {"tokens": "admin:a-token,shipper:s-token", "llmApiKey": "sk-test"},
    "llm": {"baseUrl": "http://llm:8000/v1", "model": "qwen"},
    "notify": {"webhookUrls": ["https://hooks.example/crashcart"]},
}
# CoreV1Api method of the kubernetes backend -> (resource, verb) it needs.
CALLS = {
    "patch_node": ("nodes", "patch"),
    "list_node": ("nodes", "list"),
    "read_node": ("nodes", "get"),
    "list_pod_for_all_namespaces": ("pods", "list"),
    "list_namespaced_pod": ("pods", "list"),
    "delete_namespaced_pod": ("pods", "delete"),
    "create_namespaced_pod_eviction": ("pods/eviction", "create"),
}


def helm() -> str:
    found = shutil.which("helm", path=str(Path(sys.executable).parent)) or shutil.which("helm")
    if not found:
        pytest.fail(
            "helm is not installed: run `make install-dev` (scripts/bootstrap.sh test)", pytrace=False
        )
    return found


def render(values: dict[str, Any], tmp: Path) -> list[dict[str, Any]]:
    values_file = tmp / "values.yaml"
    values_file.write_text(yaml.safe_dump(values))
    argv = [helm(), "template", "cc", str(CHART), "--namespace", "crashcart", "-f", str(values_file)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return [d for d in yaml.safe_load_all(done.stdout) if d]


def by_kind(docs: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [d for d in docs if d["kind"] == kind]


def validate(doc: dict[str, Any]) -> None:
    kubernetes_validate.validate(doc, K8S_VERSION, strict=True)


VALUE_SETS: dict[str, dict[str, Any]] = {
    "defaults": {},
    "production": PRODUCTION,
    "own-secret-namespaced-rbac": {
        "existingSecret": "crashcart-secrets",
        "rbac": {"podNamespaces": ["training", "research"]},
        "serviceMonitor": {"labels": {"release": "kube-prometheus-stack"}},
        "worker": {"replicas": 7},
    },
}


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[dict[str, Any]]]:
    return {name: render(values, tmp_path_factory.mktemp(name)) for name, values in VALUE_SETS.items()}


def test_every_rendered_manifest_is_valid_kubernetes(rendered: dict[str, list[dict[str, Any]]]) -> None:
    for name, docs in rendered.items():
        kinds = sorted(d["kind"] for d in docs)
        for expected in ("Deployment", "Service", "Job", "ServiceMonitor", "ClusterRole", "ServiceAccount"):
            assert expected in kinds, (name, kinds)
        for doc in docs:
            if doc["kind"] == "ServiceMonitor":
                continue
            try:
                validate(doc)
            except kubernetes_validate.ValidationError as exc:
                pytest.fail(f"{name}: {doc['kind']} {doc['metadata']['name']}: {exc.message}")


def test_the_validator_rejects_a_broken_manifest(rendered: dict[str, list[dict[str, Any]]]) -> None:
    api = next(
        d for d in by_kind(rendered["defaults"], "Deployment") if d["metadata"]["name"].endswith("-api")
    )
    broken = yaml.safe_load(yaml.safe_dump(api))
    broken["spec"]["replicas"] = "two"
    with pytest.raises(kubernetes_validate.ValidationError):
        validate(broken)
    typo = yaml.safe_load(yaml.safe_dump(api))
    typo["spec"]["template"]["spec"]["containers"][0]["imagePullPolice"] = "Always"
    with pytest.raises(kubernetes_validate.ValidationError):
        validate(typo)


def test_api_workers_migrations_and_monitoring(rendered: dict[str, list[dict[str, Any]]]) -> None:
    docs = rendered["production"]
    deployments = {d["metadata"]["name"]: d for d in by_kind(docs, "Deployment")}
    api, worker = deployments["cc-crashcart-api"], deployments["cc-crashcart-worker"]
    assert api["spec"]["template"]["spec"]["containers"][0]["args"][:3] == [
        "crashcart",
        "serve",
        "--no-worker",
    ]
    assert worker["spec"]["template"]["spec"]["containers"][0]["args"] == ["crashcart", "worker"]
    scaled = {d["metadata"]["name"]: d for d in by_kind(rendered["own-secret-namespaced-rbac"], "Deployment")}
    assert scaled["cc-crashcart-worker"]["spec"]["replicas"] == 7
    env = {e["name"]: e for e in worker["spec"]["template"]["spec"]["containers"][0]["env"]}
    for name in (
        "CRASHCART_DATABASE_URL",
        "CRASHCART_REDIS_URL",
        "CRASHCART_TOKENS",
        "CRASHCART_LLM__API_KEY",
    ):
        assert env[name]["valueFrom"]["secretKeyRef"]["name"] == "cc-crashcart", name
    assert env["CRASHCART_NOTIFY__WEBHOOK_URLS"]["value"] == '["https://hooks.example/crashcart"]'

    secret = next(d for d in by_kind(docs, "Secret") if d["metadata"]["name"] == "cc-crashcart")
    assert secret["stringData"]["llm-api-key"] == "sk-test"
    assert secret["stringData"]["tokens"] == PRODUCTION["secrets"]["tokens"]
    job = by_kind(docs, "Job")[0]
    assert job["metadata"]["annotations"]["helm.sh/hook"] == "pre-install,pre-upgrade"
    assert job["spec"]["template"]["spec"]["containers"][0]["args"] == ["crashcart", "db", "upgrade"]
    # Its secret exists before it (a hook of lower weight), the release's own Secret does not yet.
    hook_secret = next(d for d in by_kind(docs, "Secret") if d["metadata"]["name"] == "cc-crashcart-migrate")
    weight = int(hook_secret["metadata"]["annotations"]["helm.sh/hook-weight"])
    assert weight < int(job["metadata"]["annotations"]["helm.sh/hook-weight"])

    service = by_kind(docs, "Service")[0]
    monitor = by_kind(docs, "ServiceMonitor")[0]
    assert monitor["apiVersion"] == "monitoring.coreos.com/v1"
    assert monitor["spec"]["selector"]["matchLabels"].items() <= service["metadata"]["labels"].items()
    assert monitor["spec"]["endpoints"][0]["port"] in {p["name"] for p in service["spec"]["ports"]}
    assert monitor["spec"]["endpoints"][0]["path"] == "/metrics"
    pod_labels = api["spec"]["template"]["metadata"]["labels"]
    assert service["spec"]["selector"].items() <= pod_labels.items()
    own = rendered["own-secret-namespaced-rbac"]
    assert [d["metadata"]["name"] for d in by_kind(own, "Secret")] == []  # the operator's own Secret
    assert by_kind(own, "ServiceMonitor")[0]["metadata"]["labels"]["release"] == "kube-prometheus-stack"


def needed_permissions() -> set[tuple[str, str]]:
    source = (REPO / "app" / "orchestrate" / "kubernetes.py").read_text()
    calls = set(re.findall(r"self\.core\.(\w+)", source))
    unknown = calls - CALLS.keys()
    assert not unknown, f"map these kubernetes calls to RBAC verbs: {unknown}"
    return {CALLS[c] for c in calls}


def granted(rules: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {(res, verb) for rule in rules for res in rule["resources"] for verb in rule["verbs"]}


def test_rbac_grants_exactly_what_the_kubernetes_backend_calls(
    rendered: dict[str, list[dict[str, Any]]],
) -> None:
    needed = needed_permissions()
    assert ("nodes", "patch") in needed and ("pods/eviction", "create") in needed
    cluster_wide = rendered["defaults"]
    assert granted([r for d in by_kind(cluster_wide, "ClusterRole") for r in d["rules"]]) == needed
    assert by_kind(cluster_wide, "Role") == []

    namespaced = rendered["own-secret-namespaced-rbac"]
    cluster = granted([r for d in by_kind(namespaced, "ClusterRole") for r in d["rules"]])
    assert cluster == {p for p in needed if p[0] == "nodes"}  # pods only where the jobs run
    roles = by_kind(namespaced, "Role")
    assert sorted(r["metadata"]["namespace"] for r in roles) == ["research", "training"]
    for role in roles:
        assert granted(role["rules"]) == {p for p in needed if p[0] != "nodes"}
    bindings = by_kind(namespaced, "RoleBinding") + by_kind(namespaced, "ClusterRoleBinding")
    for binding in bindings:
        assert binding["subjects"] == [
            {"kind": "ServiceAccount", "name": "cc-crashcart", "namespace": "crashcart"}
        ]

"""Process deaths reported by a supervisor, end to end (rules, then the action table, through
JobAnalyzer as ``crashcart eval`` reads a log): gunicorn's arbiter reaping a worker a signal ended,
kubectl's container state (reason ``Error`` beside the exit code), and Ray's dead actors (the caller's
``ActorDiedError`` and the reason Ray prints after it). Lines are written in each tool's documented
format (gunicorn's arbiter.py, containerd's CRI reasons as kubectl describe prints them, Ray's
exceptions); none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import RUNNING, first

# gunicorn 20.x, 21-23 (signal name, or the raw wait status as "code N") and 24+.
GUNICORN_SIGKILL = [
    "[2021-03-01 10:00:00 +0000] [1] [WARNING] Worker with pid 71 was terminated due to signal 9",
    "[2025-07-05 12:18:55 +0000] [105] [ERROR] Worker (pid:106) was sent SIGKILL! Perhaps out of memory?",
    "[2023-01-10 08:00:00 +0000] [1] [ERROR] Worker (pid:54) was sent code 137!",
]
GUNICORN_CRASH = [
    "[2021-03-01 10:00:00 +0000] [1] [WARNING] Worker with pid 71 was terminated due to signal 11",
    "[2025-07-05 12:18:55 +0000] [105] [WARNING] Worker (pid:106) was sent SIGSEGV!",
    "[2024-01-10 08:00:00 +0000] [1] [ERROR] Worker (pid:54) was sent code 139!",
]
# SIGBUS (signal 7, wait status 135): memory that could not be backed, os_error (framework.bus_error).
GUNICORN_BUS_ERROR = [
    "[2023-03-22 11:04:43 +0100] [1] [WARNING] Worker with pid 3 was terminated due to signal 7",
    "[2025-07-05 12:18:55 +0000] [105] [WARNING] Worker (pid:106) was sent SIGBUS!",
    "[2024-01-10 08:00:00 +0000] [1] [ERROR] Worker (pid:54) was sent code 135!",
]


@pytest.mark.parametrize("line", GUNICORN_SIGKILL)
def test_a_gunicorn_worker_killed_by_sigkill_is_a_kill_without_reason(line: str) -> None:
    v = first(*RUNNING, line)
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.action_rule == "killed_without_reason"  # type: ignore[attr-defined]


@pytest.mark.parametrize("line", GUNICORN_CRASH)
def test_a_gunicorn_worker_that_crashed_is_a_native_crash_its_owner_is_told(line: str) -> None:
    v = first(line)
    assert (v.category, v.action) == (Category.other, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert "framework.segfault" in v.rule_ids  # type: ignore[attr-defined]
    assert "native_crash" in v.action_reason  # type: ignore[attr-defined]
    # A hardware line anywhere in the job keeps it with a person: the crash may be the GPU's.
    xid = (
        "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4201, GPU has fallen off the bus."
    )
    assert first(xid, line).action != Action.no_restart_notify_user  # type: ignore[attr-defined]


@pytest.mark.parametrize("line", GUNICORN_BUS_ERROR)
def test_a_gunicorn_worker_killed_by_a_bus_error_is_an_os_error_its_owner_is_told(line: str) -> None:
    v = first(line)
    assert (v.category, v.action) == (Category.os_error, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert "framework.bus_error" in v.rule_ids and "framework.segfault" not in v.rule_ids  # type: ignore[attr-defined]
    assert "native_crash" in v.action_reason  # type: ignore[attr-defined]


def test_a_gunicorn_worker_stopped_by_sigterm_is_an_echo() -> None:
    v = first("[2025-07-05 12:18:55 +0000] [105] [INFO] Worker (pid:106) was sent SIGTERM!")
    assert v.action == Action.needs_human  # type: ignore[attr-defined]
    assert "framework.segfault" not in v.rule_ids and "framework.sigkill" not in v.rule_ids  # type: ignore[attr-defined]


def test_a_gunicorn_sigkill_next_to_the_kernels_oom_record_is_host_oom() -> None:
    v = first(
        "Out of memory: Killed process 106 (gunicorn) total-vm:4194304kB, anon-rss:3145728kB, file-rss:0kB, "
        "shmem-rss:0kB, UID:1000 pgtables:8192kB oom_score_adj:0",
        "[2025-07-05 12:18:55 +0000] [105] [ERROR] Worker (pid:106) was sent SIGKILL! Perhaps out of memory?",
    )
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.action_rule == "host_oom_killed"  # type: ignore[attr-defined]


def _describe(reason: str, code: int) -> list[str]:
    return [
        "    Last State:     Terminated",
        f"      Reason:       {reason}",
        f"      Exit Code:    {code}",
        "      Started:      Wed, 27 Mar 2019 01:53:04 +0100",
        "      Finished:     Wed, 27 Mar 2019 02:32:11 +0100",
    ]


def test_kubectl_reason_error_is_context_and_exit_137_decides() -> None:
    # "Error" is the runtime's reason for any non-zero exit; 137 is SIGKILL (128 + 9) with no OOM record
    v = first(*_describe("Error", 137))
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert "engine.unrecognised_error" not in v.rule_ids  # type: ignore[attr-defined]


def test_kubectl_reason_oomkilled_is_the_oom_killer() -> None:
    v = first(*_describe("OOMKilled", 137))
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.action_rule == "host_oom_killed"  # type: ignore[attr-defined]


def test_kubectl_reason_error_with_exit_1_names_nothing_and_never_restarts() -> None:
    v = first(*_describe("Error", 1))
    assert v.action == Action.needs_human  # type: ignore[attr-defined]
    assert v.action not in DESTRUCTIVE_ACTIONS  # type: ignore[attr-defined]
    assert "sched.k8s_terminated_error" in v.rule_ids  # type: ignore[attr-defined]


def test_the_containers_own_error_outranks_kubectls_reason() -> None:
    v = first(
        "Traceback (most recent call last):",
        '  File "train.py", line 12, in <module>',
        "    import yaml",
        "ModuleNotFoundError: No module named 'yaml'",
        *_describe("Error", 1),
    )
    assert (v.category, v.action) == (Category.import_error, Action.no_restart_notify_user)  # type: ignore[attr-defined]


ACTOR_DIED = "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task."


def test_a_ray_actor_whose_worker_died_of_a_system_error_is_a_kill_without_reason() -> None:
    v = first(
        ACTOR_DIED,
        "        class_name: TaskRunner",
        "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker "
        "exit detail: Worker exits unexpectedly. Worker exits with an exit code None. The worker may have "
        "exceeded K8s pod memory limits.",
    )
    assert (v.category, v.action) == (Category.host_oom, Action.no_restart_notify_user)  # type: ignore[attr-defined]
    assert v.action_rule == "killed_without_reason"  # type: ignore[attr-defined]


def test_a_ray_actor_whose_node_crashed_waits_for_a_person_without_a_cordon() -> None:
    v = first(
        ACTOR_DIED,
        "The actor is dead because its owner has died. Owner Id: 0100 Owner Ip address: 172.21.160.9 Owner "
        "worker exit type: SYSTEM_ERROR Worker exit detail: Owner's node has crashed.",
    )
    assert (v.category, v.action) == (Category.node_failure, Action.needs_human)  # type: ignore[attr-defined]


def test_a_ray_actor_died_alone_is_an_echo_not_a_python_error() -> None:
    v = first(ACTOR_DIED)
    assert v.action == Action.needs_human  # type: ignore[attr-defined]
    assert v.category != Category.runtime_error  # type: ignore[attr-defined]
    assert "framework.ray_actor_died" in v.rule_ids  # type: ignore[attr-defined]


def test_a_ray_actors_own_exception_decides_over_its_death() -> None:
    v = first(
        ACTOR_DIED,
        "The actor died because of an error raised in its creation task, ray::Trainer.__init__() "
        "(pid=4242, ip=10.0.0.3)",
        "Traceback (most recent call last):",
        '  File "trainer.py", line 40, in __init__',
        "    self.model = build(cfg)",
        "KeyError: 'hidden_size'",
    )
    assert v.action == Action.no_restart_notify_user  # type: ignore[attr-defined]
    assert v.category == Category.runtime_error  # type: ignore[attr-defined]

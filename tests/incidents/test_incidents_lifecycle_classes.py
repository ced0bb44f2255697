"""Scheduler, cloud and node-lifecycle events, end to end (rules, then the action table, through
JobAnalyzer as ``crashcart eval`` reads a log): a resource the scheduler or the cloud took away
(preemption, a Spot reclaim, a node shut down) resumes from the checkpoint, alone and after training
progressed; a node lost without a hardware line waits for a person; a Slurm node failure cordons
only the node it names; a stop signal's echo never decides. Lines are written in each tool's
documented format (Slurm, Kubernetes, Kueue, EC2, Compute Engine, Azure, Ray, SkyPilot,
torchelastic); none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import RUNNING, first, outcome, verdicts

# The scheduler or the cloud took the resources away: nothing in the job is broken.
TAKEN_AWAY = [
    "slurmstepd: error: *** JOB 4242 ON gpu17 CANCELLED AT 2024-11-22T02:00:00 DUE TO PREEMPTION ***",
    "   JobState=PREEMPTED Reason=None Dependency=(null)",
    # a sacct row (the state column of a preempted step)
    "4242.0           python        gpu      acct1        64  PREEMPTED      0:0",
    "  Normal  Preempted  12s  default-scheduler  Preempted by pod 5a1e2b7c-0c1d-4f4e-9d1a-3b2c1d0e9f8a "
    "on node gke-1",
    "    Message:  default-scheduler: preempting to accommodate a higher priority pod",
    "  Normal  Preempted  20s  kueue-admission  Preempted to accommodate a workload (UID: 5b1e, "
    "JobUID: 7c2f) due to prioritization in the ClusterQueue",
    "    message: Preempted to accommodate a higher priority Workload",
    "  Message:  Pod was terminated in response to imminent node shutdown.",
    "  Message:  Pod was terminated in response to node shutdown.",
    '{"version": "0", "detail-type": "EC2 Spot Instance Interruption Warning", "source": "aws.ec2", '
    '"detail": {"instance-id": "i-0abc", "instance-action": "terminate"}}',
    '{"action": "terminate", "time": "2024-11-22T02:00:00Z"}',
    "2020/04/28 23:00:46 Got drain event from channel {InstanceID:i-0abc} {EventID:spot-itn-1809 "
    "Kind:SPOT_ITN Description:Spot ITN received. Instance will be interrupted at 2020-04-28T23:02:46.246Z",
    "systemevent-1746631209934  compute.instances.preempted  us-central1-a/instances/gpu-3  200  DONE",
    "statusMessage: Instance was preempted.",
    '{"DocumentIncarnation": 2, "Events": [{"EventId": "C7061BAC", "EventStatus": "Scheduled", '
    '"EventType": "Preempt", "ResourceType": "VirtualMachine", "Resources": ["vm-gpu-3"]}]}',
    "(TrainController pid=79312)     the actor's node was preempted: spot instance reclaimed",
    # a voluntary disruption: kubectl drain for maintenance, the autoscaler removing the node
    "    Reason:   EvictionByEvictionAPI",
    "    message: 'Eviction API: evicting'",
    "(bert-qa pid=920210) I 05-04 00:52:46 controller.py:100] The cluster is preempted.",
    "(sky-de99, pid=734143) I 12-10 21:39:39 controller.py:118] Cluster is preempted (status: INIT). "
    "Recovering...",
]


@pytest.mark.parametrize("line", TAKEN_AWAY)
@pytest.mark.parametrize("before", [[], RUNNING], ids=["alone", "after_progress"])
def test_resources_taken_away_resume_from_the_checkpoint(line: str, before: list[str]) -> None:
    assert outcome(*before, line) == (Category.other, Action.restart_from_checkpoint)


NCCL_REMOTE = (
    "[rank3]:[E1122 02:00:01.000000 4242 ProcessGroupNCCL.cpp:1234] [PG 0 Rank 3] Process group watchdog "
    "thread terminated with exception: NCCL error: remote process exited or there was a network error, "
    "NCCL version 2.21.5"
)
PREEMPTIONS = [
    "slurmstepd: error: *** JOB 4242 ON gpu17 CANCELLED AT 2024-11-22T02:00:00 DUE TO PREEMPTION ***",
    "statusMessage: Instance was preempted.",
    "  Message:  Pod was terminated in response to imminent node shutdown.",
]


@pytest.mark.parametrize("preemption", PREEMPTIONS)
@pytest.mark.parametrize("preemption_first", [True, False], ids=["preemption_first", "remote_error_first"])
def test_a_preemption_explains_the_peers_remote_errors(preemption: str, preemption_first: bool) -> None:
    # The surviving ranks lose the preempted ones (NCCL's remote error, a reset connection): the
    # preemption is the cause, whichever line the log printed first.
    lines = [preemption, NCCL_REMOTE, "srun: error: gpu18: task 1: Killed"]
    if not preemption_first:
        lines = [NCCL_REMOTE, preemption]
    assert outcome(*RUNNING, *lines) == (Category.other, Action.restart_from_checkpoint)


# A node lost or a launch that failed: no hardware line to cordon on, and whether the node, its
# agent or the network failed is not in the log.
NODE_LOST = [
    "  Warning  NodeNotReady  2m  node-controller  Node is not ready",
    "    Reason:   NodeLost",
    "  Message:  Node gpu-node-3 which was running pod trainer-0 is unresponsive",
    "(raylet) The node with node id: 8a3c and address: 10.0.0.3 and node name: 10.0.0.3 has been marked dead "
    "because the detector has missed too many heartbeats from it.",
    "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task. The actor died "
    "because its node has died. Node Id: 8a3c",
    "ray.exceptions.NodeDiedError: Task failed due to the node dying.",
    "   JobState=PENDING Reason=launch_failed_requeued_held Dependency=(null)",
    "   JobState=BOOT_FAIL Reason=None Dependency=(null)",
    "    message: 'Taint manager: deleting due to NoExecute taint'",
    "    message: 'PodGC: node no longer exists'",
    "Task failed because the node it was running on is dead or unavailable. Node IP: 10.0.0.3, node ID: 8a3c",
    "The actor is dead because its owner has died. Owner Id: 0100 Owner worker exit type: SYSTEM_ERROR "
    "Worker exit detail: Owner's node has crashed.",
]


@pytest.mark.parametrize("line", NODE_LOST)
@pytest.mark.parametrize("before", [[], RUNNING], ids=["alone", "after_progress"])
def test_a_lost_node_waits_for_a_person(line: str, before: list[str]) -> None:
    assert outcome(*before, line) == (Category.node_failure, Action.needs_human)


def test_a_slurm_node_failure_cordons_the_node_it_names() -> None:
    v = first(*RUNNING, "srun: error: Node failure on gpu17", "srun: error: gpu18: task 1: Killed")
    assert (v.category, v.action) == (Category.node_failure, Action.cordon_and_restart)  # type: ignore[attr-defined]
    assert sorted(v.culprit.nodes) == ["gpu17"]  # type: ignore[attr-defined]


def test_a_preemption_beside_a_node_failure_does_not_hide_the_failure() -> None:
    # Slurm preempts the other jobs of a failed node too; the node failure is the cause to act on.
    category, _ = outcome(
        "slurmstepd: error: *** JOB 4242 ON gpu17 CANCELLED AT 2024-11-22T02:00:00 DUE TO PREEMPTION ***",
        "slurmstepd: error: *** JOB 4242 ON gpu17 CANCELLED AT 2024-11-22T02:00:00 DUE TO NODE FAILURE, SEE "
        "SLURMCTLD LOG FOR DETAILS ***",
    )
    assert category == Category.node_failure


# The agent's echo of a stop signal, the training operator's echo of failed replicas: how the job
# ended, never why.
ECHOES = [
    "  Warning  PyTorchJobFailed  2m  pytorchjob-controller  PyTorchJob default/llama-ft is failed because "
    "1 Worker replica(s) failed.",
    "[2024-11-22 02:00:00,000] torch.distributed.elastic.agent.server.api: [WARNING] Received "
    "Signals.SIGTERM death signal, shutting down workers",
    "W1122 02:00:00.000000 4242 torch/distributed/elastic/agent/server/api.py:704] Received 15 death signal, "
    "shutting down workers",
]


@pytest.mark.parametrize("line", ECHOES)
def test_a_stop_signal_alone_is_no_culprit(line: str) -> None:
    category, action = outcome(*RUNNING, line)
    assert action == Action.needs_human
    assert action not in DESTRUCTIVE_ACTIONS
    assert category == Category.other


@pytest.mark.parametrize("line", ECHOES)
def test_a_stop_signal_after_a_preemption_keeps_the_preemption(line: str) -> None:
    assert outcome(*RUNNING, "statusMessage: Instance was preempted.", line) == (
        Category.other,
        Action.restart_from_checkpoint,
    )


@pytest.mark.parametrize("line", ECHOES)
def test_a_stop_signal_after_a_code_error_keeps_the_code_error(line: str) -> None:
    category, action = outcome(
        *RUNNING, "TypeError: unsupported operand type(s) for +: 'int' and 'str'", line
    )
    assert (category, action) == (Category.type_error, Action.no_restart_notify_user)


def test_the_time_limit_is_still_told_to_the_owner() -> None:
    # The action table keeps a Slurm time limit as notify (a restart with the same limit hits it again).
    _, action = outcome(
        *RUNNING,
        "slurmstepd: error: *** JOB 1234 ON gpu01 CANCELLED AT 2024-11-22T02:00:00 DUE TO TIME LIMIT ***",
    )
    assert action == Action.no_restart_notify_user


@pytest.mark.parametrize(
    "line",
    [
        "docs: a pod can be Preempted by a higher-priority pod",
        "was the instance preempted?",
        '{"action": "train", "time": "2024-11-22T02:00:00Z"}',
        '{"EventType": "Reboot", "ResourceType": "VirtualMachine"}',
        "ray docs: a node is marked dead when heartbeats stop",
    ],
)
def test_prose_about_preemption_is_no_event(line: str) -> None:
    for v in verdicts(line):
        assert v.action not in DESTRUCTIVE_ACTIONS

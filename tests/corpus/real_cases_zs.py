# ruff: noqa
"""Real excerpts, batch ZS: the scheduler or the cloud taking the resources away. Kueue preempting a
workload, SkyPilot's managed-job controller finding its spot cluster preempted, AWS's node termination
handler receiving a Spot interruption notice, Compute Engine's preemption system events. Nothing in the
job is broken in any of them: the workload is requeued or the cluster relaunched and the job resumes
from its checkpoint. Verbatim log lines as printed in public threads (each repository maps to the dev
fold and was not in the corpus before)."""

from __future__ import annotations

from real_kit import RESTART, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "kubernetes-sigs/kueue/issues/7350",
        "kubernetes-sigs/kueue",
        "other",
        "transient",
        RESTART,
        "message: 'Preempted to accommodate a workload (UID:",
        r"""
        conditions:
          - lastTransitionTime: "2025-10-23T06:33:17Z"
           message: Quota reserved in ClusterQueue q1
           observedGeneration: 1
           reason: QuotaReserved
           status: "True"
           type: QuotaReserved
          - lastTransitionTime: "2025-10-23T06:33:18Z"
           message: 'Preempted to accommodate a workload (UID: 9f542104-a9e2-4344-ad2e-9c136204da18,
            JobUID: a20d0a6a-64a3-46ce-9b95-8cfb3bf6e675) due to prioritization in the
            ClusterQueue'
           observedGeneration: 1
           reason: Preempted
           status: "True"
           type: Evicted
        """,
        "The low-priority workload's conditions: Kueue evicted it (reason Preempted) to admit a "
        "higher-priority job in the same ClusterQueue. The thread is about MultiKueue not propagating "
        "the eviction to the worker cluster (a Kueue bug, fixed there); for the preempted job itself "
        "nothing failed: Kueue's preemption docs have the workload requeued and readmitted when quota "
        "frees, so it resumes from its checkpoint.",
    ),
    real(
        GH + "kubernetes-sigs/kueue/pull/1742",
        "kubernetes-sigs/kueue",
        "other",
        "transient",
        RESTART,
        "message: Preempted to accommodate a higher priority Workload",
        r"""
        ➜  jobs git:(import-mode) ✗ k get workloads job-p2-job-sr7rp-badd1 -oyaml | grep -B 3 Evict
            message: Preempted to accommodate a higher priority Workload
            reason: Preempted
            status: "True"
            type: Evicted
        """,
        "Kueue's older message for the same eviction: the workload was preempted for a higher-priority "
        "one (the PR tests that the eviction is acted on). A preempted workload is requeued; the job "
        "resumes from its last checkpoint when it is readmitted.",
        tag="preempted",
    ),
    real(
        GH + "skypilot-org/skypilot/pull/804",
        "skypilot-org/skypilot",
        "other",
        "transient",
        RESTART,
        "controller.py:100] The cluster is preempted.",
        r"""
        (bert-qa pid=920210) I 05-04 00:52:46 controller.py:100] The cluster is preempted.
        (bert-qa pid=920210) I 05-04 00:52:46 spot_state.py:99] === Recovering... ===
        (bert-qa pid=920210) E 05-04 00:53:16 backend_utils.py:993]
        (bert-qa pid=920210) E 05-04 00:53:16 backend_utils.py:998] Command failed with code 255: python3 -u -c 'from sky.skylet import job_lib, log_lib;job_lib.cancel_jobs(None)'
        (bert-qa pid=920210) E 05-04 00:53:16 backend_utils.py:999] Failed to cancel jobs on cluster bert-qa-39.
        (bert-qa pid=920210) I 05-04 00:53:16 cloud_vm_ray_backend.py:761] To view detailed progress: tail -n100 -f /home/ubuntu/sky_logs/sky-2022-05-04-00-53-16-572851/provision.log
        """,
        "A managed spot job (BERT QA) whose spot cluster was preempted; the controller recovers it. The "
        "maintainer explains that the red 'Failed to cancel jobs' lines are printed on every preemption "
        "(the cluster is already gone, so the cancel over ssh fails with 255) and only polishes the "
        "logging. The job resumes from its checkpoint on the relaunched cluster.",
    ),
    real(
        GH + "skypilot-org/skypilot/pull/1500",
        "skypilot-org/skypilot",
        "other",
        "transient",
        RESTART,
        "Cluster is preempted (status: INIT). Recovering...",
        r"""
        (sky-de99-weichiang, pid=734143) I 12-10 21:39:39 controller.py:118] Cluster is preempted (status: INIT). Recovering...
        (sky-de99-weichiang, pid=734143) I 12-10 21:42:11 spot_state.py:134] === Recovering... ===
        (sky-de99-weichiang, pid=734143) I 12-10 21:42:11 recovery_strategy.py:126] Ignoring the job cancellation failure; the spot cluster is likely completely stopped.
        (sky-de99-weichiang, pid=734143) I 12-10 21:42:11 recovery_strategy.py:126]   Detailed exception: 'NoneType' object has no attribute 'cluster_yaml'
        (sky-de99-weichiang, pid=734143) D 12-10 21:42:11 recovery_strategy.py:316] Terminating unhealthy spot cluster.
        (sky-de99-weichiang, pid=734143) D 12-10 21:42:11 recovery_strategy.py:320] Relaunch the cluster  without constraining to prior cloud/region.
        """,
        "A TPU spot cluster preempted; SkyPilot's controller ignores the failed cancel (the cluster is "
        "stopped) and relaunches elsewhere. The PR fixes a leak of the preempted TPU resources, not the "
        "job: the job itself is recovered and resumes from its checkpoint. The AttributeError is inside "
        "an informational 'Ignoring ...' line of the controller, not the job's code.",
    ),
    real(
        GH + "aws/aws-node-termination-handler/issues/146",
        "aws/aws-node-termination-handler",
        "other",
        "transient",
        RESTART,
        "Kind:SPOT_ITN Description:Spot ITN received. Instance will be interrupted at",
        r"""
        2020/04/28 23:00:46 Sending drain event to the drain channel
        2020/04/28 23:00:46 Got drain event from channel {InstanceID:i-027a7181c7dcdf2ff InstanceType:m5n.4xlarge PublicHostname: PublicIP: LocalHostname:ip-10-34-5-239.us-west-2.compute.internal LocalIP:10.34.5.239} {EventID:spot-itn-180911fc5ea28cddd3d3f22b95f796141b4573a1e4e5e39307116a034d72d18e Kind:SPOT_ITN Description:Spot ITN received. Instance will be interrupted at 2020-04-28T23:02:46.246Z
         State: StartTime:2020-04-28 23:02:46.246 +0000 UTC EndTime:0001-01-01 00:00:00 +0000 UTC Drained:false PreDrainTask:<nil>}
        ip-10-34-5-239.us-west-2.compute.internal
        2020/04/28 23:00:46 There was a problem monitoring for Scheduled Maintenance events: Unable to parse metadata response: Metadata request received http status code: 404
        """,
        "The termination handler on a Spot node received EC2's two-minute interruption notice and "
        "cordons/drains the node (the thread is about the node staying SchedulingDisabled). The 404 on "
        "the scheduled-maintenance endpoint is the normal answer when no maintenance is scheduled. EC2 "
        "reclaimed the capacity; the workloads move to other nodes and resume from their checkpoints.",
    ),
    real(
        GH + "cloudpilot-ai/karpenter-provider-gcp/pull/37",
        "cloudpilot-ai/karpenter-provider-gcp",
        "other",
        "transient",
        RESTART,
        "compute.instances.preempted",
        r"""
        gcloud compute operations list     --filter="operationType=compute.instances"
        NAME                                                       TYPE                                        TARGET                                                                 HTTP_STATUS  STATUS  TIMESTAMP
        systemevent-1746631209934-6348d44d25ec7-a6b1f0df-60d95dad  compute.instances.preempted                 us-central1-a/instances/gke-helen-c1-spot-cast-pool-df29e951           200          DONE    2025-05-07T08:20:20.201-07:00
        """,
        "Compute Engine's system event for a GKE Spot node: compute.instances.preempted (the PR adds an "
        "interruption controller that watches for it, following the Spot VM docs on detecting "
        "preemption). The capacity was reclaimed; the pods are rescheduled on other nodes and the "
        "training resumes from its checkpoint.",
    ),
]

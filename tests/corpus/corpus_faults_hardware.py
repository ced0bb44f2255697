"""Node-hardware faults for the multi-rank jobs: Xids, ECC, NVLink/NVSwitch, dead nodes. Cordon the node."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from corpus_fault_kit import CUDA_ASYNC_NOTE, Label, app_exception, crash, culprit_of, neighbours, xid_line
from corpus_job import Job


# --- node hardware: cordon the node -------------------------------------------------------------------
def gpu_crash_with_xid(code: int, text: str, cuda_msg: str, category: str, note: str) -> Callable[..., Label]:
    def fault(job: Job, c: int, late: bool) -> Label:
        def emit() -> str:
            root = job.kernel(job.host(c), xid_line(job, c, code, text))
            job.clock.tick(job.rng, 0.1, 0.5)
            job.c10(
                c,
                "ProcessGroupNCCL.cpp:1899",
                f"[PG ID 0 PG GUID 0(default_pg) Rank {c}] Process group watchdog thread terminated with "
                f"exception: CUDA error: {cuda_msg}",
            )
            app_exception(job, c, [f"RuntimeError: CUDA error: {cuda_msg}", *CUDA_ASYNC_NOTE])
            return root

        root = crash(job, c, emit, 1, late, extra_nodes=1)
        return Label(category, "node_hardware", "cordon_and_restart", root, culprit_of(job, c), notes=note)

    return fault


def xid79_hung(job: Job, c: int, late: bool) -> Label:
    """The GPU falls off the bus; its process hangs in the driver and prints nothing; dmesg comes last."""
    when = job.clock.now
    job.clock.jump(600)
    others = [r for r in range(job.n) if r != c]
    job.timeouts(others)
    local_victim = next(r for r in job.ranks_of(c // 8) if r != c)
    job.launcher_failure(local_victim, -6, others, extra_nodes=1)
    saved, job.clock.now = job.clock.now, when
    root = job.kernel(job.host(c), xid_line(job, c, 79, "GPU has fallen off the bus."))
    job.kernel(job.host(c), f"NVRM: GPU 0000:{job.bus(c)}:00.0: GPU has fallen off the bus.")
    job.clock.now = saved
    return Label(
        "gpu_xid",
        "node_hardware",
        "cordon_and_restart",
        root,
        culprit_of(job, c),
        notes="Hard case: the culprit rank printed nothing (hung in the driver); every other rank "
        "times out and torchrun's summary names a bystander; the Xid 79 kernel line appended "
        "at the end by the node agent is the only root cause. The culprit rank is the one whose "
        "NCCL init line shows the same busId. Xid 79 line format from "
        "github.com/NVIDIA/open-gpu-kernel-modules/issues/507 and NVIDIA/NVSentinel#155.",
    )


def fell_off_no_xid(job: Job, c: int, late: bool) -> Label:
    host, bus = job.host(c), job.bus(c)

    def emit() -> str:
        job.kernel(host, f"NVRM: The NVIDIA GPU 0000:{bus}:00.0")
        job.kernel(host, "NVRM: (PCI ID: 10de:2330) installed in this system has")
        root = job.kernel(host, "NVRM: fallen off the bus and is not responding to commands.")
        job.c10(
            c,
            "ProcessGroupNCCL.cpp:1899",
            f"[PG ID 0 PG GUID 0(default_pg) Rank {c}] Process group watchdog thread terminated with "
            "exception: CUDA error: unknown error",
        )
        return root

    root = crash(job, c, emit, -6, late)
    return Label(
        "gpu_xid",
        "node_hardware",
        "cordon_and_restart",
        root,
        culprit_of(job, c),
        notes="GPU fell off the bus reported by NVRM without an Xid number, split over three kernel "
        "lines (format from github.com/NVIDIA/NVSentinel/issues/155).",
    )


def sxid_nvswitch(job: Job, c: int, late: bool) -> Label:
    host = job.host(c)

    def emit() -> str:
        root = job.kernel(
            host,
            "nvidia-nvswitch2: SXid (PCI:0000:07:00.0): 24007, Fatal, Link 36 sourcetrack "
            "timeout error (First)",
        )
        job.lines.append(
            f"{job.clock.syslog()} {host} nv-fabricmanager[2214]: detected NVSwitch fatal error 24007 "
            "on fid 0 on NVSwitch pci bus id 00000000:07:00.0 physical id 2 port 36"
        )
        app_exception(
            job,
            c,
            [
                "RuntimeError: CUDA error: an uncorrectable NVLink error was detected during the execution",
                *CUDA_ASYNC_NOTE,
            ],
        )
        return root

    root = crash(job, c, emit, 1, late)
    return Label(
        "nvlink_error",
        "node_hardware",
        "cordon_and_restart",
        root,
        culprit_of(job, c),
        notes="Fatal NVSwitch SXid and the fabric manager's report on the culprit node (SXid semantics "
        "from the NVIDIA Fabric Manager user guide); adapted lines.",
    )


def node_failure_slurm(job: Job, c: int, late: bool) -> Label:
    """A node dies outright: peers see IB retry-exceeded errors naming its IP first, Slurm names it last."""
    h = c // 8
    dead = job.ranks_of(h)
    job.clock.jump(20)
    for r in neighbours(job, c, 4):
        if r in dead:
            continue
        job.nccl(
            r,
            f"transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer {job.ips[h]}<"
            f"{job.rng.randint(30000, 60000)}> with error 12, opcode 0, len 0, vendor err 129 (Recv) "
            f"localGid ::ffff:{job.ip(r)} remoteGids ::ffff:{job.ips[h]}",
            kind="WARN",
        )
    job.clock.jump(600)
    job.timeouts([r for r in job.pick_peers(c, 0.7) if r not in dead])
    root = f"srun: error: Node failure on {job.hosts[h]}"
    job.lines.append(root)
    job.lines.append(
        f"slurmstepd: error: *** JOB {job.job_id} ON {job.hosts[0]} CANCELLED AT "
        f"{job.clock.now:%Y-%m-%dT%H:%M:%S} DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***"
    )
    return Label(
        "node_failure",
        "node_hardware",
        "cordon_and_restart",
        root,
        {"nodes": [job.hosts[h]], "ranks": []},
        notes="Hard case: the first error lines are IB completion errors (error 12 = retry exceeded, "
        "vendor err 129, see NVIDIA/nccl#902 and horovod#147) on the dead node's peers; they "
        "name its IP, not its host name. Slurm's node-failure line names the node.",
    )


def node_mce(job: Job, c: int, late: bool) -> Label:
    host = job.host(c)

    def emit() -> str:
        root = job.kernel(
            host, "mce: [Hardware Error]: CPU 37: Machine Check Exception: 5 Bank 5: be00000000800400"
        )
        job.kernel(
            host, "mce: [Hardware Error]: TSC 0 ADDR 1f7a3c000 MISC 0 SYND 4d000000 IPID 500b000000000"
        )
        job.kernel(host, "Kernel panic - not syncing: Fatal machine check")
        return root

    h = c // 8
    root = emit()
    job.clock.jump(600)
    dead = job.ranks_of(h)
    job.timeouts([r for r in job.pick_peers(c, 0.8) if r not in dead])
    others = [r for r in range(job.n) if r not in dead]
    job.launcher_failure(others[0], -6, others[1:])
    return Label(
        "node_failure",
        "node_hardware",
        "cordon_and_restart",
        root,
        {"nodes": [host], "ranks": []},
        notes="Fatal CPU machine check and kernel panic on one node; its eight ranks vanish without a "
        "word, the others time out. Synthetic MCE lines in the kernel's format.",
    )


# --- transient infrastructure: restart as is ---------------------------------------------------------


def xid_hung_late(code: int, text: str, category: str, note: str) -> Callable[..., Label]:
    """A GPU wedges (GSP timeout and the like): its rank hangs, the others time out; dmesg arrives last."""

    def fault(job: Job, c: int, late: bool) -> Label:
        when: datetime = job.clock.now
        job.clock.jump(600)
        others = [r for r in range(job.n) if r != c]
        job.timeouts(job.rng.sample(others, k=int(len(others) * 0.9)))
        job.launcher_failure(others[0], -6, others[1:], extra_nodes=2)
        saved, job.clock.now = job.clock.now, when
        root = job.kernel(job.host(c), xid_line(job, c, code, text))
        job.clock.now = saved
        return Label(category, "node_hardware", "cordon_and_restart", root, culprit_of(job, c), notes=note)

    return fault

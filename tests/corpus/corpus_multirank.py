"""The multi-rank synthetic job cases: one spec per job, built deterministically from its seed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from corpus_faults import FAULTS
from corpus_job import Job


@dataclass(frozen=True)
class JobSpec:
    fault: str
    n_ranks: int
    node_style: str  # gpu | node | dgx | h100 | p4d | ip
    style: str  # torchrun | srun | pdsh
    culprit: int
    late: bool = False
    noise: int = 2000


SPECS: list[JobSpec] = [
    JobSpec("xid79", 64, "gpu", "torchrun", 13),
    JobSpec("xid79", 128, "node", "srun", 77),
    JobSpec("xid79_hung", 256, "dgx", "torchrun", 141, noise=2600),
    JobSpec("xid79", 96, "ip", "pdsh", 50, late=True),
    JobSpec("fell_off_no_xid", 128, "h100", "torchrun", 99),
    JobSpec("ecc48", 64, "p4d", "torchrun", 37),
    JobSpec("ecc48", 192, "gpu", "srun", 150, late=True),
    JobSpec("xid94", 128, "ip", "torchrun", 21),
    JobSpec("xid95", 64, "dgx", "srun", 58),
    JobSpec("xid64", 96, "node", "torchrun", 70),
    JobSpec("xid74", 128, "gpu", "torchrun", 4),
    JobSpec("xid74", 256, "h100", "pdsh", 203, late=True, noise=2600),
    JobSpec("sxid", 64, "dgx", "srun", 26),
    JobSpec("node_failure", 128, "gpu", "srun", 88),
    JobSpec("node_mce", 64, "ip", "torchrun", 44),
    JobSpec("xid119_hung", 192, "p4d", "torchrun", 117),
    JobSpec("ib_flap", 128, "gpu", "torchrun", 62),
    JobSpec("ib_flap", 64, "node", "srun", 9, late=True),
    JobSpec("nfs_stale", 128, "dgx", "pdsh", 83),
    JobSpec("s3_slowdown", 256, "ip", "torchrun", 0, noise=2400),
    JobSpec("cuda_oom", 64, "gpu", "torchrun", 63),
    JobSpec("cuda_oom", 128, "h100", "srun", 127, late=True),
    JobSpec("cuda_oom", 64, "node", "pdsh", 31),
    JobSpec("type_error_all", 64, "gpu", "torchrun", 0),
    JobSpec("type_error_all", 128, "dgx", "srun", 0),
    JobSpec("host_oom", 128, "node", "torchrun", 92),
    JobSpec("host_oom", 64, "ip", "srun", 17),
    JobSpec("dataloader_killed", 96, "gpu", "torchrun", 45),
    JobSpec("nan_loss", 128, "p4d", "torchrun", 0),
    JobSpec("iam_xid31", 64, "gpu", "srun", 22),
    JobSpec("iam_bare", 128, "node", "torchrun", 105),
    JobSpec("iam_bare", 64, "dgx", "pdsh", 11, late=True),
    JobSpec("timeout_odd", 128, "gpu", "torchrun", 71),
    JobSpec("timeout_odd", 64, "ip", "srun", 40),
    JobSpec("timeout_all", 64, "h100", "torchrun", 0),
    JobSpec("hang_user", 64, "gpu", "torchrun", 0),
    JobSpec("hang_nfs", 128, "node", "srun", 66),
    JobSpec("hang_cuda", 96, "dgx", "torchrun", 53),
    JobSpec("value_xid63", 128, "gpu", "torchrun", 115),
    JobSpec("ecc48", 64, "h100", "pdsh", 6),
]


def build(spec: JobSpec, index: int) -> dict[str, Any]:
    job = Job(seed=1000 + index, n_ranks=spec.n_ranks, node_style=spec.node_style, style=spec.style)
    job.startup()
    job.noise(spec.noise)
    label = FAULTS[spec.fault](job, spec.culprit, spec.late)
    late = " The root-cause line is printed after the first symptom line." if spec.late else ""
    return {
        "id": f"multi-{index:02d}-{spec.fault.replace('_', '-')}-{spec.n_ranks}r-{spec.style}",
        "source": "synthetic",
        "log": "\n".join(job.lines) + "\n",
        "category": label.category,
        "blame": label.blame,
        "expected_action": label.action,
        "culprit": label.culprit,
        "root_cause_line": label.root,
        "ambiguous": label.ambiguous,
        "notes": f"Synthetic {spec.n_ranks}-rank job ({spec.style} prefixes, {len(job.lines)} lines). "
        f"{label.notes}{late}",
    }


def cases() -> list[dict[str, Any]]:
    return [build(spec, i) for i, spec in enumerate(SPECS)]

"""Hand-written cases: a short job context (launcher banner, a few training steps) around real error lines.

``Ctx`` builds one case's log; ``py_fail`` is the common shape "one rank raises, torchrun reports it".
The case definitions themselves are in the corpus_cases_*.py modules, one per area.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from corpus_logfmt import GPUS_PER_NODE, TRAIN_FRAMES, Clock, python_traceback, torchrun_summary

HOSTS = [
    "gpu02",
    "gpu17",
    "node-031",
    "node-112",
    "dgx-a100-07",
    "dgx-h100-12",
    "ip-10-0-1-23",
    "ip-10-0-3-117",
    "a100-st-p4d24xlarge-22",
    "h100-ord-044",
    "gpu-a100-17",
    "cn-284",
]
Frames = list[tuple[str, int, str, str]]

GH = "https://github.com/"
XID_CATALOG = "https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html"
CUDA_NOTE = [
    "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below "
    "might be incorrect.",
    "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
    "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
]
ADAPTED = "Real error line from the thread, placed in a synthetic job."
USER = ("user_code", "no_restart_notify_user")
HF = "/usr/local/lib/python3.10/dist-packages/transformers/modeling_utils.py"
TORCH = "/usr/local/lib/python3.10/dist-packages/torch/distributed"
RDZV_FRAMES: Frames = [
    ("/usr/local/bin/torchrun", 8, "<module>", "sys.exit(main())"),
    (f"{TORCH}/run.py", 794, "main", "run(args)"),
    (f"{TORCH}/launcher/api.py", 241, "launch_agent", "result = agent.run()"),
    (f"{TORCH}/elastic/agent/server/api.py", 723, "run", "result = self._invoke_run(role)"),
    (
        f"{TORCH}/elastic/rendezvous/dynamic_rendezvous.py",
        1031,
        "next_rendezvous",
        "self._op_executor.run(join_op, deadline)",
    ),
]


class Ctx:
    """One hand-written case's log, seeded from its id so every build is identical."""

    def __init__(self, cid: str, style: str = "torchrun", nranks: int = 8, host: str | None = None) -> None:
        self.cid = cid
        self.rng = random.Random(zlib.crc32(cid.encode()))
        self.style = style
        self.nranks = nranks
        self.host = host or self.rng.choice(HOSTS)
        self.clock = Clock()
        self.clock.jump(self.rng.randint(0, 86400))
        self.lines: list[str] = []
        self.pid0 = self.rng.randint(10000, 90000)
        self.step = self.rng.randint(100, 40000)

    # --- emitters -------------------------------------------------------------------------------
    def prefix(self, rank: int | None) -> str:
        if rank is None or self.style == "plain":
            return ""
        return f"[rank{rank}]: " if self.style == "torchrun" else f"{rank}: "

    def out(self, rank: int | None, msg: str) -> str:
        line = self.prefix(rank) + msg
        self.lines.append(line)
        return line

    def raw(self, msg: str) -> str:
        self.lines.append(msg)
        return msg

    def c10(self, rank: int, where: str, msg: str) -> str:
        head = f"[rank{rank}]:" if self.style == "torchrun" else self.prefix(rank)
        return self.raw(f"{head}[{self.clock.glog()} {where}] {msg}")

    def nccl(self, rank: int, msg: str, kind: str = "INFO", host: str | None = None) -> str:
        head = f"[rank{rank}]:" if self.style == "torchrun" else self.prefix(rank)
        pid = self.pid0 + rank
        return self.raw(
            f"{head}{host or self.host}:{pid}:{pid + 211} [{rank % GPUS_PER_NODE}] NCCL {kind} {msg}"
        )

    def kernel(self, msg: str, host: str | None = None) -> str:
        return self.raw(f"{self.clock.syslog()} {host or self.host} kernel: {self.clock.uptime()} {msg}")

    def tb(self, rank: int | None, final: list[str], frames: Frames | None = None) -> str:
        """A traceback on ``rank``; returns its exception line (``final[0]`` with the prefix)."""
        self.lines.extend(python_traceback(self.prefix(rank), frames or TRAIN_FRAMES, final))
        return self.prefix(rank) + final[0]

    # --- context --------------------------------------------------------------------------------
    def preamble(self, steps: int | None = None) -> None:
        """Launcher banner and a few training steps, in the case's launcher style."""
        steps = steps if steps is not None else self.rng.randint(4, 14)
        if self.style == "torchrun":
            self.raw(
                f"{self.clock.pyglog('W')} {self.rng.randint(130000000000000, 140000000000000)} "
                "torch/distributed/run.py:792] Setting OMP_NUM_THREADS environment variable for each process "
                "to be 1 in default, to avoid your system being overloaded, please further tune the variable "
                "for optimal performance in your application as needed."
            )
        if self.style == "torchrun" and steps > 0:
            self.nccl(0, "NCCL version 2.21.5+cuda12.4")
            for r in range(min(self.nranks, 8)):
                self.nccl(
                    r,
                    f"ncclCommInitRank comm 0x55d{self.rng.randint(100000000, 999999999):x} rank {r} "
                    f"nranks {self.nranks} cudaDev {r % 8} nvmlDev {r % 8} busId "
                    f"{['18', '2a', '3a', '5d', '9a', 'ab', 'ba', 'db'][r % 8]}000 commId "
                    "0x7a1c2f3e4d5b6a79 - Init COMPLETE",
                )
        loss = self.rng.uniform(1.5, 3.0)
        for _ in range(steps):
            self.step += 1
            self.clock.tick(self.rng, 1.0, 4.0)
            loss = max(0.8, loss - self.rng.uniform(-0.01, 0.03))
            if self.style == "plain":
                self.raw(
                    f"{{'loss': {loss:.4f}, 'grad_norm': {self.rng.uniform(0.5, 1.5):.4f}, "
                    f"'learning_rate': 2.0e-05, 'epoch': {self.step / 40000:.2f}}}"
                )
            else:
                self.out(
                    0,
                    f"step {self.step} loss {loss:.2f} lr 3.0e-04 tokens/s "
                    f"{self.rng.randint(380000, 420000)}",
                )

    def summary(
        self, rank: int, code: int, others: list[int] | None = None, script: str = "train.py"
    ) -> None:
        """torchrun's ChildFailedError block for this single-node job."""

        def fail(r: int, c: int) -> dict[str, object]:
            return {
                "host": self.host,
                "rank": r,
                "local_rank": r % GPUS_PER_NODE,
                "exitcode": c,
                "pid": self.pid0 + r,
                "error_file": f"/tmp/torchelastic_{self.pid0}/none_/attempt_0/{r}/error.json",
            }

        self.clock.tick(self.rng, 0.5, 2.0)
        self.raw(
            f"{self.clock.pyglog('E')} {self.pid0 - 7} torch/distributed/elastic/multiprocessing/api.py:869] "
            f"failed (exitcode: {code}) local_rank: {rank % 8} (pid: {self.pid0 + rank}) of binary: "
            "/usr/bin/python3"
        )
        self.lines.extend(
            torchrun_summary(self.clock, script, fail(rank, code), [fail(r, -15) for r in (others or [])])
        )

    # --- the case -------------------------------------------------------------------------------
    def case(
        self,
        source: str,
        category: str,
        blame: str,
        action: str,
        root: str,
        culprit: dict[str, list[object]] | None,
        ambiguous: bool = False,
        notes: str = "",
    ) -> dict[str, Any]:
        return {
            "id": self.cid,
            "source": source,
            "log": "\n".join(self.lines) + "\n",
            "category": category,
            "blame": blame,
            "expected_action": action,
            "culprit": culprit,
            "root_cause_line": root,
            "ambiguous": ambiguous,
            "notes": notes,
        }

    def who(self, rank: int | None, node: bool = True) -> dict[str, list[object]]:
        return {"nodes": [self.host] if node else [], "ranks": [] if rank is None else [rank]}


def py_fail(
    cid: str,
    source: str,
    category: str,
    blame: str,
    action: str,
    final: list[str],
    frames: Frames | None = None,
    rank: int | None = None,
    notes: str = "",
    style: str = "torchrun",
    ambiguous: bool = False,
    all_ranks: bool = False,
    before: list[str] | None = None,
    steps: int | None = None,
) -> dict[str, Any]:
    """The common shape: one rank (or every rank) raises a Python exception and the launcher reports it.

    ``steps=0`` is a failure at startup: no training lines and no NCCL initialisation before it.
    """
    ctx = Ctx(cid, style=style)
    ctx.preamble(steps)
    for line in before or []:
        ctx.out(None if style == "plain" else (rank or 0), line)
    if style == "plain":
        root = ctx.tb(None, final, frames)
        return ctx.case(source, category, blame, action, root, None, ambiguous, notes)
    r = rank if rank is not None else ctx.rng.randrange(ctx.nranks)
    victims = list(range(ctx.nranks)) if all_ranks else [r]
    if all_ranks:
        ctx.rng.shuffle(victims)
    roots = [ctx.tb(v, final, frames) for v in victims]
    if style == "torchrun":
        ctx.summary(victims[0], 1, [v for v in range(ctx.nranks) if v != victims[0]][:3])
    else:
        ctx.raw(f"srun: error: {ctx.host}: task {victims[0]}: Exited with exit code 1")
    culprit = None if all_ranks else ctx.who(r)
    return ctx.case(source, category, blame, action, roots[0], culprit, ambiguous, notes)


def cases() -> list[dict[str, Any]]:
    """Every hand-written case, infrastructure first."""
    import corpus_cases_fabric
    import corpus_cases_gpu
    import corpus_cases_loading
    import corpus_cases_memory
    import corpus_cases_nccl
    import corpus_cases_other
    import corpus_cases_script
    import corpus_cases_storage
    import corpus_cases_threads

    modules = [
        corpus_cases_gpu,
        corpus_cases_fabric,
        corpus_cases_nccl,
        corpus_cases_storage,
        corpus_cases_memory,
        corpus_cases_loading,
        corpus_cases_script,
        corpus_cases_other,
        corpus_cases_threads,
    ]
    return [case for module in modules for case in module.cases()]

"""A synthetic multi-rank training job: startup, thousands of noise lines, then a fault and its echoes.

The job writes its merged log the way a launcher would: torchrun prefixes (``[rank12]: ``), ``srun -l``
task prefixes (``12: ``) or pdsh host prefixes (``gpu07: ``, DeepSpeed's multi-node launcher), plus the
node's kernel log (syslog lines carrying the hostname) gathered by the node agent.
"""

from __future__ import annotations

import random

from corpus_logfmt import (
    BENIGN_KERNEL,
    BENIGN_WARNINGS,
    GPUS_PER_NODE,
    PCI_BUSES,
    STARTUP_SOCKET_WARNING,
    Clock,
    node_names,
    torchrun_summary,
)


class Job:
    """One job's merged output; emitters append lines in the launcher's style."""

    def __init__(self, seed: int, n_ranks: int, node_style: str, style: str) -> None:
        self.rng = random.Random(seed)
        self.n = n_ranks
        self.style = style
        self.hosts = node_names(node_style, n_ranks // GPUS_PER_NODE, self.rng)
        subnet = self.rng.randint(1, 200)
        self.ips = [f"10.{subnet}.{i // 200}.{10 + i % 200}" for i in range(len(self.hosts))]
        self.pids = [self.rng.randint(20000, 90000) + r for r in range(n_ranks)]
        self.clock = Clock()
        self.lines: list[str] = []
        self.step = self.rng.randint(800, 60000)
        self.seq = self.step * 3 + self.rng.randint(0, 2)
        self.loss = self.rng.uniform(1.8, 3.2)
        self.run_name = f"run{self.rng.randint(10, 99)}-{self.rng.choice(['7b', '13b', '34b', '70b'])}"
        self.job_id = self.rng.randint(100000, 999999)

    # --- topology -------------------------------------------------------------------------------
    def host(self, rank: int) -> str:
        return self.hosts[rank // GPUS_PER_NODE]

    def ip(self, rank: int) -> str:
        return self.ips[rank // GPUS_PER_NODE]

    @staticmethod
    def local(rank: int) -> int:
        return rank % GPUS_PER_NODE

    def bus(self, rank: int) -> str:
        return PCI_BUSES[self.local(rank)]

    def ranks_of(self, host_index: int) -> list[int]:
        return list(range(host_index * GPUS_PER_NODE, (host_index + 1) * GPUS_PER_NODE))

    # --- emitters -------------------------------------------------------------------------------
    def prefix(self, rank: int) -> str:
        if self.style == "torchrun":
            return f"[rank{rank}]: "
        if self.style == "srun":
            return f"{rank}: "
        return f"{self.host(rank)}: "

    def out(self, rank: int, msg: str) -> str:
        line = self.prefix(rank) + msg
        self.lines.append(line)
        return line

    def c10(self, rank: int, where: str, msg: str, level: str = "E") -> str:
        head = f"[rank{rank}]:" if self.style == "torchrun" else self.prefix(rank)
        line = f"{head}[{self.clock.glog(level)} {where}] {msg}"
        self.lines.append(line)
        return line

    def nccl(self, rank: int, msg: str, kind: str = "INFO") -> str:
        head = f"[rank{rank}]:" if self.style == "torchrun" else self.prefix(rank)
        tid = self.pids[rank] + 311
        line = f"{head}{self.host(rank)}:{self.pids[rank]}:{tid} [{self.local(rank)}] NCCL {kind} {msg}"
        self.lines.append(line)
        return line

    def kernel(self, host: str, msg: str) -> str:
        line = f"{self.clock.syslog()} {host} kernel: {self.clock.uptime()} {msg}"
        self.lines.append(line)
        return line

    def agent(self, host_index: int, msg: str) -> str:
        """Output of the per-node launcher (torchrun agent, deepspeed launcher, slurmstepd)."""
        head = f"{self.hosts[host_index]}: " if self.style == "pdsh" else ""
        line = head + msg
        self.lines.append(line)
        return line

    # --- phases ---------------------------------------------------------------------------------
    def startup(self) -> None:
        for h in range(len(self.hosts)):
            self.clock.tick(self.rng, 0.01, 0.4)
            if self.style == "torchrun":
                self.agent(
                    h,
                    f"{self.clock.pyglog('W')} {self.rng.randint(130000000000000, 140000000000000)} "
                    "torch/distributed/run.py:792] Setting OMP_NUM_THREADS environment variable for each "
                    "process to be 1 in default, to avoid your system being overloaded, please further tune "
                    "the variable for optimal performance in your application as needed.",
                )
            elif self.style == "pdsh":
                self.agent(
                    h,
                    f"[{self.clock.pylog()}] [INFO] [launch.py:146:main] WORLD INFO DICT: "
                    f"{{'{self.hosts[0]}': [0, 1, 2, 3, 4, 5, 6, 7]}}",
                )
        for r in sorted(self.rng.sample(range(self.n), k=3)):
            head = f"[rank{r}]:" if self.style == "torchrun" else self.prefix(r)
            self.lines.append(head + STARTUP_SOCKET_WARNING)
        self.nccl(0, "NCCL version 2.21.5+cuda12.4")
        for r in range(self.n):
            self.clock.tick(self.rng, 0.001, 0.01)
            self.nccl(r, f"Bootstrap : Using ib0:{self.ip(r)}<0>")
        for r in range(self.n):
            self.nccl(
                r,
                "NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB [2]mlx5_2:1/IB [3]mlx5_3:1/IB ; "
                f"OOB ib0:{self.ip(r)}<0>",
            )
        for r in range(self.n):
            comm = f"0x{self.rng.randint(0x55D000000000, 0x55DFFFFFFFFF):x}"
            self.nccl(
                r,
                f"ncclCommInitRank comm {comm} rank {r} nranks {self.n} cudaDev {self.local(r)} "
                f"nvmlDev {self.local(r)} busId {self.bus(r)}000 commId 0x6e1f0c3a9b2d4f10 - Init COMPLETE",
            )
        self.out(
            0,
            f"loaded checkpoint from /checkpoints/{self.run_name}/iter_{self.step:07d} "
            f"at iteration {self.step}",
        )

    def noise(self, target_lines: int) -> None:
        """Training steps, checkpoint saves, warnings and benign kernel chatter until the log is long."""
        while len(self.lines) < target_lines:
            self.step += 1
            self.seq += 3
            self.clock.tick(self.rng, 3.0, 5.0)
            self.loss = max(0.9, self.loss - self.rng.uniform(-0.02, 0.025))
            self.out(
                0,
                f" iteration {self.step:8d}/  500000 | consumed samples: {self.step * 1024:11d} | "
                f"elapsed time per iteration (ms): {self.rng.uniform(3900, 4400):.1f} | "
                f"learning rate: 2.999E-04 | global batch size:  1024 | lm loss: {self.loss:.6E} | "
                f"loss scale: 1.0 | grad norm: {self.rng.uniform(0.6, 1.1):.3f} | "
                "number of skipped iterations:   0 | number of nan iterations:   0 |",
            )
            for r in self.rng.sample(range(1, self.n), k=min(self.n - 1, self.rng.randint(3, 9))):
                self.out(r, f"step {self.step} loss {self.loss + self.rng.uniform(-0.05, 0.05):.2f}")
            roll = self.rng.random()
            if roll < 0.04:
                self.out(self.rng.randrange(self.n), self.rng.choice(BENIGN_WARNINGS))
            elif roll < 0.07:
                self.kernel(self.rng.choice(self.hosts), self.rng.choice(BENIGN_KERNEL))
            elif roll < 0.12:
                r = self.rng.randrange(self.n)
                nxt = (r + 1) % self.n
                self.nccl(
                    r,
                    f"Channel {self.rng.randint(0, 15):02d}/0 : {r}[{self.local(r)}] -> "
                    f"{nxt}[{self.local(nxt)}] via P2P/CUMEM/read",
                )
            if self.step % 200 == 0:
                self.out(0, f"saving checkpoint at iteration {self.step:8d} to /checkpoints/{self.run_name}")
                self.clock.tick(self.rng, 20, 40)
                self.out(
                    0,
                    f"  successfully saved checkpoint at iteration {self.step:8d} to "
                    f"/checkpoints/{self.run_name}",
                )

    # --- echoes of a fault ----------------------------------------------------------------------
    def watchdog_timeout(self, rank: int, op: str = "ALLREDUCE", numel: int = 262144000) -> None:
        ran = 600000 + self.rng.randint(0, 120)
        self.c10(
            rank,
            "ProcessGroupNCCL.cpp:616",
            f"[Rank {rank}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum={self.seq}, "
            f"OpType={op}, NumelIn={numel}, NumelOut={numel}, Timeout(ms)=600000) ran for {ran} "
            "milliseconds before timing out.",
        )
        self.c10(
            rank,
            "ProcessGroupNCCL.cpp:1785",
            f"[PG ID 0 PG GUID 0(default_pg) Rank {rank}] Exception (either an error or timeout) detected "
            f"by watchdog at work: {self.seq}, last enqueued NCCL work: {self.seq + 2}, last completed "
            f"NCCL work: {self.seq - 1}.",
        )
        self.c10(
            rank,
            "ProcessGroupNCCL.cpp:636",
            f"[Rank {rank}] To avoid data inconsistency, we are taking the entire process down.",
        )

    def remote_error(self, rank: int, peer: int) -> None:
        self.out(
            rank,
            "torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/"
            "c10d/NCCLUtils.hpp:317, remote process exited or there was a network error, "
            "NCCL version 2.21.5",
        )
        self.out(
            rank,
            "ncclRemoteError: A call failed possibly due to a network error or a remote process "
            "exiting prematurely.",
        )
        self.out(rank, "Last error:")
        self.out(
            rank,
            f"socketProgressOpt: Call to recv from {self.ip(peer)}<{self.rng.randint(30000, 60000)}> "
            "failed : Connection reset by peer",
        )

    def timeouts(self, ranks: list[int], op: str = "ALLREDUCE") -> None:
        """Watchdog timeouts on many ranks, printed in a shuffled order within the same second."""
        order = list(ranks)
        self.rng.shuffle(order)
        for r in order:
            self.clock.tick(self.rng, 0.0, 0.02)
            self.watchdog_timeout(r, op)

    def launcher_failure(
        self, first: int, first_code: int, others: list[int], script: str = "train.py", extra_nodes: int = 0
    ) -> None:
        """How the launcher reports the dead job: torchrun summary, srun errors or deepspeed's launcher."""
        self.clock.tick(self.rng, 1.0, 3.0)
        h = first // GPUS_PER_NODE
        if self.style == "torchrun":
            node_others = [r for r in others if r // GPUS_PER_NODE == h][:3]
            for r in self.ranks_of(h):
                if r != first:
                    self.agent(
                        h,
                        f"{self.clock.pyglog('W')} {self.rng.randint(130000, 140000)} torch/distributed/"
                        f"elastic/multiprocessing/api.py:897] Sending process {self.pids[r]} closing "
                        "signal SIGTERM",
                    )
            self.agent(
                h,
                f"{self.clock.pyglog('E')} {self.rng.randint(130000, 140000)} torch/distributed/elastic/"
                f"multiprocessing/api.py:869] failed (exitcode: {first_code}) local_rank: "
                f"{self.local(first)} (pid: {self.pids[first]}) of binary: /usr/bin/python3",
            )
            self.lines.extend(
                torchrun_summary(
                    self.clock,
                    script,
                    self._fail(first, first_code),
                    [self._fail(r, -15) for r in node_others],
                )
            )
            seen = {h}
            for r in others:
                if len(seen) > extra_nodes:
                    break
                oh = r // GPUS_PER_NODE
                if oh in seen:
                    continue
                seen.add(oh)
                self.lines.extend(torchrun_summary(self.clock, script, self._fail(r, -6), []))
        elif self.style == "srun":
            how = {-9: "Killed", -6: "Aborted (core dumped)", -11: "Segmentation fault (core dumped)"}
            status = how.get(first_code, f"Exited with exit code {first_code}")
            self.lines.append(f"srun: error: {self.host(first)}: task {first}: {status}")
            self.lines.append("srun: Job step aborted: Waiting up to 32 seconds for job step to finish.")
            self.lines.append(
                f"slurmstepd: error: *** STEP {self.job_id}.0 ON {self.hosts[0]} CANCELLED AT "
                f"{self.clock.now:%Y-%m-%dT%H:%M:%S} ***"
            )
            for oh in sorted({r // GPUS_PER_NODE for r in others})[: extra_nodes + 2]:
                lo, hi = oh * GPUS_PER_NODE, oh * GPUS_PER_NODE + GPUS_PER_NODE - 1
                self.lines.append(f"srun: error: {self.hosts[oh]}: tasks {lo}-{hi}: Killed")
        else:
            self.agent(
                h,
                f"[{self.clock.pylog()}] [ERROR] [launch.py:321:sigkill_handler] ['/usr/bin/python3', "
                f"'-u', '{script}', '--local_rank={self.local(first)}'] exits with return code = "
                f"{first_code}",
            )
            for oh in sorted({r // GPUS_PER_NODE for r in others if r // GPUS_PER_NODE != h})[:extra_nodes]:
                self.agent(
                    oh,
                    f"[{self.clock.pylog()}] [ERROR] [launch.py:321:sigkill_handler] "
                    f"['/usr/bin/python3', '-u', '{script}', '--local_rank=0'] exits with return "
                    "code = -6",
                )

    def fail_entry(self, rank: int, code: int) -> dict[str, object]:
        """One failure of torchrun's summary (host, rank, local rank, exit code, pid, error file)."""
        return self._fail(rank, code)

    def _fail(self, rank: int, code: int) -> dict[str, object]:
        return {
            "host": self.host(rank),
            "rank": rank,
            "local_rank": self.local(rank),
            "exitcode": code,
            "pid": self.pids[rank],
            "error_file": f"/tmp/torchelastic_{self.job_id}/attempt_0/{self.local(rank)}/error.json",
        }

    def pick_peers(self, culprit: int, share: float) -> list[int]:
        """Ranks other than the culprit that print symptoms (most of the world, in random order)."""
        others = [r for r in range(self.n) if r != culprit]
        k = max(8, int(len(others) * share))
        return sorted(self.rng.sample(others, k=min(k, len(others))))

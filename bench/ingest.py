"""Ingest throughput and POST-to-incident latency, embedded vs PostgreSQL + Redis Streams.

Scenarios, each against a real ``crashcart serve`` per mode on loopback but ``inprocess``:

* ``burst`` (issue 11): one job, ``--burst-lines`` (240,000) lines from 4 senders (one per node)
  in 2,000-line gzip batches, flat out; then an Xid 79 line posted right behind the burst. It
  reports accepted lines/s, processed end to end lines/s, raw Drain3's in-memory mining speed
  on the same lines in the same run (and the ratio), and the Xid line's incident latency after
  it was accepted, with how many lines were still unprocessed at that moment.
* ``flood``: the API alone (``serve --no-worker``), a small queue high-water mark; four senders
  post flat out, honouring 429 + Retry-After; a worker starts 5 s after the first 429. It reports the 429s,
  the deepest queue seen, the server's peak memory, and whether every line was processed once.
* ``workers`` (issue 11): one job on 16 nodes, ``--burst-lines`` lines posted while no worker
  runs, then drained: embedded (``serve`` restarted on the posted queue, its one in-process
  worker) and PostgreSQL + Redis (1 and 2 ``crashcart worker`` processes), raw Drain3 on the same
  lines before and after each round; each round's 2-vs-1 gain, the worker processes' own CPU
  per line (``/proc``) and the highest load average seen. ``--baseline DIR`` (another checkout,
  e.g. ``git worktree add /tmp/base <commit>``) runs that tree's ``serve``/``worker`` in turn
  with this one's in every round of the same run, and prints each tree's medians;
  ``--one-worker`` skips the 2-worker runs.
* ``steady``: 1,000-line batches to four jobs, flat out for ``--seconds``, then at half that
  capacity while a probe posts an Xid 79 line to a fresh job every second (POST to incident).
* ``inprocess``: the ``workers`` job queued as the API queues it, drained by one consumer in this
  process (per mode, ``--rounds`` times): the process's own CPU per line and lines/s.

    .venv/bin/python bench/ingest.py [--scenarios burst,flood,steady] [--modes embedded,redis]
    .venv/bin/python bench/ingest.py --profile 60000 [--modes redis]  # cProfile of the worker
    .venv/bin/python bench/ingest.py --scenarios inprocess --rounds 3   # its CPU per line
    .venv/bin/python bench/ingest.py --scenarios workers --rounds 3 --one-worker --baseline /tmp/base
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The source tree whose `crashcart serve` / `worker` processes run (cwd of `python -m app`):
# this one, or in turn another checkout given with --baseline (same bench, same run).
TREE = {"root": ROOT}

from app.demo import free_port  # noqa: E402

TOKEN = "bench-admin-token"
H = {"Authorization": f"Bearer {TOKEN}"}
XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."


def start_server(
    mode: str, data_dir: Path, extra_env: dict[str, str] | None = None, worker: bool = True
) -> tuple[subprocess.Popen[bytes], str, dict[str, str]]:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    env.update(
        CRASHCART_DATA_DIR=str(data_dir), CRASHCART_TOKENS=f"admin:{TOKEN}", CRASHCART_LOG_LEVEL="warning"
    )
    env.update(extra_env or {})
    if mode == "redis":
        db = f"cc_bench_{uuid.uuid4().hex[:8]}"
        subprocess.run(
            ["psql", "-h", "127.0.0.1", "-U", "postgres", "-qc", f"CREATE DATABASE {db}"], check=True
        )
        env.update(
            CRASHCART_DATABASE_URL=f"postgresql+asyncpg://postgres@127.0.0.1:5432/{db}",
            CRASHCART_REDIS_URL="redis://127.0.0.1:6379/0",
            CRASHCART_REDIS_PREFIX=f"ccbench-{db}",
        )
        subprocess.run(
            [sys.executable, "-m", "app", "db", "upgrade"],
            env=env,
            cwd=TREE["root"],
            check=True,
            capture_output=True,
        )
    log = (data_dir.parent / f"server-{mode}.log").open("wb")
    data_dir.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--port", str(port), *([] if worker else ["--no-worker"])],
        env=env,
        cwd=TREE["root"],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if httpx.get(url + "/readyz").status_code == 200:
                return proc, url, env
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise SystemExit(f"server for {mode} did not start")


def stop_server(proc: subprocess.Popen[bytes], env: dict[str, str]) -> None:
    proc.terminate()
    proc.wait(timeout=30)
    url = env.get("CRASHCART_DATABASE_URL")
    if url:
        db = url.rsplit("/", 1)[1]
        subprocess.run(
            ["psql", "-h", "127.0.0.1", "-U", "postgres", "-qc", f"DROP DATABASE IF EXISTS {db} WITH (FORCE)"]
        )
        subprocess.run(
            ["redis-cli", "--scan", "--pattern", f"{env['CRASHCART_REDIS_PREFIX']}:*"], capture_output=True
        )


def batch(job: int, b: int, size: int) -> dict[str, Any]:
    return {
        "lines": [
            {
                "node": f"gpu{job:02d}",
                "rank": (b + i) % 8,
                "stream": "stdout",
                "seq": b * size + i + 1,
                "ts": time.time(),
                "line": f"[rank{(b + i) % 8}]: step {b * size + i} loss {((b * size + i) % 1000) / 400:.3f} "
                f"lr 3.0e-04 tokens/s {12000 + i % 97}",
            }
            for i in range(size)
        ]
    }


async def sender(
    client: httpx.AsyncClient,
    job: int,
    size: int,
    until: float,
    counts: list[int],
    rate: float | None = None,
    first_batch: int = 0,
) -> int:
    """Post batches until ``until``; with ``rate`` (lines/s for this sender) paced, else flat out."""
    b = first_batch
    start = time.monotonic()
    while time.monotonic() < until:
        r = await client.post(f"/v1/jobs/load-{job}/logs", json=batch(job, b, size), headers=H)
        r.raise_for_status()
        counts[0] += size
        b += 1
        if rate:
            await asyncio.sleep(max(0.0, start + (b - first_batch) * size / rate - time.monotonic()))
    return b


async def probe(client: httpx.AsyncClient, until: float, latencies: list[float]) -> None:
    n = 0
    while time.monotonic() < until:
        job = f"probe-{n}"
        await client.post("/v1/jobs", json={"job_id": job, "nodes": ["gpu01", "gpu02"]}, headers=H)
        t0 = time.monotonic()
        await client.post(
            f"/v1/jobs/{job}/logs",
            headers=H,
            json={"lines": [{"node": "gpu02", "rank": 3, "stream": "stderr", "seq": 1, "line": XID79}]},
        )
        while True:
            r = await client.get("/v1/incidents", params={"job": job}, headers=H)
            if r.json()["incidents"]:
                latencies.append(time.monotonic() - t0)
                break
            if time.monotonic() - t0 > 60:
                latencies.append(float("inf"))
                break
            await asyncio.sleep(0.01)
        n += 1
        await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - t0)))


async def run_mode(mode: str, seconds: float, jobs: int, size: int, load_fraction: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, url, env = start_server(mode, Path(tmp) / "data")
        try:
            async with httpx.AsyncClient(base_url=url, timeout=60) as client:
                for j in range(jobs):
                    await client.post(
                        "/v1/jobs", json={"job_id": f"load-{j}", "nodes": [f"gpu{j:02d}"]}, headers=H
                    )

                async def processed() -> int:
                    total = 0
                    for j in range(jobs):
                        total += (await client.get(f"/v1/jobs/load-{j}", headers=H)).json()["lines_processed"]
                    return total

                # Phase 1, saturation: senders flat out; how many lines/s are accepted, and processed.
                counts = [0]
                t0 = time.monotonic()
                until = t0 + seconds
                next_batch = await asyncio.gather(
                    *(sender(client, j, size, until, counts) for j in range(jobs))
                )
                accept_s = time.monotonic() - t0
                accepted = counts[0]
                while (done := await processed()) < accepted and time.monotonic() - t0 < seconds * 20:
                    await asyncio.sleep(0.2)
                e2e_s = time.monotonic() - t0
                capacity = done / e2e_s

                # Phase 2, latency under load: half the measured capacity, one failure probe a second.
                counts = [0]
                latencies: list[float] = []
                t1 = time.monotonic()
                until = t1 + seconds
                await asyncio.gather(
                    *(
                        sender(
                            client,
                            j,
                            size,
                            until,
                            counts,
                            rate=capacity * load_fraction / jobs,
                            first_batch=next_batch[j],
                        )
                        for j in range(jobs)
                    ),
                    probe(client, until, latencies),
                )
                offered = counts[0] / (time.monotonic() - t1)
        finally:
            stop_server(proc, env)
    lat = sorted(latencies)
    return {
        "mode": mode,
        "seconds": seconds,
        "accepted_lines": accepted,
        "processed_lines": done,
        "accepted_lines_per_s": accepted / accept_s,
        "end_to_end_lines_per_s": capacity,
        "latency_phase_offered_lines_per_s": offered,
        "incident_latency_p50_s": statistics.median(lat) if lat else None,
        "incident_latency_p99_s": lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else None,
        "probes": len(lat),
    }


# --- burst: one job, 240k lines from 4 senders, then an Xid line right behind -------------------
NODES = ("gpu00", "gpu01", "gpu02", "gpu03")


def burst_text(node: int, i: int) -> str:
    """A 10,000-GPU job's start and steady state: mostly NCCL INFO lines, some step lines."""
    rank = node * 8 + i % 8
    host = NODES[node]
    kind = i % 10
    if kind < 6:
        return (
            f"{host}:{2714 + i % 8}:{2790 + i % 8} [{i % 8}] NCCL INFO Channel {i % 32:02d}/0 : "
            f"{rank}[{i % 8}] -> {(rank + 1) % 32}[{(i + 1) % 8}] via P2P/CUMEM/read"
        )
    if kind < 8:
        return (
            f"{host}:{2714 + i % 8}:{2790 + i % 8} [{i % 8}] NCCL INFO comm 0x{0x55D0 + i % 4096:x} "
            f"rank {rank} nRanks 32 nNodes 4 localRanks 8 localRank {i % 8} MNNVL 0"
        )
    return f"[rank{rank}]: step {i // 80} loss {(i % 1000) / 400:.3f} lr 3.0e-04 tokens/s {12000 + i % 97}"


def burst_bodies(total: int, senders: int, size: int) -> tuple[list[list[bytes]], list[str]]:
    """Per sender, its gzip batch bodies (built before the clock starts); and every line's text."""
    per = total // senders
    bodies: list[list[bytes]] = []
    texts: list[str] = []
    for node in range(senders):
        mine: list[bytes] = []
        for start in range(0, per, size):
            lines = []
            for i in range(start, min(per, start + size)):
                text = burst_text(node, i)
                texts.append(text)
                rank = node * 8 + i % 8
                lines.append(
                    {"node": NODES[node], "rank": rank, "stream": "stdout", "seq": i + 1, "line": text}
                )
            mine.append(gzip.compress(json.dumps({"lines": lines}).encode(), compresslevel=1))
        bodies.append(mine)
    return bodies, texts


def raw_drain3_lines_per_s(texts: list[str]) -> float:
    """Raw Drain3 (the project's masking config), in memory, on the same lines: the yardstick."""
    from drain3 import TemplateMiner

    sys.path.insert(0, str(ROOT))
    from app.compress.config import template_miner_config

    miner = TemplateMiner(config=template_miner_config())
    add = miner.add_log_message
    t0 = time.perf_counter()
    for text in texts:
        add(text)
    return len(texts) / (time.perf_counter() - t0)


GZ = {**H, "Content-Type": "application/json", "Content-Encoding": "gzip"}


async def post_honouring_retry_after(
    client: httpx.AsyncClient, path: str, body: bytes, refused: list[int]
) -> None:
    while True:
        r = await client.post(path, content=body, headers=GZ)
        if r.status_code in (429, 503):
            refused[0] += 1
            await asyncio.sleep(float(r.headers.get("retry-after", "1")))
            continue
        r.raise_for_status()
        return


async def run_burst(mode: str, total: int, senders: int, size: int, texts_out: list[str]) -> dict[str, Any]:
    bodies, texts = burst_bodies(total, senders, size)
    texts_out.extend(texts)
    accepted = len(texts)
    with tempfile.TemporaryDirectory() as tmp:
        proc, url, env = start_server(mode, Path(tmp) / "data")
        try:
            async with httpx.AsyncClient(base_url=url, timeout=120) as client:
                await client.post(
                    "/v1/jobs", json={"job_id": "burst", "nodes": list(NODES[:senders])}, headers=H
                )
                refused = [0]

                async def send(mine: list[bytes]) -> None:
                    for body in mine:
                        await post_honouring_retry_after(client, "/v1/jobs/burst/logs", body, refused)

                t0 = time.monotonic()
                await asyncio.gather(*(send(mine) for mine in bodies))
                accept_s = time.monotonic() - t0
                # The failure, right behind the burst, on another rank's stderr.
                xid = {"lines": [{"node": "gpu02", "rank": 17, "stream": "stderr", "seq": 1, "line": XID79}]}
                r = await client.post("/v1/jobs/burst/logs", json=xid, headers=H)
                r.raise_for_status()
                t_accepted = time.monotonic()
                latency = None
                backlog_then = None
                while time.monotonic() - t_accepted < 600:
                    job = (await client.get("/v1/jobs/burst", headers=H)).json()
                    if latency is None and job["incidents"]:
                        latency = time.monotonic() - t_accepted
                        backlog_then = accepted + 1 - job["lines_processed"]
                    if job["lines_processed"] >= accepted + 1:
                        break
                    await asyncio.sleep(0.05)
                e2e_s = time.monotonic() - t0
                job = (await client.get("/v1/jobs/burst", headers=H)).json()
        finally:
            stop_server(proc, env)
    return {
        "mode": mode,
        "lines": accepted,
        "accepted_lines_per_s": accepted / accept_s,
        "end_to_end_lines_per_s": job["lines_processed"] / e2e_s,
        "processed_lines": job["lines_processed"],
        "incidents": len(job["incidents"]),
        "xid_incident_latency_s": latency,
        "lines_unprocessed_when_incident_seen": backlog_then,
        "refused_429": refused[0],
    }


# --- flood: the API alone, a small high-water mark, then a worker --------------------------------
def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


async def run_flood(mode: str, total: int, senders: int, size: int, high_water: int) -> dict[str, Any]:
    bodies, _ = burst_bodies(total, senders, size)
    extra = {"CRASHCART_INGEST__QUEUE_HIGH_WATER": str(high_water), "CRASHCART_INGEST__RETRY_AFTER_S": "1"}
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        proc, url, env = start_server(mode, data, extra, worker=False)
        worker: subprocess.Popen[bytes] | None = None
        try:
            async with httpx.AsyncClient(base_url=url, timeout=120) as client:
                await client.post(
                    "/v1/jobs", json={"job_id": "flood", "nodes": list(NODES[:senders])}, headers=H
                )
                refused = [0]
                depth_max = 0
                done = asyncio.Event()

                async def watch() -> None:
                    nonlocal depth_max
                    while not done.is_set():
                        text = (await client.get("/metrics")).text
                        for line in text.splitlines():
                            if line.startswith("crashcart_queue_depth "):
                                depth_max = max(depth_max, int(float(line.split()[1])))
                        await asyncio.sleep(0.2)

                async def send(mine: list[bytes]) -> None:
                    for body in mine:
                        await post_honouring_retry_after(client, "/v1/jobs/flood/logs", body, refused)

                watcher = asyncio.create_task(watch())
                sending = asyncio.gather(*(send(mine) for mine in bodies))
                # No worker: the door must hold the line. Until it refused, then 5 s more.
                t_flood = time.monotonic()
                while not refused[0] and time.monotonic() - t_flood < 120:
                    await asyncio.sleep(0.1)
                await asyncio.sleep(5)
                refused_before_worker = refused[0]
                worker = subprocess.Popen(
                    [sys.executable, "-m", "app", "worker"],
                    env=env,
                    cwd=TREE["root"],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
                await sending
                while (await client.get("/v1/jobs/flood", headers=H)).json()["lines_processed"] < total:
                    await asyncio.sleep(0.2)
                done.set()
                await watcher
                await asyncio.sleep(1)
                processed = (await client.get("/v1/jobs/flood", headers=H)).json()["lines_processed"]
                rss = _rss_mb(proc.pid)
        finally:
            if worker is not None:
                worker.terminate()
                worker.wait(timeout=30)
            stop_server(proc, env)
    return {
        "mode": mode,
        "lines_sent": total,
        "lines_processed": processed,
        "high_water_batches": high_water,
        "queue_depth_max_batches": depth_max,
        "refused_429_before_worker": refused_before_worker,
        "refused_429_total": refused[0],
        "api_peak_rss_mb": rss,
    }


WIDE_NODES = tuple(f"gpu{i:02d}" for i in range(16))


def wide_bodies(total: int, senders: int, size: int) -> tuple[list[list[bytes]], list[str]]:
    """One job on 16 nodes: per sender, gzip batches of one node's lines each (a node's shipper
    sends its own lines), the senders taking the nodes in turn; and every line's text."""
    per_node = total // len(WIDE_NODES)
    bodies: list[list[bytes]] = [[] for _ in range(senders)]
    texts: list[str] = []
    for n, host in enumerate(WIDE_NODES):
        for start in range(0, per_node, size):
            lines = []
            for i in range(start, min(per_node, start + size)):
                text = burst_text(n % len(NODES), i).replace(NODES[n % len(NODES)], host, 1)
                texts.append(text)
                lines.append(
                    {"node": host, "rank": n * 8 + i % 8, "stream": "stdout", "seq": i + 1, "line": text}
                )
            bodies[n % senders].append(gzip.compress(json.dumps({"lines": lines}).encode(), compresslevel=1))
    return bodies, texts


def start_workers(n: int, env: dict[str, str], log_dir: Path) -> list[subprocess.Popen[bytes]]:
    return [
        subprocess.Popen(
            [sys.executable, "-m", "app", "worker"],
            env=env,
            cwd=TREE["root"],
            stdout=(log_dir / f"worker-{n}-{k}.log").open("wb"),
            stderr=subprocess.STDOUT,
        )
        for k in range(n)
    ]


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far, user + system (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def lease_owners_by_partition(prefix: str) -> dict[int, str]:
    """Which worker holds each of the 16 partitions (Redis lease keys; "" for none)."""
    import redis

    client = redis.Redis.from_url("redis://127.0.0.1:6379/0", decode_responses=True)
    try:
        return {p: client.get(f"{prefix}:lease:{p}") or "" for p in range(16)}
    finally:
        client.close()


async def run_workers(n_workers: int, total: int, senders: int, size: int) -> dict[str, Any]:
    """``serve --no-worker`` plus ``n_workers`` ``crashcart worker`` processes (PostgreSQL + Redis).
    The workers start first and share the partitions, are stopped (SIGSTOP) while the whole burst
    is posted, then continued: the clock measures the workers alone draining one job's lines."""
    import signal

    from app.ingest.base import partition_of

    bodies, texts = wide_bodies(total, senders, size)
    accepted = len(texts)
    with tempfile.TemporaryDirectory() as tmp:
        extra = {"CRASHCART_INGEST__QUEUE_HIGH_WATER": "1000000", "CRASHCART_INGEST__FAST_LANE": "false"}
        proc, url, env = start_server("redis", Path(tmp) / "data", extra, worker=False)
        workers = start_workers(n_workers, env, Path(tmp))
        try:
            async with httpx.AsyncClient(base_url=url, timeout=120) as client:
                r = await client.post(
                    "/v1/jobs", json={"job_id": "wide", "nodes": list(WIDE_NODES)}, headers=H
                )
                r.raise_for_status()
                deadline = time.monotonic() + 120
                while True:  # every worker holds its share of the 16 partitions
                    held = lease_owners_by_partition(env["CRASHCART_REDIS_PREFIX"])
                    owners = {o for o in held.values() if o}
                    if len(owners) == n_workers and all(held.values()):
                        break
                    if time.monotonic() > deadline:
                        raise SystemExit(f"workers did not share the partitions: {held}")
                    await asyncio.sleep(0.2)
                per_worker: dict[str, int] = {}
                for host in WIDE_NODES:
                    owner = held[partition_of("wide", 16, host)]
                    per_worker[owner] = per_worker.get(owner, 0) + total // len(WIDE_NODES)
                for w in workers:
                    w.send_signal(signal.SIGSTOP)
                refused = [0]

                async def send(mine: list[bytes]) -> None:
                    for body in mine:
                        await post_honouring_retry_after(client, "/v1/jobs/wide/logs", body, refused)

                await asyncio.gather(*(send(mine) for mine in bodies))
                load = os.getloadavg()[0]
                cpu0 = [cpu_seconds(w.pid) for w in workers]
                t0 = time.monotonic()
                for w in workers:
                    w.send_signal(signal.SIGCONT)
                job, drain_s = await wide_job_processed(client, accepted, t0)
                cpu = [cpu_seconds(w.pid) - c for w, c in zip(workers, cpu0, strict=True)]
                load = max(load, os.getloadavg()[0])
        finally:
            for w in workers:
                w.send_signal(signal.SIGCONT)
                w.terminate()
                w.wait(timeout=30)
            stop_server(proc, env)
    return {
        "mode": "redis",
        "workers": n_workers,
        "lines": accepted,
        "processed_lines": job["lines_processed"],
        "incidents": len(job["incidents"]),
        "processed_lines_per_s": job["lines_processed"] / drain_s,
        "lines_per_worker_by_partition": sorted(per_worker.values(), reverse=True),
        # The worker processes' own CPU (not PostgreSQL's nor Redis'), per line processed.
        "worker_cpu_us_per_line": sum(cpu) / max(1, job["lines_processed"]) * 1e6,
        "worker_cpu_s": cpu,
        "drain_s": drain_s,
        "load_1min_max": load,
    }


async def wide_job_processed(
    client: httpx.AsyncClient, accepted: int, t0: float
) -> tuple[dict[str, Any], float]:
    """Poll the ``wide`` job until its worker(s) processed ``accepted`` lines (15 min at most):
    the job's last answer and the seconds since ``t0``."""
    while True:
        job: dict[str, Any] = (await client.get("/v1/jobs/wide", headers=H)).json()
        if job["lines_processed"] >= accepted or time.monotonic() - t0 >= 900:
            return job, time.monotonic() - t0
        await asyncio.sleep(0.1)


async def run_worker_embedded(total: int, senders: int, size: int) -> dict[str, Any]:
    """Embedded mode (SQLite, the queue in the database): the burst is posted to ``serve
    --no-worker``, which is stopped; then ``serve`` (API + its one in-process worker) starts on the
    same data directory and the clock measures it draining the lines, from its first answer on."""
    bodies, texts = wide_bodies(total, senders, size)
    accepted = len(texts)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        extra = {"CRASHCART_INGEST__QUEUE_HIGH_WATER": "1000000", "CRASHCART_INGEST__FAST_LANE": "false"}
        proc, url, env = start_server("embedded", data, extra, worker=False)
        try:
            async with httpx.AsyncClient(base_url=url, timeout=120) as client:
                r = await client.post(
                    "/v1/jobs", json={"job_id": "wide", "nodes": list(WIDE_NODES)}, headers=H
                )
                r.raise_for_status()
                refused = [0]

                async def send(mine: list[bytes]) -> None:
                    for body in mine:
                        await post_honouring_retry_after(client, "/v1/jobs/wide/logs", body, refused)

                await asyncio.gather(*(send(mine) for mine in bodies))
        finally:
            stop_server(proc, env)
        proc, url, env = start_server("embedded", data, extra, worker=True)
        try:
            async with httpx.AsyncClient(base_url=url, timeout=120) as client:
                t0 = time.monotonic()
                before = (await client.get("/v1/jobs/wide", headers=H)).json()["lines_processed"]
                cpu0, load = cpu_seconds(proc.pid), os.getloadavg()[0]
                job, drain_s = await wide_job_processed(client, accepted, t0)
                cpu = cpu_seconds(proc.pid) - cpu0
                load = max(load, os.getloadavg()[0])
        finally:
            stop_server(proc, env)
    return {
        "mode": "embedded",
        "workers": 1,
        "lines": accepted,
        "processed_lines": job["lines_processed"],
        "incidents": len(job["incidents"]),
        "processed_lines_per_s": (job["lines_processed"] - before) / drain_s,
        "lines_per_worker_by_partition": [accepted],
        # ``serve``'s CPU (its worker and the API's polling), per line processed.
        "worker_cpu_us_per_line": cpu / max(1, job["lines_processed"] - before) * 1e6,
        "worker_cpu_s": [cpu],
        "drain_s": drain_s,
        "load_1min_max": load,
    }


# --- the worker alone, in process: CPU per line, or a cProfile -----------------------------------
async def drain_in_process(
    mode: str, total: int, senders: int, size: int, profile: bool = False
) -> dict[str, Any]:
    """The ``workers`` scenario's job (16 nodes, ``total`` lines), queued as the API queues it
    (one message per node's batch, the door's stamp), then drained by one ``IngestConsumer`` in
    this process: embedded (SQLite, the table queue) or PostgreSQL + Redis. The process's own
    CPU time per line (PostgreSQL's and Redis' are not in it) and lines/s; ``profile``: under
    cProfile, the thread offloads run inline so that it sees them, and the top entries."""
    import cProfile
    import io
    import pstats

    from app.ingest.consumer import IngestConsumer
    from app.ingest.schemas import LINES_CHECKED, LINES_CHECKED_KEY, JobIn
    from app.ingest.service import register_job
    from app.settings import Settings, override_settings
    from app.store.jobs import JobRepository
    from app.worker import build_runtime, freeze_startup_objects

    bodies, texts = wide_bodies(total, senders, size)
    with tempfile.TemporaryDirectory() as tmp:
        extra: dict[str, Any] = {}
        db = ""
        if mode == "redis":
            db = f"cc_bench_{uuid.uuid4().hex[:8]}"
            subprocess.run(
                ["psql", "-h", "127.0.0.1", "-U", "postgres", "-qc", f"CREATE DATABASE {db}"], check=True
            )
            extra = {
                "database_url": f"postgresql+asyncpg://postgres@127.0.0.1:5432/{db}",
                "redis_url": "redis://127.0.0.1:6379/0",
                "redis_prefix": f"ccbench-{db}",
            }
        settings = Settings(data_dir=Path(tmp) / "data", **extra)
        override_settings(settings)
        runtime = await build_runtime(settings, migrate=True)
        try:
            async with runtime.db.session() as session:
                await register_job(session, JobIn(job_id="wide", nodes=list(WIDE_NODES)))
            # The senders' batches in the order concurrent senders' posts would interleave.
            for k in range(max(map(len, bodies))):
                for mine in bodies:
                    if k < len(mine):
                        lines = json.loads(gzip.decompress(mine[k]))["lines"]
                        for line in lines:
                            line.setdefault("ts", None)
                        payload = {"lines": lines, LINES_CHECKED_KEY: LINES_CHECKED}
                        await runtime.queue.publish("wide", "logs", payload, node=lines[0]["node"])
            consumer = IngestConsumer(runtime.db, runtime.queue, runtime.cache, [])
            stop = asyncio.Event()

            async def until_drained() -> None:
                while True:
                    async with runtime.db.session() as session:
                        job = await JobRepository(session).get("wide")
                    if job is not None and job.lines_processed >= len(texts):
                        break
                    await asyncio.sleep(0.1)
                stop.set()

            freeze_startup_objects()  # as `serve` and `worker` do
            prof = cProfile.Profile() if profile else None
            to_thread = asyncio.to_thread
            if prof is not None:

                async def inline(func: Any, /, *args: Any, **kwargs: Any) -> Any:
                    return func(*args, **kwargs)

                asyncio.to_thread = inline  # type: ignore[assignment]
                prof.enable()
            cpu0, t0 = time.process_time(), time.perf_counter()
            await asyncio.gather(consumer.run(stop), until_drained())
            cpu, elapsed = time.process_time() - cpu0, time.perf_counter() - t0
            if prof is not None:
                prof.disable()
                asyncio.to_thread = to_thread
        finally:
            await runtime.close()
            override_settings(None)
            if db:
                subprocess.run(
                    [
                        "psql",
                        "-h",
                        "127.0.0.1",
                        "-U",
                        "postgres",
                        "-qc",
                        f"DROP DATABASE IF EXISTS {db} WITH (FORCE)",
                    ]
                )
    out: dict[str, Any] = {
        "mode": mode,
        "lines": len(texts),
        "cpu_us_per_line": cpu / len(texts) * 1e6,
        "lines_per_s": len(texts) / elapsed,
    }
    if prof is not None:
        text = io.StringIO()
        pstats.Stats(prof, stream=text).sort_stats("tottime").print_stats(25)
        out["profile"] = text.getvalue()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--scenarios", default="burst,flood,steady", help="burst, flood, steady, workers, inprocess"
    )
    ap.add_argument("--burst-lines", type=int, default=240_000)
    ap.add_argument("--burst-batch", type=int, default=2000)
    ap.add_argument("--senders", type=int, default=4)
    ap.add_argument("--flood-lines", type=int, default=80_000)
    ap.add_argument("--high-water", type=int, default=20, help="flood: the server's queue high-water mark")
    ap.add_argument(
        "--profile",
        type=int,
        default=0,
        help="cProfile the worker over this many lines (the first of --modes), then exit",
    )
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument(
        "--rounds", type=int, default=2, help="workers: 1 then 2 workers, this many times; inprocess: drains"
    )
    ap.add_argument("--modes", default="embedded,redis")
    ap.add_argument(
        "--baseline",
        type=Path,
        default=None,
        help="workers: another checkout (e.g. a `git worktree` of the commit before) run in turn "
        "with this one in each round, in the same run",
    )
    ap.add_argument("--one-worker", action="store_true", help="workers: PostgreSQL + Redis, 1 worker only")
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--batch", type=int, default=1000)
    ap.add_argument("--load-fraction", type=float, default=0.5, help="latency phase load, share of capacity")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    if args.profile:
        mode = args.modes.split(",")[0]
        r = asyncio.run(drain_in_process(mode, args.profile, args.senders, args.burst_batch, profile=True))
        print(
            f"worker ({mode}), in process under cProfile: {r['lines']} lines, "
            f"{r['lines_per_s']:,.0f} lines/s, {r['cpu_us_per_line']:.1f} us CPU a line\n{r['profile']}"
        )
        return
    scenarios = args.scenarios.split(",")
    modes = args.modes.split(",")
    report: dict[str, Any] = {}
    if "burst" in scenarios:
        texts: list[str] = []
        bursts = [
            asyncio.run(run_burst(m, args.burst_lines, args.senders, args.burst_batch, texts)) for m in modes
        ]
        drain3 = raw_drain3_lines_per_s(texts[: args.burst_lines])
        report["burst"] = {"raw_drain3_lines_per_s": drain3, "modes": bursts}
        print(
            f"burst: one job, {args.burst_lines:,} lines from {args.senders} senders, "
            f"{args.burst_batch}-line gzip batches"
        )
        print(f"  raw Drain3 in memory, same lines, same run: {drain3:,.0f} lines/s")
        print(
            f"  {'mode':<10}{'accepted/s':>12}{'processed/s':>13}{'x Drain3':>10}{'Xid→incident':>14}"
            f"{'backlog then':>14}{'incidents':>11}{'429s':>6}"
        )
        for r in bursts:
            lat = r["xid_incident_latency_s"]
            print(
                f"  {r['mode']:<10}{r['accepted_lines_per_s']:>12,.0f}{r['end_to_end_lines_per_s']:>13,.0f}"
                f"{r['end_to_end_lines_per_s'] / drain3:>10.2f}"
                f"{(f'{lat:.2f}s' if lat is not None else 'never'):>14}"
                f"{r['lines_unprocessed_when_incident_seen'] or 0:>14,}{r['incidents']:>11}"
                f"{r['refused_429']:>6}"
            )
    if "workers" in scenarios:
        texts = wide_bodies(args.burst_lines, args.senders, args.burst_batch)[1]
        rounds: list[dict[str, Any]] = []
        drain3_runs: list[float] = []
        trees = [("this", ROOT)]
        if args.baseline:
            trees.append(("baseline", args.baseline.resolve()))
        counts = [1] if args.one_worker else [1, 2]
        for k in range(args.rounds):  # alternated: the machine's load drifts
            drain3_runs.append(raw_drain3_lines_per_s(texts))
            # With a baseline, the two trees take turns, each going first every other round.
            for tree, root in trees if k % 2 == 0 else trees[::-1]:
                TREE["root"] = root
                if "embedded" in modes:
                    r = asyncio.run(run_worker_embedded(args.burst_lines, args.senders, args.burst_batch))
                    rounds.append({**r, "tree": tree})
                if "redis" in modes:
                    for n in counts:
                        r = asyncio.run(run_workers(n, args.burst_lines, args.senders, args.burst_batch))
                        rounds.append({**r, "tree": tree})
            drain3_runs.append(raw_drain3_lines_per_s(texts))
        TREE["root"] = ROOT
        drain3 = statistics.median(drain3_runs)
        report["workers"] = {"raw_drain3_lines_per_s": drain3_runs, "rounds": rounds}
        print(
            f"workers: one job on {len(WIDE_NODES)} nodes, {args.burst_lines:,} lines posted by "
            f"{args.senders} senders in {args.burst_batch}-line gzip batches while the workers are "
            "stopped, then drained (embedded: `serve` restarted on the posted queue)"
        )
        if args.baseline:
            print(f"  trees: this = {ROOT}, baseline = {args.baseline}")
        runs = ", ".join(f"{d:,.0f}" for d in drain3_runs)
        print(f"  raw Drain3 in memory, same lines, same run: {runs} lines/s (median {drain3:,.0f})")
        print(
            f"  {'tree':<10}{'mode':<10}{'workers':<9}{'processed/s':>13}{'x Drain3':>10}"
            f"{'lines per worker':>20}{'incidents':>11}{'CPU us/line':>13}{'load':>6}"
        )
        for r in rounds:
            print(
                f"  {r['tree']:<10}{r['mode']:<10}{r['workers']:<9}{r['processed_lines_per_s']:>13,.0f}"
                f"{r['processed_lines_per_s'] / drain3:>10.2f}"
                f"{'/'.join(f'{x:,}' for x in r['lines_per_worker_by_partition']):>20}{r['incidents']:>11}"
                f"{r['worker_cpu_us_per_line']:>13.1f}{r['load_1min_max']:>6.1f}"
            )
        # One job over 1 and 2 worker processes, side by side: the gain in each round.
        for tree, _ in trees:
            ones = [r for r in rounds if (r["tree"], r["mode"], r["workers"]) == (tree, "redis", 1)]
            twos = [r for r in rounds if (r["tree"], r["mode"], r["workers"]) == (tree, "redis", 2)]
            pairs = zip(ones, twos, strict=False)
            gains = [b["processed_lines_per_s"] / a["processed_lines_per_s"] for a, b in pairs]
            if gains:
                print(
                    f"  2 vs 1 worker, {tree}: {', '.join(f'{g:.2f}x' for g in gains)} by round "
                    f"(median {statistics.median(gains):.2f}x)"
                )
            for n, runs_n in ((1, ones), (2, twos)):
                if runs_n:
                    us = statistics.median(r["worker_cpu_us_per_line"] for r in runs_n)
                    print(
                        f"  worker CPU per line, {tree}, {n} worker(s): {us:.1f} us (median): "
                        f"{1e6 / us:,.0f} lines/s per worker core, {1e6 / us / drain3:.2f}x Drain3"
                    )
        for tree, _ in trees:
            for mode, n in (("embedded", 1), ("redis", 1), ("redis", 2)):
                rates = [
                    r["processed_lines_per_s"]
                    for r in rounds
                    if r["workers"] == n and r["mode"] == mode and r["tree"] == tree
                ]
                if rates:
                    print(
                        f"  median, {tree}, {mode}, {n} worker(s): {statistics.median(rates):,.0f} lines/s"
                        f" ({statistics.median(rates) / drain3:.2f}x Drain3; runs {min(rates):,.0f}"
                        f"-{max(rates):,.0f})"
                    )
    if "inprocess" in scenarios:
        texts = wide_bodies(args.burst_lines, args.senders, args.burst_batch)[1]
        drains = [
            asyncio.run(drain_in_process(m, args.burst_lines, args.senders, args.burst_batch))
            for _ in range(args.rounds)
            for m in modes
        ]
        drain3 = raw_drain3_lines_per_s(texts)
        report["inprocess"] = {"raw_drain3_lines_per_s": drain3, "rounds": drains}
        print(
            f"inprocess: the workers scenario's job ({args.burst_lines:,} lines, 16 nodes) drained by one "
            "consumer in this process; its CPU alone (not PostgreSQL's or Redis')"
        )
        print(f"  raw Drain3 in memory, same lines: {drain3:,.0f} lines/s")
        for r in drains:
            print(
                f"  {r['mode']:<10}{r['lines_per_s']:>10,.0f} lines/s ({r['lines_per_s'] / drain3:.2f}x "
                f"Drain3){r['cpu_us_per_line']:>8.1f} us CPU a line "
                f"({1e6 / r['cpu_us_per_line'] / drain3:.2f}x Drain3)"
            )
    if "flood" in scenarios:
        floods = [
            asyncio.run(run_flood(m, args.flood_lines, args.senders, args.burst_batch, args.high_water))
            for m in modes
        ]
        report["flood"] = floods
        print(
            f"flood: {args.flood_lines:,} lines, API alone until 5 s after its first 429 "
            f"(high-water {args.high_water} batches), then a worker"
        )
        print(
            f"  {'mode':<10}{'sent':>8}{'processed':>11}{'max depth':>11}{'429 (no worker)':>17}"
            f"{'429 all':>9}{'API RSS':>10}"
        )
        for r in floods:
            print(
                f"  {r['mode']:<10}{r['lines_sent']:>8,}{r['lines_processed']:>11,}"
                f"{r['queue_depth_max_batches']:>11}"
                f"{r['refused_429_before_worker']:>17}{r['refused_429_total']:>9}{r['api_peak_rss_mb']:>8.0f}MB"
            )
    if "steady" in scenarios:
        results = [
            asyncio.run(run_mode(m, args.seconds, args.jobs, args.batch, args.load_fraction)) for m in modes
        ]
        report["steady"] = results
        print_steady(results)
    if args.out:
        args.out.write_text(json.dumps(report, indent=2))


def print_steady(results: list[dict[str, Any]]) -> None:
    print(
        f"{'mode':<10}{'accepted/s':>12}{'end-to-end/s':>14}{'under load/s':>14}{'p50 incident':>14}"
        f"{'p99 incident':>14}{'probes':>8}"
    )
    for r in results:
        print(
            f"{r['mode']:<10}{r['accepted_lines_per_s']:>12,.0f}{r['end_to_end_lines_per_s']:>14,.0f}"
            f"{r['latency_phase_offered_lines_per_s']:>14,.0f}"
            f"{r['incident_latency_p50_s']:>13.3f}s{r['incident_latency_p99_s']:>13.3f}s{r['probes']:>8}"
        )


if __name__ == "__main__":
    main()

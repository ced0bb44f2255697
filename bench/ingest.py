"""Ingest throughput and POST-to-incident latency, embedded vs PostgreSQL + Redis Streams.

For each mode a real ``crashcart serve`` (API + one in-process worker) runs on loopback; the
load generator posts 1,000-line batches from several concurrent senders to several jobs for a
fixed time, while a probe posts one failure line (Xid 79) to a fresh job every second and
measures the time from the POST to the incident being visible through the API.

    .venv/bin/python bench/ingest.py [--seconds 20] [--modes embedded,redis] [--out bench-ingest.json]
"""

from __future__ import annotations

import argparse
import asyncio
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
TOKEN = "bench-admin-token"
H = {"Authorization": f"Bearer {TOKEN}"}
XID79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(mode: str, data_dir: Path) -> tuple[subprocess.Popen[bytes], str, dict[str, str]]:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    env.update(
        CRASHCART_DATA_DIR=str(data_dir), CRASHCART_TOKENS=f"admin:{TOKEN}", CRASHCART_LOG_LEVEL="warning"
    )
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
            [sys.executable, "-m", "app", "db", "upgrade"], env=env, check=True, capture_output=True
        )
    log = (data_dir.parent / f"server-{mode}.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--port", str(port)],
        env=env,
        cwd=ROOT,
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--modes", default="embedded,redis")
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--batch", type=int, default=1000)
    ap.add_argument("--load-fraction", type=float, default=0.5, help="latency phase load, share of capacity")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    results = [
        asyncio.run(run_mode(m, args.seconds, args.jobs, args.batch, args.load_fraction))
        for m in args.modes.split(",")
    ]
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
    if args.out:
        args.out.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()

"""Every database and Redis URL form users write starts a real `crashcart serve` that passes the
README's quickstart: register a job, post an Xid 79 line, get the incident naming the node."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.settings import REPO_ROOT
from tests.conftest import require_server
from tests.helpers import LiveServer, free_port

XID_79 = "NVRM: Xid (PCI:0000:3b:00): 79, pid=2714, GPU has fallen off the bus."


def quickstart(server: LiveServer) -> None:
    server.post(
        "/v1/jobs",
        {"job_id": "llama-70b-1234", "scheduler": "local", "nodes": ["gpu01", "gpu02"], "world_size": 16},
    )
    server.post(
        "/v1/jobs/llama-70b-1234/logs", {"lines": [{"node": "gpu02", "seq": 1, "line": XID_79}]}, "shipper"
    )

    def incident() -> Any:
        found = server.get("/v1/incidents", params={"job": "llama-70b-1234"})["incidents"]
        return found[0] if found else None

    inc = server.wait_until(incident, timeout=30)
    assert inc["culprit"]["nodes"] == ["gpu02"], inc
    assert "Xid" in inc["root_cause_line"]


def cli(env: dict[str, str], *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("CRASHCART_")}
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        env={**base, "PYTHONPATH": str(REPO_ROOT), **env},
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
    )


def serve_quickstart(tmp_path: Path, env: dict[str, str], cwd: Path | None = None) -> LiveServer:
    server = LiveServer(tmp_path / "data", extra_env={"PYTHONPATH": str(REPO_ROOT), **env}, cwd=cwd)
    try:
        quickstart(server)
    except BaseException:
        server.stop()
        raise
    return server


@pytest.mark.parametrize("form", ["sqlite:///data/cc.db", "sqlite:///{abs}", "sqlite+aiosqlite:///{abs}"])
def test_sqlite_file_forms(tmp_path: Path, form: str) -> None:
    url = form.format(abs=tmp_path / "abs" / "cc.db")
    server = serve_quickstart(tmp_path, {"CRASHCART_DATABASE_URL": url}, cwd=tmp_path)
    server.stop()
    made = tmp_path / "data" / "cc.db" if form.startswith("sqlite:///data") else tmp_path / "abs" / "cc.db"
    assert made.exists()


# Looks at every crashcart-memory-* directory of /dev/shm: never beside another test making them.
@pytest.mark.xdist_group("dev-shm")
@pytest.mark.parametrize("form", ["sqlite://", "sqlite:///:memory:"])
def test_sqlite_in_memory_serves_and_leaves_nothing_behind(tmp_path: Path, form: str) -> None:
    env = {"CRASHCART_DATABASE_URL": form}
    done = cli(env, "db", "upgrade")
    assert done.returncode == 0 and "nothing to upgrade" in done.stdout and "in memory" in done.stdout
    before = set(Path("/dev/shm").glob("crashcart-memory-*")) if Path("/dev/shm").is_dir() else set()
    server = serve_quickstart(tmp_path, env)
    server.stop()
    assert not (tmp_path / "data" / "crashcart.db").exists()  # not the default file in disguise
    after = set(Path("/dev/shm").glob("crashcart-memory-*")) if Path("/dev/shm").is_dir() else set()
    assert after <= before  # its private database went with it
    if form != "sqlite://":
        return
    # Commands that would need to see that database say so in one line.
    for args in (["worker"], ["serve", "--no-worker"], ["tokens", "create", "--role", "viewer"]):
        done = cli(env, *args)
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        assert done.stderr.count("\n") == 1 and "CRASHCART_DATABASE_URL" in done.stderr


@pytest.mark.parametrize("scheme", ["postgresql", "postgres", "postgresql+asyncpg", "postgresql+psycopg2"])
def test_postgresql_forms(tmp_path: Path, pg_database: str, scheme: str) -> None:
    url = scheme + "://" + pg_database.split("://", 1)[1]
    env = {"CRASHCART_DATABASE_URL": url}
    if scheme == "postgresql":
        # Before `db upgrade`, serve says what is missing instead of failing on the first request.
        refused = cli(env, "serve", "--port", str(free_port()))
        assert refused.returncode == 2 and "crashcart db upgrade" in refused.stderr, refused.stderr
        assert refused.stderr.count("\n") == 1
    done = cli(env, "db", "upgrade")
    assert done.returncode == 0, done.stderr
    assert "at head" in done.stdout
    serve_quickstart(tmp_path, env).stop()


def _redis_tls(tmp_path: Path) -> Iterator[tuple[str, str]]:
    """A private Redis with a TLS port and a unix socket: (rediss URL, unix URL)."""
    if not (shutil.which("redis-server") and shutil.which("openssl")):
        pytest.fail("redis-server and openssl are needed (scripts/bootstrap.sh installs them)", pytrace=False)
    key, crt = tmp_path / "redis.key", tmp_path / "redis.crt"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(crt)],
        check=True,
        capture_output=True,
    )  # fmt: skip
    port, sock = free_port(), tmp_path / "redis.sock"
    proc = subprocess.Popen(
        ["redis-server", "--port", "0", "--tls-port", str(port), "--tls-cert-file", str(crt),
         "--tls-key-file", str(key), "--tls-ca-cert-file", str(crt), "--tls-auth-clients", "no",
         "--unixsocket", str(sock), "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 20
        while not sock.exists():
            assert proc.poll() is None and time.monotonic() < deadline, "private redis-server did not start"
            time.sleep(0.1)
        yield f"rediss://127.0.0.1:{port}/0?ssl_ca_certs={crt}", f"unix://{sock}?db=0"
    finally:
        proc.terminate()
        proc.wait(timeout=20)


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[tuple[str, str]]:
    yield from _redis_tls(tmp_path)


def test_redis_forms(tmp_path: Path, pg_database: str, private_redis: tuple[str, str]) -> None:
    require_server("Redis", 6379)
    tls, unix = private_redis
    for i, redis_url in enumerate(["redis://127.0.0.1:6379/0", tls, unix]):
        env = {
            "CRASHCART_DATABASE_URL": f"sqlite:///{tmp_path / f'cc{i}.db'}",
            "CRASHCART_REDIS_URL": redis_url,
            "CRASHCART_REDIS_PREFIX": f"cc-urlforms-{os.getpid()}-{i}",
        }
        serve_quickstart(tmp_path / str(i), env).stop()


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"CRASHCART_DATABASE_URL": "mysql://u@h/db"}, "CRASHCART_DATABASE_URL: unsupported"),
        ({"CRASHCART_DATABASE_URL": "postgresql://postgres:hunter2@127.0.0.1:1/x"}, "unreachable"),
        ({"CRASHCART_REDIS_URL": "http://127.0.0.1:6379"}, "CRASHCART_REDIS_URL: unsupported"),
        ({"CRASHCART_REDIS_URL": "redis://:hunter2@127.0.0.1:1/0"}, "CRASHCART_REDIS_URL: Redis unreachable"),
        ({"CRASHCART_PORT": "eighty"}, "CRASHCART_PORT"),
    ],
)
def test_a_bad_url_is_one_line_naming_the_variable(tmp_path: Path, env: dict[str, str], says: str) -> None:
    done = cli({"CRASHCART_DATA_DIR": str(tmp_path), **env}, "serve", "--port", str(free_port()))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert says in done.stderr and "hunter2" not in done.stderr

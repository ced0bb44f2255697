"""The append-only per-job archive of raw log lines, on a local directory or in object storage.

Raw lines do not become relational rows. Each job's lines are JSON lines in an archive; the
database remembers how many bytes of it are committed (``JobRow.archive_bytes``), and readers
stop there. Two backends, chosen by ``CRASHCART_ARCHIVE_URL`` (:func:`open_archive`):

- **local directory** (the embedded default, ``<data_dir>/archive/``): one file per job. A writer
  first cuts the file back to the committed length, so the tail of an attempt that crashed before
  its transaction committed is discarded and redelivery writes it again exactly once.
- **S3-compatible object storage** (``s3://bucket/prefix``): objects cannot be appended to, so
  each append is one chunk object named by the byte offset it starts at
  (``prefix/<job>/<offset>.jsonl``). A reader walks the chain from offset 0, each chunk's size
  giving the next offset, until the committed length. A crashed attempt's chunk starts at the
  committed length, so it is either overwritten by the redelivery (same offset) or left off the
  chain; either way it is never read. No shared disk is needed between workers.

Each queue partition of a job has its own chain (``<job>.p<N>``: a file, or a chunk prefix),
appended by that partition's batches, which are serialized (the queue gives a partition to one
worker at a time; its transaction holds the partition's lock), and whose committed length is in
the partition's row (app/store/analysis.py). Line indexes are job-wide: a reader merges the
chains by index (:func:`iter_job_lines`), after the job's one file of before partitioned chains
(``JobRow.archive_bytes``).
"""

from __future__ import annotations

import hashlib
import heapq
import itertools
import json
import os
import re
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlsplit

from app.errors import ConfigError, Unavailable
from app.logline import LogLine

if TYPE_CHECKING:
    from app.settings import Settings

_SAFE = re.compile(r"[^A-Za-z0-9._-]")


def archive_name(job_id: str, part: int | None = None) -> str:
    """A file name for any job id (and partition): readable where possible, unique always."""
    safe = _SAFE.sub("_", job_id)[:80]
    digest = hashlib.sha1(job_id.encode()).hexdigest()[:10]
    return f"{safe}-{digest}.jsonl" if part is None else f"{safe}-{digest}.p{int(part)}.jsonl"


@dataclass(slots=True)
class ArchivedLine:
    index: int
    node: str | None
    rank: int | None
    stream: str
    seq: int | None
    ts: float | None
    line: str

    def to_logline(self) -> LogLine:
        return LogLine(
            text=self.line,
            index=self.index,
            node=self.node,
            rank=self.rank,
            stream=self.stream,
            seq=self.seq,
            ts=self.ts,
        )


def encode_lines(lines: Sequence[LogLine]) -> bytes:
    """The archive's record format: one compact JSON object per line.

    Written field by field with the json module's C string encoder: ``json.dumps`` with options
    builds an encoder per call, which cost more than the encoding itself (a profile entry). A
    batch is a few streams: each stream's ``"n":…,"r":…,"s":…`` is encoded once."""
    streams: dict[tuple[str | None, int | None, str], str] = {}
    out: list[str] = []
    add = out.append
    for ln in lines:
        key = (ln.node, ln.rank, ln.stream)
        stream = streams.get(key)
        if stream is None:
            stream = streams[key] = (
                f'"n":{_json_str(ln.node)},"r":{_json_int(ln.rank)},"s":{_json_str(ln.stream)},'
            )
        seq, ts = ln.seq, ln.ts
        add(
            f'{{"i":{ln.index},{stream}"q":{"null" if seq is None else int(seq)},'
            f'"t":{"null" if ts is None else _json_float(ts)},"l":{_encode_str(ln.text)}}}\n'
        )
    return "".join(out).encode()


_encode_str = json.encoder.encode_basestring  # ensure_ascii=False: the C encoder


def _json_str(value: str | None) -> str:
    return "null" if value is None else _encode_str(value)


def _json_int(value: int | None) -> str:
    return "null" if value is None else str(int(value))


def _json_float(value: float | None) -> str:
    # What json.dumps writes: int as int, float by repr (the door refuses NaN and infinities).
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(int(value))
    return float.__repr__(float(value))


def _decode(
    records: Iterable[bytes], committed_bytes: int, start: int, limit: int | None, read: int = 0
) -> Iterator[ArchivedLine]:
    emitted = 0
    for raw in records:
        read += len(raw)
        if read > committed_bytes:
            return
        rec = json.loads(raw)
        if rec["i"] < start:
            continue
        yield ArchivedLine(rec["i"], rec["n"], rec["r"], rec["s"], rec["q"], rec["t"], rec["l"])
        emitted += 1
        if limit is not None and emitted >= limit:
            return


class JobArchive(Protocol):
    """One job's archive."""

    def append(self, lines: Sequence[LogLine], committed_bytes: int) -> int:
        """Append lines after ``committed_bytes``; return the new committed length."""
        ...

    def iter_lines(
        self, committed_bytes: int, start: int = 0, limit: int | None = None
    ) -> Iterator[ArchivedLine]:
        """Committed lines with index >= start (at most ``limit``). Blocking: run in a thread."""
        ...


class Archive(Protocol):
    """Where every job's archive lives."""

    location: str  # for logs and `crashcart config`, secrets left out

    def job(self, job_id: str, part: int | None = None) -> JobArchive:
        """The job's chain of queue partition ``part``; None: its one file of before partitions."""
        ...


def iter_job_lines(
    archive: Archive,
    job_id: str,
    legacy_bytes: int,
    parts: Mapping[int, int],
    start: int = 0,
    limit: int | None = None,
) -> Iterator[ArchivedLine]:
    """A job's committed lines with index >= ``start`` in index order (at most ``limit``): the
    job's file of before partitioned chains (``legacy_bytes`` of it), then every partition's
    chain (``part -> committed length``), merged by index. Each chain is in index order: a
    partition's batches take their indexes from the job's counter in the order they commit.
    Blocking: run in a thread."""
    chains: list[Iterator[ArchivedLine]] = []
    if legacy_bytes > 0:
        chains.append(archive.job(job_id).iter_lines(legacy_bytes, start=start))
    for part, committed in sorted(parts.items()):
        if committed > 0:
            chains.append(archive.job(job_id, part).iter_lines(committed, start=start))
    merged: Iterator[ArchivedLine] = (
        chains[0] if len(chains) == 1 else heapq.merge(*chains, key=lambda rec: rec.index)
    )
    return merged if limit is None else itertools.islice(merged, limit)


@dataclass(slots=True)
class JobLog:
    """A job's committed lines, over its file of before partitioned chains and every partition's
    chain: what a reader of the whole job holds (``app.store.analysis.job_lines`` builds it)."""

    archive: Archive
    job_id: str
    legacy_bytes: int
    parts: Mapping[int, int]

    def iter_lines(self, start: int = 0, limit: int | None = None) -> Iterator[ArchivedLine]:
        """Lines with index >= start, in index order (at most ``limit``). Blocking: run in a thread."""
        return iter_job_lines(self.archive, self.job_id, self.legacy_bytes, self.parts, start, limit)


# --- local directory -------------------------------------------------------------------------


class LocalJobArchive:
    def __init__(self, archive_dir: Path, job_id: str, part: int | None = None) -> None:
        self.path = archive_dir / archive_name(job_id, part)

    def append(self, lines: Sequence[LogLine], committed_bytes: int) -> int:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        payload = encode_lines(lines)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o640)
        try:
            if os.fstat(fd).st_size != committed_bytes:
                os.ftruncate(fd, committed_bytes)
            os.lseek(fd, committed_bytes, os.SEEK_SET)
            os.write(fd, payload)
            os.fsync(fd)
        finally:
            os.close(fd)
        return committed_bytes + len(payload)

    def iter_lines(
        self, committed_bytes: int, start: int = 0, limit: int | None = None
    ) -> Iterator[ArchivedLine]:
        if not self.path.exists():
            return
        with self.path.open("rb") as fh:
            yield from _decode(fh, committed_bytes, start, limit)


class LocalArchive:
    def __init__(self, archive_dir: Path) -> None:
        self.archive_dir = archive_dir
        self.location = str(archive_dir)

    def job(self, job_id: str, part: int | None = None) -> LocalJobArchive:
        return LocalJobArchive(self.archive_dir, job_id, part)


# --- S3-compatible object storage ------------------------------------------------------------

_OFFSET_DIGITS = 16  # zero-padded, so that a listing's lexical order is the chain's order


class S3JobArchive:
    def __init__(self, archive: S3Archive, job_id: str, part: int | None = None) -> None:
        self.archive = archive
        self.prefix = f"{archive.prefix}{archive_name(job_id, part).removesuffix('.jsonl')}/"

    def _key(self, offset: int) -> str:
        return f"{self.prefix}{offset:0{_OFFSET_DIGITS}d}.jsonl"

    def append(self, lines: Sequence[LogLine], committed_bytes: int) -> int:
        payload = encode_lines(lines)
        if payload:
            self.archive.call("put_object", Key=self._key(committed_bytes), Body=payload)
        return committed_bytes + len(payload)

    def _chunks(self) -> dict[int, int]:
        """Every chunk object of this job: start offset -> size."""
        chunks: dict[int, int] = {}
        token: str | None = None
        while True:
            args: dict[str, Any] = {"Prefix": self.prefix}
            if token:
                args["ContinuationToken"] = token
            page = self.archive.call("list_objects_v2", **args)
            for obj in page.get("Contents", []):
                name = obj["Key"][len(self.prefix) :].removesuffix(".jsonl")
                if name.isdigit():
                    chunks[int(name)] = int(obj["Size"])
            if not page.get("IsTruncated"):
                return chunks
            token = page["NextContinuationToken"]

    def iter_lines(
        self, committed_bytes: int, start: int = 0, limit: int | None = None
    ) -> Iterator[ArchivedLine]:
        if committed_bytes <= 0:
            return
        chunks = self._chunks()
        offset, emitted = 0, 0
        while offset < committed_bytes:
            size = chunks.get(offset)
            if size is None:
                raise Unavailable(
                    f"archive chunk at byte {offset} of {self.prefix} is missing from "
                    f"{self.archive.location} (committed length {committed_bytes})"
                )
            body = self.archive.call("get_object", Key=self._key(offset))["Body"].read()
            for rec in _decode(body.splitlines(keepends=True), committed_bytes - offset, start, None):
                yield rec
                emitted += 1
                if limit is not None and emitted >= limit:
                    return
            offset += size


class S3Archive:
    """Chunks in one bucket under one prefix. The client (boto3, imported on first use) is shared
    by threads, as boto3 allows for clients."""

    def __init__(
        self,
        bucket: str,
        prefix: str = "",
        *,
        endpoint_url: str | None = None,
        region: str | None = None,
        access_key_id: str | None = None,
        secret_access_key: str | None = None,
    ) -> None:
        self.bucket = bucket
        self.prefix = prefix.strip("/") + "/" if prefix.strip("/") else ""
        self.location = f"s3://{bucket}/{self.prefix}" + (f" at {endpoint_url}" if endpoint_url else "")
        self._config = {
            "endpoint_url": endpoint_url,
            "region_name": region,
            "aws_access_key_id": access_key_id,
            "aws_secret_access_key": secret_access_key,
        }
        self._client: Any = None
        self._lock = threading.Lock()

    def _get_client(self) -> Any:
        with self._lock:
            if self._client is None:
                import boto3
                from botocore.config import Config

                self._client = boto3.session.Session().client(
                    "s3",
                    config=Config(retries={"max_attempts": 5, "mode": "standard"}, connect_timeout=5),
                    **{k: v for k, v in self._config.items() if v},
                )
            return self._client

    def call(self, operation: str, **kwargs: Any) -> Any:
        """One S3 operation on this bucket; a failure is one clear error (the queue redelivers)."""
        from botocore.exceptions import BotoCoreError, ClientError

        try:
            return getattr(self._get_client(), operation)(Bucket=self.bucket, **kwargs)
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code", "")
            if code in ("NoSuchBucket", "AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch"):
                raise ConfigError(
                    f"CRASHCART_ARCHIVE_URL: {operation} on {self.location} failed: {code}"
                ) from exc
            raise Unavailable(f"archive {self.location}: {operation} failed: {code or exc}") from exc
        except BotoCoreError as exc:
            raise Unavailable(f"archive {self.location}: {operation} failed: {exc}") from exc

    def job(self, job_id: str, part: int | None = None) -> S3JobArchive:
        return S3JobArchive(self, job_id, part)


# --- selection -------------------------------------------------------------------------------

_opened: dict[tuple[Any, ...], Archive] = {}
_opened_lock = threading.Lock()


def open_archive(settings: Settings) -> Archive:
    """The archive ``settings`` name (one per configuration, so S3 clients are reused)."""
    url = settings.archive_url
    secret = settings.archive_secret_access_key
    key = (
        url,
        str(settings.archive_dir),
        settings.archive_endpoint_url,
        settings.archive_region,
        settings.archive_access_key_id,
        secret.get_secret_value() if secret else None,
    )
    with _opened_lock:
        found = _opened.get(key)
        if found is None:
            found = _opened[key] = _make(settings)
        return found


def _make(settings: Settings) -> Archive:
    url = settings.archive_url
    if not url:
        return LocalArchive(settings.archive_dir)
    parts = urlsplit(url)
    if parts.scheme == "s3":
        if not parts.netloc:
            raise ConfigError(f"CRASHCART_ARCHIVE_URL={url!r}: name a bucket (s3://bucket/prefix)")
        secret = settings.archive_secret_access_key
        return S3Archive(
            parts.netloc,
            parts.path,
            endpoint_url=settings.archive_endpoint_url,
            region=settings.archive_region,
            access_key_id=settings.archive_access_key_id,
            secret_access_key=secret.get_secret_value() if secret else None,
        )
    if parts.scheme == "file":
        return LocalArchive(Path(parts.path))
    if not parts.scheme:
        return LocalArchive(Path(url))
    raise ConfigError(
        f"CRASHCART_ARCHIVE_URL={url!r}: unsupported scheme {parts.scheme!r} "
        "(a directory, file:///dir or s3://bucket/prefix)"
    )

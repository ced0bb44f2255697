"""The raw-line archive, both backends: a local directory and a real S3-compatible server (moto's,
started on loopback by the ``s3_endpoint`` fixture; no mock of the client).

Each contract is checked on both: lines read back as written up to the committed length only; a
crashed attempt's tail (written, never committed) is never read and the redelivery replaces it;
``start``/``limit`` page through; settings pick the backend and a bad one is one clear error.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.errors import ConfigError, Unavailable
from app.logline import LogLine
from app.settings import Settings
from app.settings_report import describe
from app.store.archive import Archive, LocalArchive, S3Archive, open_archive


@pytest.fixture(params=["local", "s3"])
def archive(request: pytest.FixtureRequest, tmp_path: Path) -> Archive:
    fields: dict[str, Any] = {}
    if request.param == "s3":
        fields = request.getfixturevalue("s3_archive")
    return open_archive(Settings(data_dir=tmp_path / "data", **fields))


def _lines(first: int, count: int, tag: str = "") -> list[LogLine]:
    return [
        LogLine(
            text=f"{tag}step {i} loss 0.5 ünïcode \x1b[31m", index=i, node=f"gpu{i % 3}", rank=i % 8, seq=i
        )
        for i in range(first, first + count)
    ]


def test_lines_read_back_up_to_the_committed_length(archive: Archive) -> None:
    job = archive.job("job/with odd:chars")
    committed = job.append(_lines(0, 10), 0)
    committed = job.append(_lines(10, 5), committed)
    committed = job.append([], committed)  # an empty batch changes nothing
    got = list(job.iter_lines(committed))
    assert [g.index for g in got] == list(range(15))
    assert got[3].line == "step 3 loss 0.5 ünïcode \x1b[31m"
    assert (got[4].node, got[4].rank, got[4].seq, got[4].stream) == ("gpu1", 4, 4, "stdout")
    # A reader that knows an older committed length sees only that much.
    assert len(list(job.iter_lines(committed - 1))) == 14  # a partial last record is not read
    assert list(archive.job("another job").iter_lines(0)) == []


def test_a_crashed_attempts_tail_is_never_read_and_redelivery_replaces_it(archive: Archive) -> None:
    job = archive.job("job-crash")
    committed = job.append(_lines(0, 100), 0)
    # An attempt that wrote but crashed before its transaction committed: the store still says
    # ``committed``. It wrote more than the redelivery will, and a second chunk after it.
    lost = job.append(_lines(100, 50, tag="lost "), committed)
    job.append(_lines(150, 7, tag="lost "), lost)
    assert [g.index for g in job.iter_lines(committed)] == list(range(100))
    # The redelivery writes the same lines again from the committed length, in smaller batches.
    again = job.append(_lines(100, 20), committed)
    again = job.append(_lines(120, 30), again)
    got = list(job.iter_lines(again))
    assert [g.index for g in got] == list(range(150))
    assert not any(g.line.startswith("lost") for g in got)


def test_start_and_limit_page_through(archive: Archive) -> None:
    job = archive.job("job-pages")
    committed = 0
    for first in range(0, 1000, 100):
        committed = job.append(_lines(first, 100), committed)
    page = list(job.iter_lines(committed, start=450, limit=101))
    assert [p.index for p in page] == list(range(450, 551))
    assert list(job.iter_lines(committed, start=1000)) == []


def test_settings_pick_the_backend(tmp_path: Path, s3_archive: dict[str, Any]) -> None:
    local = open_archive(Settings(data_dir=tmp_path))
    assert isinstance(local, LocalArchive) and local.archive_dir == tmp_path / "archive"
    other = open_archive(Settings(data_dir=tmp_path, archive_url=str(tmp_path / "elsewhere")))
    assert isinstance(other, LocalArchive) and other.archive_dir == tmp_path / "elsewhere"
    as_file = open_archive(Settings(data_dir=tmp_path, archive_url=f"file://{tmp_path}/f"))
    assert isinstance(as_file, LocalArchive) and as_file.archive_dir == tmp_path / "f"
    s3 = open_archive(Settings(data_dir=tmp_path, **s3_archive))
    assert isinstance(s3, S3Archive) and s3.prefix == "crashcart/archive/"
    assert open_archive(Settings(data_dir=tmp_path, **s3_archive)) is s3  # one client per configuration
    with pytest.raises(ConfigError, match=r"CRASHCART_ARCHIVE_URL.*unsupported scheme 'ftp'"):
        open_archive(Settings(data_dir=tmp_path, archive_url="ftp://host/x"))
    with pytest.raises(ConfigError, match="name a bucket"):
        open_archive(Settings(data_dir=tmp_path, archive_url="s3:///x"))


def test_a_missing_bucket_and_a_lost_chunk_are_clear_errors(
    tmp_path: Path, s3_archive: dict[str, Any]
) -> None:
    missing = open_archive(
        Settings(data_dir=tmp_path, **{**s3_archive, "archive_url": "s3://no-such-bucket-cc"})
    )
    with pytest.raises(ConfigError, match=r"CRASHCART_ARCHIVE_URL.*NoSuchBucket"):
        missing.job("j").append(_lines(0, 1), 0)

    s3 = open_archive(Settings(data_dir=tmp_path, **s3_archive))
    assert isinstance(s3, S3Archive)
    job = s3.job("job-gap")
    committed = job.append(_lines(0, 10), 0)
    committed = job.append(_lines(10, 10), committed)
    s3.call("delete_object", Key=job._key(0))
    with pytest.raises(Unavailable, match=r"chunk at byte 0 .* is missing"):
        list(job.iter_lines(committed))


def test_config_masks_the_archive_secret(tmp_path: Path, s3_archive: dict[str, Any]) -> None:
    settings = Settings(
        data_dir=tmp_path,
        **{
            **s3_archive,
            "archive_endpoint_url": "https://user:hunter2@minio.example:9000",
            "archive_secret_access_key": "s3cr3t-value",
        },
    )
    rows = {r["name"]: r["value"] for r in describe(settings, environ={})}
    assert rows["CRASHCART_ARCHIVE_SECRET_ACCESS_KEY"] == "***"
    assert rows["CRASHCART_ARCHIVE_URL"] == s3_archive["archive_url"]
    assert "hunter2" not in str(rows) and "s3cr3t" not in str(rows)


def test_records_are_the_json_the_reader_expects_for_odd_values() -> None:
    """The field-by-field encoder writes exactly what ``json.dumps`` wrote before (quotes,
    backslashes, controls, non-ASCII, None, ints and floats in ``ts``)."""
    import json

    from app.store.archive import encode_lines

    odd = [
        LogLine('a"b\\c é\u2028\x01\ttab \U0001f600', 3, "gpu0", None, "stdout", 5, 1.5),
        LogLine("x", 0, None, 7, "err", None, None),
        LogLine("y", 1, "n", 0, "s", 2**62, 1700000000.123456),
        LogLine("z", 2, "n", 1, "s", 3, 17),  # type: ignore[arg-type]  # an int ts from old JSON
        LogLine("w", 4, "n", 1, "s", 3, 1e-7),
    ]
    reference = "".join(
        json.dumps(
            {
                "i": ln.index,
                "n": ln.node,
                "r": ln.rank,
                "s": ln.stream,
                "q": ln.seq,
                "t": ln.ts,
                "l": ln.text,
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )
        + "\n"
        for ln in odd
    ).encode()
    assert encode_lines(odd) == reference

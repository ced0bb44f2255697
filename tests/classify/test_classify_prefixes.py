"""Node and rank learned from launcher and library prefixes."""

from __future__ import annotations

import pytest

from app.classify.prefixes import split_prefix


@pytest.mark.parametrize(
    ("line", "message", "node", "rank"),
    [
        ("[rank12]: RuntimeError: boom", "RuntimeError: boom", None, 12),
        ("12: RuntimeError: boom", "RuntimeError: boom", None, 12),
        (" 3: Traceback (most recent call last):", "Traceback (most recent call last):", None, 3),
        ("0: [rank7]: ValueError: x", "ValueError: x", None, 7),
        (
            "gpu02:4201:4290 [3] NCCL WARN NET/IB : Got completion",
            "NCCL WARN NET/IB : Got completion",
            "gpu02",
            None,
        ),
        ("[rank9]:gpu02:4201:4201 [1] NCCL INFO comm", "NCCL INFO comm", "gpu02", 9),
        (
            "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
            "NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus.",
            "gpu02",
            None,
        ),
        (
            "2024-11-22T02:00:00.123+00:00 gpu-7 kernel: [ 1843.308145] NVRM: Xid (PCI:0000:44:00): 79",
            "NVRM: Xid (PCI:0000:44:00): 79",
            "gpu-7",
            None,
        ),
        ("[ 1843.308145] NVRM: GPU at PCI:0000:44:00", "NVRM: GPU at PCI:0000:44:00", None, None),
        ("step 10: loss 2.3", "step 10: loss 2.3", None, None),
        ("2024-11-22 02:00:00 INFO hello", "2024-11-22 02:00:00 INFO hello", None, None),
        # glog's header alone, as torch's elastic agent closes a traceback it logged line by line
        ("[rank3]:E0318 12:55:24.472000 1562188 torch/distributed/elastic/api.py:732]", "", None, 3),
    ],
)
def test_prefixes(line: str, message: str, node: str | None, rank: int | None) -> None:
    prefix = split_prefix(line)
    assert (prefix.message, prefix.node, prefix.rank) == (message, node, rank)


def test_local_rank_tee_prefix_is_not_a_global_rank() -> None:
    prefix = split_prefix("[default3]:RuntimeError: boom")
    assert prefix.rank is None
    assert prefix.local_rank == 3
    assert prefix.message == "RuntimeError: boom"


def test_pdsh_host_prefix_only_for_known_nodes() -> None:
    assert split_prefix("gpu07: Out of memory: Killed process 1 (python)").node is None
    known = split_prefix("gpu07: Out of memory: Killed process 1 (python)", known_nodes={"gpu07"})
    assert known.node == "gpu07"
    assert known.message.startswith("Out of memory")


def test_a_docker_json_record_of_a_progress_bar_line_is_decoded_before_the_bar_is_cut() -> None:
    # The bar's "%|" sits inside the JSON string: cutting the bar first broke the record.
    bar = "  6%|\u2588\u2588\u2588\u2588      | 3787/62565 [04:47<1:10:53, 13.82it/s]Killed"
    record = (
        '{"log":"'
        + bar.replace("\u2588", "\\u2588")
        + '\\n","stream":"stderr","time":"2024-01-01T00:00:00Z"}'
    )
    assert split_prefix(record).message == "Killed"
    assert split_prefix(bar).message == "Killed"


# Logger headers with no provenance: stripped when they carry no level or an error level, so that an
# exception line or a traceback's header behind them reads as one.
EXCEPTION = "tarfile.ReadError: unexpected end of data"


@pytest.mark.parametrize(
    "header",
    [
        "2024-05-01 12:00:00.123 ",
        "2024-05-01 12:00:00,123 ",
        "2024/05/01 12:00:00 ",
        "2024-05-01T12:00:00.123 ",
        "2024-05-01 12:00:00,123 ERROR ",
        "2024-05-01 12:00:00 [CRITICAL] ",
        "2024-05-01 12:00:00.123456: E tensorflow/core/framework/op_kernel.cc:1830] ",
        "[2024-05-01 12:00:00] ",
        "[2024-05-01 12:00:00,123] ",
        "ERROR 05-01 12:00:00 [engine.py:412] ",
        "ERROR 05-01 12:00:00 engine.py:412] ",
        "ERROR:root:",
        "CRITICAL:__main__:",
        "[ERROR|trainer.py:1885] 2024-05-01 12:00:00,123 >> ",
        "[NeMo E 2024-05-01 12:00:00 exp_manager:412] ",
    ],
)
def test_a_logger_header_of_no_or_error_level_is_stripped(header: str) -> None:
    assert split_prefix(header + EXCEPTION).message == EXCEPTION
    # behind a launcher's prefix too (the common [rankN]: path hands it to the general loop)
    prefix = split_prefix("[rank3]:" + header + EXCEPTION)
    assert (prefix.message, prefix.rank) == (EXCEPTION, 3)


@pytest.mark.parametrize(
    "line",
    [
        # below error: the level word stays, and with it the line's level (app/incidents/unmatched.py)
        "2024-05-01 12:00:00 INFO download failed for mirror 2",
        "2024-05-01 12:00:00.123456: W tensorflow/core/x.cc:12] op failed once",
        "INFO 05-01 12:00:00 [engine.py:412] request failed",
        "WARNING:root:request failed",
        "[INFO|trainer.py:1885] 2024-05-01 12:00:00,123 >> loading failed weights",
        "[NeMo W 2024-05-01 12:00:00 exp_manager:412] resume failed",
        # a daemon's own lower-case level stays for the rules that read it (slurmctld)
        "[2024-11-22T02:00:00.123] error: Nodes gpu17 not responding, setting DOWN",
        # not a header: a time alone, data after a stamp
        "12:00:00 RuntimeError: x",
        "2024-05-01 12:00:00,1.5,2.5",
    ],
)
def test_other_stamped_lines_keep_their_level(line: str) -> None:
    message = split_prefix(line).message
    assert message == line or message.startswith("error: Nodes"), message

"""Metamorphic: how a line is carried (colour codes, a container runtime's envelope, a launcher's
prefix, a logger's header) never changes the verdict.

Every dev-fold case of the real corpus and every synthetic case is diagnosed as written, then with
each of its lines re-wrapped as a real tool prints it (tests/classify/wrappers.py); category and
action must not move, and the culprit must stay the same (a wrapper that names a rank or host
may add that one to a culprit the log did not name, never blame anyone else).

Cost: 40 synthetic multi-rank jobs (64-256 ranks) hold 97k of the 105k lines; each goes through a
third of the wrappers, in rotation (every wrapper sees 13-14 of them, every job 9-11 wrappers),
which cut the test from ~4 min to ~1.5; every other case goes through every wrapper.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.diagnose.offline import analyze_lines, diagnose_paths, log_lines
from app.logline import LogLine
from app.settings import REPO_ROOT
from tests.classify.wrappers import HOST, HOST_WRAPPERS, RANK, RANK_WRAPPERS, WRAPPERS, consistent, wrap

CORPUS = REPO_ROOT / "tests" / "corpus"

Outcome = tuple[str, str, tuple[str, ...], tuple[int, ...]] | None

NCCL_HOST = "prefixes: a named rank takes the host its NCCL lines print"

# (wrapper, case) pairs whose verdict moves for a reason outside the normaliser, and whose it is;
# wrapper "*": any wrapper that names the printing rank or host.
KNOWN: dict[tuple[str, str], str] = {
    # The action table restarts an IB fabric error once the rank/node that printed it is known
    # (row "transient"); unwrapped, the same line has no culprit and goes to a human. The
    # wrapper only adds the printing rank; the decision is rules/actions.yaml's.
    ("*", "real-horovod-horovod-147"): "actions: network_error restarts once a culprit is known",
    # An HTTP connection reset (a symptom rule) beside torchrun's failure report: once a host prefix
    # names the node, the report says that node failed first with no error line of its own, and the
    # first-failure logic (app/incidents/correlate.py) takes its death report as the cause.
    ("*", "real-lm-sys-fastchat-1951"): "correlate: a named node's death report outranks a symptom",
    # torchrun's failure summary as the reporter pasted it, its layout mangled (no underscores in
    # <NO_OTHER_FAILURES>, the fields run together), so it is not read as a summary: unwrapped only
    # the SIGKILL decides; once a rank prefix names the printer, the summary's title lines are that
    # rank's own unknown error lines and the first-failure logic takes them as the cause.
    (
        "*",
        "real-zhehengjianglancaster-amvur-2",
    ): "correlate: a mangled summary's lines become a rank's own error",
    # The same with a lost TCPStore (a symptom) beside torchrun's report of local rank 0 aborting
    # (exitcode -6): named by a host prefix, the death report is the first failure. Both hold for a
    # person; only the category moves (connection_error -> other).
    ("*", "real-zeying-gong-falcon-12"): "correlate: a named node's death report outranks a symptom",
    # dmesg around pdsh output, which the kernel's ring buffer never holds: on a kernel line
    # "host: " is read as a device ("ib0: lost carrier"), so the pdsh host is not learned.
    ("dmesg", "multi-22-cuda-oom-64r-pdsh"): "dmesg around pdsh output is never printed",
    ("dmesg", "multi-31-iam-bare-64r-pdsh"): "dmesg around pdsh output is never printed",
    ("dmesg-T", "multi-22-cuda-oom-64r-pdsh"): "dmesg around pdsh output is never printed",
    ("dmesg-T", "multi-31-iam-bare-64r-pdsh"): "dmesg around pdsh output is never printed",
    ("dmesg", "real-nvidia-nccl-tests-102"): "dmesg around pdsh-style 'host: ' lines is never printed",
    ("dmesg-T", "real-nvidia-nccl-tests-102"): "dmesg around pdsh-style 'host: ' lines is never printed",
    # NCCL lines naming their own host (host:pid:tid) in an excerpt with no rank of its own: once a
    # prefix names the printing rank, that rank's host is the one NCCL printed, and the culprit
    # names both (the log's own host, not one the wrapper invented).
    ("*", "real-lightning-ai-pytorch-lightning-8139"): NCCL_HOST,
    ("*", "real-deepspeedai-deepspeed-2638"): NCCL_HOST,
    ("*", "real-nvidia-nccl-tests-294"): NCCL_HOST,
    ("*", "real-nvidia-nccl-tests-41"): NCCL_HOST,
    ("*", "real-horovod-horovod-134"): NCCL_HOST,
    # An MPI start-up abort beside a shm_open "No such file or directory": once a wrapper names the
    # printing rank or host, that line is the culprit's own and the action table reads it as a sign
    # the fault recurs (recurrence: missing_file); unnamed, no culprit owns it and a person decides.
    ("*", "real-cornelisnetworks-opa-psm2-42"): "actions: the culprit's own missing-file line is recurrence",
    # The same with UCX's "connect(...) failed: Connection refused" before any progress (the
    # start-up connection sign of recurrence) once the printing rank or host is named.
    ("*", "real-openucx-ucx-9383"): "actions: the culprit's own refused connection at start-up is recurrence",
    ("*", "real-nvidia-nccl-tests-180"): "actions: the culprit's own refused connect at start-up recurs",
    # A Ray worker's unknown ERROR line (the actor died in its creation task) before XLA's UNKNOWN
    # status, both weak: unnamed, the most specific (jaxstatus.unknown) gives the category; once a
    # rank prefix names the printer, the first-failure logic takes that rank's first error line.
    # Both go to a person; only the category moves (runtime_error -> other).
    ("*", "real-alpa-projects-alpa-701"): "correlate: a named rank's first unknown error line is the cause",
    # A logger's traceback whose frames carry their code on the same line and whose exception line is
    # indented like the frames: read as the code under the last frame, so no verdict; re-indented by
    # the tab-frames wrapper, the same exception line is read as one.
    ("tab-frames", "real-mosecorg-mosec-537"): "multiline: inline-code frames, exception at their indent",
    # A traceback pasted without its header: split into lines, the progress-bar redraws the wrapper
    # puts before every line stand between its frames, so the frames are not read as one traceback
    # and the KeyError is read without the load_state_dict frame that makes it a checkpoint key.
    ("tqdm-cr", "real-sanghyun-son-edsr-pytorch-26"): "multiline: headerless frames split by bar redraws",
    # A program that prefixes its own lines with "ds4: ": once a rank prefix names the printer, that
    # word is read as a pdsh-style host before the message. Both go to a person; only the culprit moves.
    ("*", "real-antirez-ds4-475"): "a program's 'ds4: ' prefix read as a pdsh host once a rank is named",
    (
        "*",
        "real-nicehash-nicehashminer-1857",
    ): "a miner's 'GPU1: ' prefix read as a pdsh host once a rank is named",
    # The same for DeepOps' systemctl excerpt ("wylon: " before slurmd's fatal line) and for an ECC
    # message a user pasted broken over lines: once a rank prefix names the printer, the first-failure
    # logic takes that rank's first unknown error line (all go to a person; category or culprit move).
    ("*", "real-nvidia-deepops-1214"): "a program's 'wylon: ' prefix read as a host once a rank is named",
    ("*", "real-ollama-ollama-4226"): "correlate: a named rank's first unknown error line is the cause",
    ("*", "real-verl-project-verl-1158"): "correlate: a named node's first unknown error line is the cause",
    ("*", "real-huggingface-accelerate-582"): "correlate: a named rank's first unknown line is the cause",
    # srun's report names the rank that failed first; once a prefix names that rank on every line,
    # slurmstepd's own CANCELLED line reads as that rank's unknown error and becomes the cause (told
    # to the owner); unwrapped, the report alone decides (a person). Never a restart or a drain.
    ("*", "real-facebookresearch-deit-102"): "correlate: the first-failed rank's 'own' line is slurmstepd's",
    ("*", "real-hjorthmedh-snudda-174"): "correlate: the first-failed rank's 'own' line is slurmstepd's",
    # A tqdm bar glued before Open MPI's tag of the failing rank ("Iteration: 31%|...| [1,290]<stderr>:
    # !!!! kernel execution error."): unwrapped, the tag after the bar names rank 290; under a rank
    # wrapper's own rank, or a header or a bar redraw before the bar, the tag is no longer read.
    # Only the culprit moves (the owner is told either way).
    **{
        (name, "real-deepspeedai-deepspeed-294"): "a bar glued before an MPI tag, under another prefix"
        for name in ("*", "ansi-parts", "compose", "loguru", "ray", "tqdm-cr")
    },
    # A pdsh host before torchrun's summary title: the title is read as an unknown error line.
    (
        "pdsh-host",
        "real-czp16-bridge-llm-reasoning-1",
    ): "a host prefix makes torchrun's summary title an error",
}


@cache
def _engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


def _verdict(lines: list[str]) -> Outcome:
    # As ``crashcart eval`` reads a case's log: split into lines by str.splitlines().
    texts = "\n".join(lines).splitlines()
    analyzer = analyze_lines([LogLine(t, index=i) for i, t in enumerate(texts)], _engine())
    verdicts = analyzer.verdicts()
    if not verdicts:
        return None
    v = verdicts[0]
    return (v.category.value, v.action.value, tuple(sorted(v.culprit.nodes)), tuple(sorted(v.culprit.ranks)))


@cache
def _cases() -> tuple[tuple[str, tuple[str, ...], Outcome], ...]:
    """(id, lines, unwrapped verdict) of every dev-fold real case and every synthetic case."""
    out = []
    for name, fold in (("real.jsonl", "dev"), ("cases.jsonl", None)):
        for raw in (CORPUS / name).read_text(encoding="utf-8").splitlines():
            case = json.loads(raw)
            if fold is not None and case.get("fold") != fold:
                continue
            lines = str(case["log"]).splitlines()
            out.append((str(case["id"]), tuple(lines), _verdict(lines)))
    return tuple(out)


BIG_CASE_LINES = 500  # a multi-rank job's log; the smaller cases are at most ~300 lines
BIG_CASE_STRIDE = 3  # each big case goes through every third wrapper


def _cases_for(name: str) -> list[tuple[str, tuple[str, ...], Outcome]]:
    """Every case but the big ones, and the big ones whose turn it is for this wrapper."""
    # Turns are dealt within each kind (rank-naming, host-naming, the rest): every big case
    # meets wrappers of all three kinds.
    kind = sorted(RANK_WRAPPERS if name in RANK_WRAPPERS else HOST_WRAPPERS if name in HOST_WRAPPERS else
                  set(WRAPPERS) - RANK_WRAPPERS - HOST_WRAPPERS)  # fmt: skip
    turn = kind.index(name) % BIG_CASE_STRIDE
    big = sorted(c[0] for c in _cases() if len(c[1]) > BIG_CASE_LINES)
    mine = {case_id for i, case_id in enumerate(big) if i % BIG_CASE_STRIDE == turn}
    return [c for c in _cases() if len(c[1]) <= BIG_CASE_LINES or c[0] in mine]


def test_every_big_case_goes_through_wrappers_of_every_kind() -> None:
    """The rotation leaves no big case out, and each meets rank and host wrappers."""
    seen: dict[str, set[str]] = {}
    for name in WRAPPERS:
        for case_id, lines, _ in _cases_for(name):
            if len(lines) > BIG_CASE_LINES:
                seen.setdefault(case_id, set()).add(name)
    big = {c[0] for c in _cases() if len(c[1]) > BIG_CASE_LINES}
    assert len(big) >= 30 and set(seen) == big
    for case_id, names in seen.items():
        assert len(names) >= len(WRAPPERS) // (BIG_CASE_STRIDE + 1), case_id
        assert names & RANK_WRAPPERS and names & HOST_WRAPPERS, (case_id, sorted(names))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(WRAPPERS))
def test_verdict_does_not_depend_on_the_wrapper(name: str) -> None:
    changed = []
    for case_id, lines, base in _cases_for(name):
        rank = base[3][0] if base and len(base[3]) == 1 else RANK
        host = base[2][0] if base and len(base[2]) == 1 else HOST
        got = _verdict(wrap(name, list(lines), rank, host))
        known = (name, case_id) in KNOWN or (
            ("*", case_id) in KNOWN and name in RANK_WRAPPERS | HOST_WRAPPERS
        )
        if not consistent(name, base, got, rank, host) and not known:
            changed.append(f"{case_id}: {base} -> {got}")
    assert not changed, f"{name}: {len(changed)} verdicts moved:\n" + "\n".join(changed[:10])


def test_the_corpus_is_there() -> None:
    # The metamorphic test needs cases: a corpus that lost its dev fold would pass vacuously.
    ids = [case_id for case_id, _, _ in _cases()]
    assert len(ids) > 300
    assert sum(1 for _, _, base in _cases() if base is not None) > 250


# --- the normaliser, line by line -------------------------------------------------------------
ERROR = "RuntimeError: CUDA error: an illegal memory access was encountered"


@pytest.mark.parametrize(
    "name", sorted(set(WRAPPERS) - {"long-lines", "cri-partial", "tqdm-cr", "tab-frames"})
)
def test_every_wrapper_comes_off(name: str) -> None:
    (wrapped,) = [w for w in wrap(name, [ERROR]) if w.strip()]
    message = split_prefix(wrapped.rstrip("\r")).message
    assert message == ERROR, (name, wrapped, message)


@pytest.mark.parametrize(
    ("line", "rank", "node"),
    [
        ("3: " + ERROR, 3, None),
        ("[1,12]<stderr>:" + ERROR, 12, None),
        ("[rank: 5] " + ERROR, 5, None),
        ("[1,12]<stderr>:[rank7]:" + ERROR, 7, None),  # torch's own rank beats the launcher's task
        ("[prterun-gpu01-4242@1,12]<stderr>:" + ERROR, 12, None),  # Open MPI 5
        ("[prterun-gpu01-4242@1,12][gpu03:777]<stderr>:" + ERROR, 12, "gpu03"),  # tag-detailed
        ("2024-05-01T12:00:00.123456789Z stderr F [rank9]:" + ERROR, 9, None),
        ("(RayTrainWorker pid=1234, ip=10.0.0.1) " + ERROR, None, None),
        ("10.0.0.1: [rank2]:" + ERROR, 2, "10.0.0.1"),
        ("May 01 12:00:00 gpu03 python3[4242]: " + ERROR, None, "gpu03"),
    ],
)
def test_authoritative_wrappers_name_the_rank_and_node(line: str, rank: int | None, node: str | None) -> None:
    prefix = split_prefix(line)
    assert (prefix.message, prefix.rank, prefix.node) == (ERROR, rank, node)


def test_colour_codes_that_lost_their_esc_byte_come_off() -> None:
    # A coloured log pasted into a web page keeps "[0;0m" without its ESC byte (vLLM's workers).
    line = "(Worker_TP5 pid=422)[0;0m ERROR 01-19 04:06:43 [multiproc_executor.py:824] " + ERROR
    assert split_prefix(line).message == ERROR  # and vLLM's worker and logger headers with them
    # A bracketed duration is no colour code.
    assert "[5m]" in split_prefix("job killed after [5m] of waiting").message


def test_the_evidence_stays_verbatim() -> None:
    line = json.dumps(
        {"log": "\x1b[31m" + ERROR + "\x1b[0m\n", "stream": "stderr", "time": "2024-05-01T12:00:00Z"}
    )
    analyzer = analyze_lines([LogLine(line, index=0)], _engine())
    (verdict,) = analyzer.verdicts()
    assert verdict.category.value == "cuda_error"
    assert verdict.root_cause_line == line


def test_partial_records_are_joined() -> None:
    head, tail = ERROR[:20], ERROR[20:]
    lines = [
        f"2024-05-01T12:00:00.1Z stderr P [rank4]:{head}",
        "2024-05-01T12:00:00.2Z stdout F step 3 | loss 2.1",  # another stream in between
        f"2024-05-01T12:00:00.3Z stderr F {tail}",
    ]
    analyzer = analyze_lines([LogLine(t, index=i) for i, t in enumerate(lines)], _engine())
    (verdict,) = analyzer.verdicts()
    assert verdict.category.value == "cuda_error"
    assert verdict.culprit.ranks == [4]


def test_a_bar_with_values_keeps_them() -> None:
    line = (
        "Steps:   0%|▋    | 10/2000 [00:24<1:02:00,  1.87s/it, step_loss=nan][2024-07-10 14:43:56,431] [INFO]"
    )
    assert "step_loss=nan" in split_prefix(line).message
    plain = "  5%|▌         | 5/100 [00:01<00:19,  4.90it/s]Traceback (most recent call last):"
    assert split_prefix(plain).message == "Traceback (most recent call last):"


def test_an_unknown_pdsh_host_is_stripped_but_not_trusted() -> None:
    prefix = split_prefix("node07: NVRM: Xid (PCI:0000:3b:00): 79, pid=1, GPU has fallen off the bus.")
    assert prefix.message.startswith("NVRM: Xid")
    assert prefix.node is None and prefix.pdsh_candidate == "node07"
    # A kernel line's "device: message" is no host.
    kernel = split_prefix("Feb 14 05:03:41 gpu-1 kernel: ib0: lost carrier")
    assert kernel.message == "ib0: lost carrier" and kernel.pdsh_candidate is None


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (">>> import torch", ">>> import torch"),  # Python's prompt is no quote
        ("> > " + ERROR, ERROR),  # a quote inside a quote
        ("trainer_1  | " + ERROR, ERROR),  # Compose v1
        ("epoch 3 | loss 2.1", "epoch 3 | loss 2.1"),  # a table row is no service prefix
        ("  [12345.678901] NVRM: Xid (PCI:0000:3b:00): 79", "NVRM: Xid (PCI:0000:3b:00): 79"),
        ('  File "train.py", line 9, in <module>', '  File "train.py", line 9, in <module>'),
    ],
)
def test_quotes_compose_and_indented_kernel_lines(line: str, message: str) -> None:
    assert split_prefix(line).message == message


def test_a_huge_line_is_capped() -> None:
    line = "[rank1]:" + ERROR + " " + "x" * 5_000_000
    message = split_prefix(line).message
    assert message.startswith(ERROR) and len(message) < 40_000


@pytest.mark.parametrize("name", ["cri", "kubectl-ts", "docker-json", "crlf", "bom"])
def test_diagnose_reads_collector_files_directly(name: str, tmp_path: Path) -> None:
    lines = [
        "[rank0]: step 120 | loss 2.3141",
        "[rank5]: Traceback (most recent call last):",
        '[rank5]:   File "train.py", line 9, in <module>',
        "[rank5]: " + ERROR,
    ]
    path = tmp_path / "pod.log"
    path.write_bytes(("\n".join(wrap(name, lines)) + "\n").encode("utf-8"))
    (verdict,) = diagnose_paths([path], _engine())
    assert verdict.category.value == "cuda_error"
    assert verdict.culprit.ranks == [5]


def test_diagnose_reads_utf16_files(tmp_path: Path) -> None:
    # PowerShell 5's "kubectl logs pod > pod.log" writes UTF-16 with a byte-order mark.
    path = tmp_path / "pod.log"
    path.write_bytes(("[rank5]: " + ERROR + "\r\n").encode("utf-16"))
    assert [line.text for line in log_lines([path])] == ["[rank5]: " + ERROR]
    (verdict,) = diagnose_paths([path], _engine())
    assert verdict.category.value == "cuda_error"

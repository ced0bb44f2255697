"""The action table rules/actions.yaml: loaded and validated, decides safely, matches docs/diagnosis.md."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from app.classify.engine import RuleEngine
from app.diagnose.offline import analyze_lines
from app.errors import RuleError
from app.incidents.actions import (
    DEFAULT_PATH,
    ActionFacts,
    ActionTable,
    RecurrenceSign,
    action_table,
    load_action_table,
    markdown_table,
)
from app.incidents.analyzer import JobAnalyzer
from app.incidents.fallback import WordClass
from app.incidents.schemas import Verdict
from app.logline import LogLine
from app.settings import REPO_ROOT
from app.vocabulary import Action, Blame, Category
from tests.incidents.jobgen import job_log
from tests.incidents.probe import ENGINE, first


@pytest.fixture(scope="module")
def table() -> ActionTable:
    return load_action_table(DEFAULT_PATH)


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


def test_docs_table_is_generated_from_the_yaml(table: ActionTable) -> None:
    page = (REPO_ROOT / "docs" / "diagnosis.md").read_text(encoding="utf-8")
    m = re.search(r"<!-- actions-table:begin -->\n(.*?)\n<!-- actions-table:end -->", page, re.S)
    assert m is not None, "docs/diagnosis.md lacks the action table markers"
    assert m.group(1) == markdown_table(table), (
        "docs/diagnosis.md's action table is stale: python -m app.incidents.actions"
    )


def test_the_rule_engine_does_not_read_the_table_as_a_rule_pack() -> None:
    engine = RuleEngine.from_dir(REPO_ROOT / "rules")
    assert all(not r.id.startswith("actions") for r in engine.rules)


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "actions.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


LAST = {"id": "undecided", "action": "needs_human", "reason": "hold"}


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([{"id": "x", "action": "cordon_and_restart", "reason": "r"}, LAST], "hardware: true"),
        (
            [
                {
                    "id": "x",
                    "when": {"proposed": ["restart_from_checkpoint"]},
                    "action": "proposed",
                    "reason": "r",
                },
                LAST,
            ],
            "recurrence: false",
        ),
        ([{"id": "x", "action": "restart_from_checkpoint", "reason": "r"}, LAST], "recurrence: false"),
        ([{"id": "x", "action": "needs_human", "reason": "r", "colour": "red"}, LAST], "Extra inputs"),
        ([{"id": "x", "action": "no_restart_notify_user", "reason": "r"}], "last row"),
        (
            [{"id": "x", "when": {"culprit": "somewhere"}, "action": "needs_human", "reason": "r"}, LAST],
            "culprit",
        ),
        ([LAST, LAST], "duplicate"),
        # A node service that is down is neither a hardware signature nor a passing fault.
        (
            [
                {
                    "id": "x",
                    "when": {"node_service": True, "hardware": True},
                    "action": "cordon_and_restart",
                    "reason": "r",
                },
                LAST,
            ],
            "node service",
        ),
        # A prior (unmeasured) confidence only holds for a person, and never above a coin flip.
        (
            [
                {
                    "id": "x",
                    "action": "needs_human",
                    "reason": "r",
                    "confidence": 0.7,
                    "measured": "prior: x",
                },
                LAST,
            ],
            "at most 0.5",
        ),
        (
            [
                {
                    "id": "x",
                    "action": "no_restart_notify_user",
                    "reason": "r",
                    "confidence": 0.4,
                    "measured": "prior: x",
                },
                LAST,
            ],
            "needs_human row",
        ),
    ],
)
def test_unsafe_or_malformed_tables_are_rejected(tmp_path: Path, rows: list[object], message: str) -> None:
    with pytest.raises(RuleError, match=re.escape(message)):
        load_action_table(_write(tmp_path, {"rows": rows}))


def test_a_table_beside_custom_rules_is_used(tmp_path: Path) -> None:
    _write(tmp_path, {"rows": [LAST]})
    assert [r.id for r in action_table(tmp_path).rows] == ["undecided"]
    assert action_table(tmp_path / "nowhere").rows == load_action_table(DEFAULT_PATH).rows


def _facts(**kw: object) -> ActionFacts:
    base: dict[str, object] = {
        "proposed": Action.restart_from_checkpoint,
        "category": Category.storage_error,
        "blame": Blame.storage,
        "culprit_nodes": ["gpu01"],
        "culprit_ranks": [0],
    }
    base.update(kw)
    return ActionFacts(**base)  # type: ignore[arg-type]


def test_destructive_actions_need_positive_evidence(table: ActionTable) -> None:
    cordon = {
        "proposed": Action.cordon_and_restart,
        "category": Category.ecc_error,
        "blame": Blame.node_hardware,
    }
    assert table.decide(_facts(**cordon, hardware=True)).action == Action.cordon_and_restart
    assert table.decide(_facts(**cordon)).action == Action.needs_human  # no hardware signature
    unnamed = table.decide(_facts(**cordon, hardware=True, culprit_nodes=[]))
    assert unnamed.row == "hardware_node_not_named"  # the orchestrator drains only a named node
    assert table.decide(_facts(ambiguous=True)).action == Action.needs_human
    assert table.decide(_facts()).row == "transient"


@pytest.mark.parametrize(
    ("line", "sign"),
    [
        ("OSError: [Errno 28] No space left on device: '/ckpt/step_100'", "disk_full"),
        ("FileNotFoundError: [Errno 2] No such file or directory: '/data/shard-7.bin'", "missing_file"),
        ("PermissionError: [Errno 13] Permission denied: '/ckpt'", "no_permission"),
        ("train.py: error: unrecognized arguments: --lr-schedule", "bad_config"),
        (
            "huggingface_hub.errors.RepositoryNotFoundError: 401 Client Error. (Request ID: Root=1-6f)",
            "request_rejected",
        ),
        (
            "botocore.exceptions.ClientError: An error occurred (NoSuchKey) when calling GetObject",
            "request_rejected",
        ),
        ("botocore.exceptions.NoCredentialsError: Unable to locate credentials", "request_rejected"),
    ],
)
def test_a_fault_that_will_recur_is_never_restarted(table: ActionTable, line: str, sign: str) -> None:
    decision = table.decide(_facts(lines=[line]))
    assert decision.action == Action.no_restart_notify_user
    assert decision.row == "will_recur"
    assert sign in decision.recurrence
    assert sign in decision.reason


def test_a_refused_request_beside_a_busy_server_is_not_restarted(table: ActionTable) -> None:
    busy = "HTTPError: 503 Server Error: Service Unavailable for url: https://objects.example.com/ckpt"
    assert table.decide(_facts(lines=[busy])).row == "transient"
    gated = "GatedRepoError: 403 Client Error. Cannot access gated repo for url https://huggingface.co/x"
    decision = table.decide(_facts(lines=[busy, gated]))
    assert (decision.row, decision.action) == ("will_recur", Action.no_restart_notify_user)
    # 408 and 429 are client statuses RFC 9110 / RFC 6585 let a client repeat: not a sign.
    assert not table.recurrence(_facts(lines=["429 Client Error: Too Many Requests for url: https://x"]))


def test_restart_history_stops_automatic_restarts(table: ActionTable) -> None:
    assert table.decide(_facts(restarts=1)).action == Action.restart_from_checkpoint
    decision = table.decide(_facts(restarts=2))
    assert (decision.action, decision.row) == (Action.needs_human, "restarted_before")


def test_a_network_fault_with_no_identified_link_is_not_restarted(table: ActionTable) -> None:
    facts = _facts(
        category=Category.network_error, blame=Blame.network_fabric, culprit_nodes=[], culprit_ranks=[]
    )
    assert table.decide(facts).row == "network_fault_no_bad_link"
    assert table.decide(facts).action == Action.needs_human
    # The rank or node that printed it names one end of a path, not the faulty link: still held.
    named = _facts(category=Category.network_error, blame=Blame.network_fabric)
    assert table.decide(named).row == "network_fault_no_bad_link"
    assert table.decide(named).action == Action.needs_human
    # A transient fault of another kind with a named culprit is restarted.
    storage = _facts(category=Category.storage_error, blame=Blame.storage)
    assert table.decide(storage).action == Action.restart_from_checkpoint


def test_a_disk_full_job_is_not_restarted_end_to_end(engine: RuleEngine) -> None:
    fault = [
        "[rank3]:Traceback (most recent call last):",
        '[rank3]:  File "/work/train.py", line 200, in save',
        "[rank3]:OSError: [Errno 28] No space left on device",
    ]
    analyzer = JobAnalyzer(engine)
    for i, text in enumerate(job_log(16, fault, skip_symptom=3)):
        analyzer.feed(LogLine(text, index=i))
    [v] = analyzer.verdicts()
    assert v.action == Action.no_restart_notify_user
    assert v.culprit.ranks == [3]
    assert v.action_reason and v.action_rule


def test_the_analyzer_passes_restart_history_to_the_table(engine: RuleEngine) -> None:
    line = "[rank0]:OSError: [Errno 116] Stale file handle"
    fresh, again = JobAnalyzer(engine), JobAnalyzer(engine, restarts=2)
    for analyzer in (fresh, again):
        analyzer.feed(LogLine(line, index=0))
    [first] = fresh.verdicts()
    [second] = again.verdicts()
    assert first.action == Action.restart_from_checkpoint
    assert (second.action, second.action_rule) == (Action.needs_human, "restarted_before")
    assert "restarted twice" in second.explanation


# --- every row of the table, and the classes of failure it decides -----------------------------------
ROW_CASES: dict[str, tuple[dict[str, object], Action]] = {
    "conflicting_owners": ({"ambiguous": True, "ambiguity": "conflict"}, Action.needs_human),
    "node_service_down": (
        {
            "proposed": Action.needs_human,
            "category": Category.nvlink_error,
            "hardware": False,
            "lines": ["RuntimeError: CUDA error: system not yet initialized"],
        },
        Action.needs_human,
    ),
    "killed_without_reason": (
        {"ambiguous": True, "ambiguity": "symptoms", "category": Category.host_oom, "blame": Blame.unknown},
        Action.no_restart_notify_user,
    ),
    "connection_passing_fault": (
        {
            "category": Category.connection_error,
            "blame": Blame.transient,
            "lines": ["torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError"],
        },
        Action.restart_from_checkpoint,
    ),
    "connection_symptom_will_fail_again": (
        {
            "ambiguous": True,
            "ambiguity": "symptoms",
            "category": Category.connection_error,
            "phase": "setup",
            "lines": ["The client socket has failed to connect to any network address of (n1, 29500)."],
        },
        Action.no_restart_notify_user,
    ),
    "unrecognised_recurs": (
        {
            "ambiguous": True,
            "ambiguity": "unrecognised",
            "category": Category.other,
            "proposed": Action.needs_human,
            "lines": ["train.py: error: unrecognized arguments: --use-env"],
        },
        Action.no_restart_notify_user,
    ),
    "unrecognised_cuda_error": (
        {
            "ambiguous": True,
            "ambiguity": "unrecognised",
            "category": Category.cuda_error,
            "proposed": Action.needs_human,
            "lines": ["FATAL ERROR: CudaTileListKernel::buildTileLists, CUDA error in cudaMemcpyAsync"],
        },
        Action.no_restart_notify_user,
    ),
    "unrecognised_application_error": (
        {
            "ambiguous": True,
            "ambiguity": "unrecognised",
            "category": Category.other,
            "proposed": Action.needs_human,
            "lines": ["ERROR: pipeline stage barrier broken, giving up"],
        },
        Action.no_restart_notify_user,
    ),
    "no_root_cause": (
        {"ambiguous": True, "ambiguity": "symptoms", "category": Category.nccl_timeout},
        Action.needs_human,
    ),
    "hardware_on_named_node": (
        {"proposed": Action.cordon_and_restart, "category": Category.gpu_xid, "hardware": True},
        Action.cordon_and_restart,
    ),
    "hardware_node_not_named": (
        {"proposed": Action.cordon_and_restart, "hardware": True, "culprit_nodes": []},
        Action.cordon_and_restart,
    ),
    "cordon_without_hardware": ({"proposed": Action.cordon_and_restart}, Action.needs_human),
    "owner_unknown_hardware_seen": (
        {
            "ambiguous": True,
            "category": Category.cuda_error,
            "hardware_seen": True,
            "proposed": Action.needs_human,
        },
        Action.needs_human,
    ),
    "owner_unknown_recurs": (
        {
            "ambiguous": True,
            "category": Category.network_error,
            "proposed": Action.needs_human,
            "lines": ["NCCL WARN NET/IB : Got completion from peer 10.0.3.7<4567> with error 4, opcode 0"],
        },
        Action.no_restart_notify_user,
    ),
    "owner_unknown_cuda_error": (
        {"ambiguous": True, "category": Category.cuda_error, "proposed": Action.needs_human},
        Action.no_restart_notify_user,
    ),
    "owner_unknown_transient": (
        {
            "ambiguous": True,
            "category": Category.model_loading_error,
            "proposed": Action.needs_human,
            "lines": [
                "HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)"
            ],
        },
        Action.restart_from_checkpoint,
    ),
    "owner_unknown": ({"ambiguous": True, "category": Category.gpu_xid}, Action.needs_human),
    "will_recur": ({"lines": ["OSError: [Errno 28] No space left on device"]}, Action.no_restart_notify_user),
    "connection_will_fail_again": (
        {
            "proposed": Action.needs_human,
            "category": Category.connection_error,
            "blame": Blame.unknown,
            "lines": ["socket.gaierror: [Errno -2] Name or service not known"],
        },
        Action.no_restart_notify_user,
    ),
    "restarted_before": ({"restarts": 3}, Action.needs_human),
    "connection_not_proven_transient": (
        {
            "category": Category.connection_error,
            "blame": Blame.transient,
            "lines": ["torch.distributed.DistNetworkError: The client socket has timed out after 600s"],
        },
        Action.needs_human,
    ),
    "network_fault_no_bad_link": (
        {"category": Category.nccl_remote_error, "culprit_nodes": [], "culprit_ranks": []},
        Action.needs_human,
    ),
    "transient": ({}, Action.restart_from_checkpoint),
    "host_oom_killed": (
        {"proposed": Action.no_restart_notify_user, "category": Category.host_oom, "blame": Blame.user_code},
        Action.no_restart_notify_user,
    ),
    "job_will_fail_again": (
        {"proposed": Action.no_restart_notify_user, "category": Category.cuda_oom, "blame": Blame.user_code},
        Action.no_restart_notify_user,
    ),
    "undecided": ({"proposed": Action.needs_human}, Action.needs_human),
}


def test_every_row_has_a_case_below(table: ActionTable) -> None:
    assert [r.id for r in table.rows] == list(ROW_CASES)


@pytest.mark.parametrize("row", list(ROW_CASES))
def test_each_row_decides_its_case(table: ActionTable, row: str) -> None:
    facts, action = ROW_CASES[row]
    decision = table.decide(_facts(**facts))
    assert (decision.row, decision.action) == (row, action)
    assert decision.reason
    assert decision.confidence == next(r.confidence for r in table.rows if r.id == row)


def test_a_cause_of_unknown_owner_restarts_only_on_a_documented_passing_fault(table: ActionTable) -> None:
    base = {"ambiguous": True, "category": Category.dataset_loading_error, "proposed": Action.needs_human}
    # A connect timeout is what a node with no route out sees: not evidence that it passes. Before any
    # progress (or with no phase evidence) it recurs; after progress a person decides.
    offline = "ConnectionError: Couldn't reach 'allenai/c4' on the Hub (ConnectTimeout)"
    assert table.decide(_facts(**base, lines=[offline], phase="running")).row == "owner_unknown"
    assert table.decide(_facts(**base, lines=[offline], phase="setup")).row == "owner_unknown_recurs"
    assert table.decide(_facts(**base, lines=[offline])).action == Action.no_restart_notify_user
    busy = "HTTPError: 503 Server Error: Service Unavailable for url: https://huggingface.co/x"
    assert table.decide(_facts(**base, lines=[busy])).action == Action.restart_from_checkpoint
    # ... unless it would recur anyway, or the job shows a hardware signature.
    full = "OSError: [Errno 28] No space left on device"
    assert table.decide(_facts(**base, lines=[busy, full])).action == Action.no_restart_notify_user
    assert table.decide(_facts(**base, lines=[busy], hardware_seen=True)).action == Action.needs_human
    # A network fault of unknown owner is never restarted on a timeout line.
    net = {**base, "category": Category.network_error}
    assert table.decide(_facts(**net, lines=[busy])).action == Action.needs_human


@pytest.mark.parametrize(
    ("status", "recurs"),
    [("1", True), ("2", True), ("4", True), ("10", True), ("5", False), ("12", False), ("13", False)],
)
def test_ib_software_statuses_recur_and_link_statuses_do_not(
    table: ActionTable, status: str, recurs: bool
) -> None:
    line = f"NCCL WARN NET/IB : Got completion from peer 10.0.0.2<45> with error {status}, opcode 0, len 0"
    facts = _facts(ambiguous=True, category=Category.network_error, proposed=Action.needs_human, lines=[line])
    assert ("ib_software_status" in table.recurrence(facts)) is recurs


def test_a_restarting_row_for_an_unknown_owner_needs_a_transient_sign(tmp_path: Path) -> None:
    row = {
        "id": "x",
        "when": {"ambiguous": True, "recurrence": False},
        "action": "restart_from_checkpoint",
        "reason": "r",
    }
    with pytest.raises(RuleError, match="transient: true"):
        load_action_table(_write(tmp_path, {"rows": [row, LAST]}))
    measured = {"id": "y", "action": "needs_human", "reason": "r", "confidence": 0.5}
    with pytest.raises(RuleError, match="measured"):
        load_action_table(_write(tmp_path, {"rows": [measured, LAST]}))


def _verdict(engine: RuleEngine, lines: list[str]) -> Verdict:
    return first(*lines, engine=engine)


@pytest.mark.parametrize(
    ("lines", "row", "action"),
    [
        # CUDA errors of unknown owner with no hardware line in the job: the job's, no restart.
        (
            ["RuntimeError: CUDA error: unspecified launch failure"],
            "owner_unknown_cuda_error",
            "no_restart_notify_user",
        ),
        (
            ["RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasGemmEx( handle)`"],
            "owner_unknown_cuda_error",
            "no_restart_notify_user",
        ),
        # The same with a hardware signature on that node: the hardware decides.
        (
            [
                "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4201, "
                "GPU has fallen off the bus.",
                "RuntimeError: CUDA error: unspecified launch failure",
            ],
            "hardware_on_named_node",
            "cordon_and_restart",
        ),
        # IB local protection error: memory registration / GPUDirect setup, recurs on restart.
        (
            [
                "gpu2:251:254 [0] NCCL WARN NET/IB : Got completion from peer 10.0.35.1<49189> "
                "with error 4, opcode 5, len 5"
            ],
            "job_will_fail_again",  # the ibverbs catalog marks error 4 (local protection) as the user's
            "no_restart_notify_user",
        ),
        # A model download that timed out reading: restart.
        (
            [
                "'(ReadTimeoutError(\"HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. "
                "(read timeout=10)\"), '(Request ID: 7d76)')' thrown while requesting HEAD "
                "https://huggingface.co/org/model/resolve/main/config.json"
            ],
            "owner_unknown_transient",
            "restart_from_checkpoint",
        ),
        # An object store's endpoint not reached before any training progress: nothing listens there
        # (a local MinIO that never started), and the next launch meets the same address.
        (
            [
                "botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "
                '"http://localhost:9000/bucket/custom_files/reward_function.py"'
            ],
            "will_recur",
            "no_restart_notify_user",
        ),
        # The same error after training steps is a passing fault: restart from the checkpoint.
        (
            [
                "step 1200 | loss 2.31 | lr 3e-4",
                "botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "
                '"https://ckpt.s3.us-east-1.amazonaws.com/run7/step_1200/model.pt"',
            ],
            "transient",
            "restart_from_checkpoint",
        ),
        # The host's OOM killer named the process: the same footprint is killed again.
        (
            ["[Fri Nov 22 02:00:00 2024] Out of memory: Killed process 4242 (python3) total-vm:812345kB"],
            "host_oom_killed",
            "no_restart_notify_user",
        ),
    ],
)
def test_failure_classes_end_to_end(engine: RuleEngine, lines: list[str], row: str, action: str) -> None:
    v = _verdict(engine, lines)
    assert (v.action_rule, v.action.value) == (row, action)
    assert v.action_reason
    assert any(b.startswith(f"action: row {row}") for b in v.decision_basis)


def test_a_sign_anywhere_in_the_job_stops_a_restart(table: ActionTable) -> None:
    # A transient-looking cause, but another process hit a full disk: the restart writes there too.
    assert table.decide(_facts(job_rule_ids=["storage.disk_full"])).row == "will_recur"
    assert table.decide(_facts(job_rule_ids=["storage.nfs_stale"])).row == "transient"
    # Signs without in_job look only at the cause.
    assert table.decide(_facts(job_rule_ids=["framework.import_error"])).row == "transient"


def test_a_gpu_error_after_an_application_xid_is_the_applications(engine: RuleEngine) -> None:
    lines = [
        "[Fri Aug 30 11:43:09 2024] NVRM: Xid (PCI:0000:cb:00): 13, pid='<unknown>', name=<unknown>, "
        "Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): Illegal Instruction Parameter",
        "[Fri Aug 30 11:43:14 2024] NVRM: Xid (PCI:0000:cb:00): 109, pid=1797828, name=pt_main_thread, "
        "Ch 00000008, errorString CTX SWITCH TIMEOUT, Info 0x58005",
    ]
    v = _verdict(engine, lines)
    assert (v.action_rule, v.action) == ("owner_unknown_recurs", Action.no_restart_notify_user)
    assert "application_gpu_fault" in v.action_reason
    alone = _verdict(engine, lines[1:])
    assert alone.action == Action.needs_human


@pytest.mark.parametrize(
    "lines",
    [
        # The last line of a traceback: an exception class no rule knows.
        [
            "Traceback (most recent call last):",
            '  File "train.py", line 88, in <module>',
            "    trainer.fit(model)",
            "zoo.engine.PipelineStateError: stage 3 expected 4 micro-batches, got 3",
        ],
        # A RuntimeError of unknown text, and a bare exception line outside a traceback.
        ["RuntimeError: pipeline stage 3 expected 4 micro-batches, got 3"],
        ["MyDatasetError: shard index 17 out of range for 16 shards"],
    ],
)
def test_an_exception_no_rule_knows_recurs_and_is_the_owners(engine: RuleEngine, lines: list[str]) -> None:
    v = _verdict(engine, lines)
    assert (v.action_rule, v.action) == ("owner_unknown_recurs", Action.no_restart_notify_user)
    assert "uncaught_exception" in v.action_reason
    # A hardware line anywhere in the job keeps it with a person: the exception may be its echo.
    xid = "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 48, pid=4201, An uncorrectable ECC error"
    with_hw = _verdict(engine, [xid, *lines])
    assert with_hw.action != Action.no_restart_notify_user


def test_a_catch_all_whose_words_name_another_class_is_not_told_to_recur(engine: RuleEngine) -> None:
    # The bare-exception catch-all decides, but the fallback classes read a storage fault in its
    # words: the category is storage_error, so the uncaught_exception sign does not hold.
    v = _verdict(engine, ["Error: failed to sync checkpoint to az://ckpts/run7: context deadline exceeded"])
    assert v.category == Category.storage_error
    assert v.action == Action.needs_human
    assert "uncaught_exception" not in v.action_reason


@pytest.mark.parametrize(
    "line",
    [
        # The shell finds no such program (exit status 127): the next launch runs the same command.
        "-bash: mpirun: command not found",
        # A framework's own words for GPU memory exhausted (the fallback reads cuda_oom).
        "Out of memory error on GPU 0. Cannot allocate 7.39GB memory on GPU 0, 9.61GB has been allocated",
    ],
)
def test_an_unknown_line_whose_words_recur_is_the_owners(line: str) -> None:
    v = first(line)
    assert (v.action_rule, v.action) == ("unrecognised_recurs", Action.no_restart_notify_user)
    assert v.rule_ids[0] == "engine.unrecognised_error"
    # The same words beside a hardware line stay with a person.
    xid = (
        "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4201, GPU has fallen off the bus."
    )
    assert first(xid, line).action != Action.no_restart_notify_user


def test_an_unknown_line_that_names_no_outside_fault_is_told_to_its_owner() -> None:
    line = "ERROR: pipeline stage barrier broken, giving up"
    v = first(line)
    assert (v.action_rule, v.action) == ("unrecognised_application_error", Action.no_restart_notify_user)
    assert v.category == Category.other and v.ambiguous  # still the LLM agent's to read
    # A hardware line anywhere in the job keeps it with a person.
    xid = "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 48, pid=4201, An uncorrectable ECC error"
    assert first(xid, line).action != Action.no_restart_notify_user
    # So does a documented passing fault in view (a restart may be what it needs, a person decides).
    passing = first("ERROR: upload of shard 3 failed: 503 Service Unavailable")
    assert passing.action_rule != "unrecognised_application_error"


def test_an_unknown_line_read_as_a_cuda_failure_is_told_to_its_owner_unless_hardware_is_seen(
    table: ActionTable,
) -> None:
    line = "E0702 12:00:01 ops.cc:88] failed call to cuModuleLoadData: scratch pool exhausted"
    v = first(line)
    assert v.rule_ids[0] == "engine.unrecognised_error" and v.category == Category.cuda_error
    assert (v.action_rule, v.action) == ("unrecognised_cuda_error", Action.no_restart_notify_user)
    assert v.ambiguous  # still the LLM agent's to read
    # An Xid anywhere in the job: the GPU may be the cause, so the owner is not told it is theirs.
    xid = (
        "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=4201, GPU has fallen off the bus."
    )
    assert first(line, xid).action_rule != "unrecognised_cuda_error"
    facts = ROW_CASES["unrecognised_cuda_error"][0]
    assert table.decide(_facts(**facts, hardware_seen=True)).action == Action.needs_human


def test_an_unknown_line_whose_words_name_an_outside_fault_stays_with_a_person() -> None:
    # The fallback classes read the interconnect or the disk in these words: no_root_cause holds.
    for line in ("ERROR: mlx5_0 port 1 link down, giving up", "ERROR: NVLink link 4 went down on GPU 3"):
        v = first(line)
        assert v.category != Category.other
        assert (v.action_rule, v.action) == ("no_root_cause", Action.needs_human), line
    # A storage word class keeps a person even with a recurrence word in the line.
    mount = first(
        "mount.nfs: mounting nfs01:/export failed, reason given by server: No such file or directory"
    )
    assert mount.action == Action.needs_human


def test_a_restart_is_never_more_confident_than_its_rule(engine: RuleEngine) -> None:
    line = "[rank0]:OSError: [Errno 116] Stale file handle"
    v = _verdict(engine, [line])
    rule = engine.by_id[v.rule_ids[0]]
    assert (v.action, v.action_rule) == (Action.restart_from_checkpoint, "transient")
    row = next(r for r in load_action_table(DEFAULT_PATH).rows if r.id == "transient")
    # The row's measured figure is shown; the verdict keeps the rule's when that is lower.
    assert v.confidence == min(rule.confidence, v.confidence) <= rule.confidence
    assert row.confidence is not None
    assert any("the rule's" in b for b in v.decision_basis)


# --- the policy's classes, end to end ----------------------------------------------------------------
@pytest.mark.parametrize(
    "lines",
    [
        ["RuntimeError: CUDA error: system not yet initialized"],
        ["ggml_cuda_init: failed to initialize CUDA: system not yet initialized"],
        ["cudaErrorSystemNotReady: system not yet initialized"],
        [
            "Nov 21 14:10:05 gpu07 systemd[1]: nvidia-fabricmanager.service: Failed with result 'exit-code'.",
            "RuntimeError: CUDA error: system not yet initialized",
        ],
    ],
)
def test_a_fabric_manager_down_is_held_for_an_admin_not_cordoned(
    engine: RuleEngine, lines: list[str]
) -> None:
    v = _verdict(engine, lines)
    assert (v.action_rule, v.action) == ("node_service_down", Action.needs_human)
    assert "fabric_manager" in v.action_reason
    assert v.confidence <= 0.5


def test_a_fatal_sxid_reported_by_the_fabric_manager_is_still_hardware(engine: RuleEngine) -> None:
    lines = [
        "Nov 21 14:10:05 gpu22 kernel: [623405.725838] nvidia-nvswitch4: SXid (PCI:0000:0a:00.0): 20034, "
        "Fatal, Link 17 LTSSM Fault Up",
        "Nov 21 14:10:05 gpu22 nv-fabricmanager[1987]: detected NVSwitch fatal error 20034 on fid 0 on "
        "NVSwitch pci bus id 00000000:0a:00.0 physical id 4 port 17",
    ]
    v = _verdict(engine, lines)
    assert v.action == Action.cordon_and_restart
    assert v.action_rule != "node_service_down"


@pytest.mark.parametrize(
    ("line", "row", "action"),
    [
        # A store or rendezvous not reached in time while starting: torchelastic's barrier, retried.
        (
            "torch.distributed.DistNetworkError: The client socket has timed out after 1800s while trying "
            "to connect to (gpu01, 29500).",
            "connection_passing_fault",
            Action.restart_from_checkpoint,
        ),
        (
            "torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError",
            "connection_passing_fault",
            Action.restart_from_checkpoint,
        ),
        # Refused before any training progress: nothing listens at that address, and the next
        # launch meets the same address, port and firewall.
        (
            "ConnectionRefusedError: [Errno 111] Connection refused",
            "will_recur",
            Action.no_restart_notify_user,
        ),
        # An HTTP request whose connection the server dropped: clients retry it.
        (
            "requests.exceptions.ConnectionError: ('Connection aborted.', "
            "ConnectionResetError(104, 'Connection reset by peer'))",
            "connection_passing_fault",
            Action.restart_from_checkpoint,
        ),
        # A tracking server that does not listen, a name that does not resolve: the same next time.
        (
            "requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', "
            "port=5000): Max retries exceeded with url: /api (Caused by "
            "NewConnectionError('<urllib3.connection.HTTPConnection "
            "object at 0x7f>: Failed to establish a new connection: [Errno 111] Connection refused'))",
            "will_recur",
            Action.no_restart_notify_user,
        ),
        # A tracker's 500 (the AWS SDKs retry 500 as transient) and gRPC's UNAVAILABLE (documented as
        # most likely transient, retry with backoff): passing faults of the service, not the job.
        (
            "wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. "
            "(<Response [500]>)",
            "connection_passing_fault",
            Action.restart_from_checkpoint,
        ),
        (
            "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with: "
            'status = StatusCode.UNAVAILABLE details = "Socket closed"',
            "connection_passing_fault",
            Action.restart_from_checkpoint,
        ),
        # A server that answered 5xx: HTTP documents that as temporary, so the restart stands.
        (
            "HfHubHTTPError: 504 Server Error: Gateway Time-out for URL https://huggingface.co/api/models/x/y",
            "connection_passing_fault",
            Action.restart_from_checkpoint,
        ),
    ],
)
def test_a_connection_fault_restarts_only_on_a_documented_passing_sign(
    engine: RuleEngine, line: str, row: str, action: Action
) -> None:
    v = _verdict(engine, [line])
    assert (v.action_rule, v.action) == (row, action)


def test_a_refused_connection_after_training_progressed_is_held_for_a_person(engine: RuleEngine) -> None:
    # After steps ran, the master was reachable: a refusal now is a master gone or restarted, which
    # neither recurs for sure nor is documented as passing.
    v = _verdict(engine, ["step 1200 loss 1.873", "ConnectionRefusedError: [Errno 111] Connection refused"])
    assert (v.action_rule, v.action) == ("connection_not_proven_transient", Action.needs_human)


_SYSTEM_ERROR = (
    "RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3"
)


@pytest.mark.parametrize(
    "lines",
    [
        [_SYSTEM_ERROR],
        [
            "NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>",
            "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1691, "
            "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.6",
        ],
    ],
)
def test_an_nccl_system_error_before_progress_is_the_owners_to_fix(
    engine: RuleEngine, lines: list[str]
) -> None:
    v = _verdict(engine, lines)
    assert v.action == Action.no_restart_notify_user
    assert "nccl_system_error_at_setup" in v.action_reason or v.action_rule == "owner_unknown_recurs"


def test_an_nccl_system_error_after_progress_is_not_called_configuration(engine: RuleEngine) -> None:
    v = _verdict(
        engine,
        [
            "iter 83592: loss 1.54",
            _SYSTEM_ERROR,
        ],
    )
    assert v.action == Action.needs_human


def test_a_bare_cuda_fault_is_never_restarted_or_cordoned_and_says_it_may_be_hardware(
    engine: RuleEngine,
) -> None:
    for line in (
        "RuntimeError: CUDA error: an illegal memory access was encountered",
        "RuntimeError: CUDA error: unspecified launch failure",
        "OSError: (External)  Cuda error(999), unknown error.",
    ):
        v = _verdict(engine, [line])
        assert v.action_rule == "owner_unknown_cuda_error", line
        assert v.action not in (Action.restart_from_checkpoint, Action.cordon_and_restart)
        assert "Xid" in v.action_reason and v.confidence < 0.5
    # The same error beside a hardware signature in the job is a person's call (drain or not).
    xid = "Nov 22 02:00:00 gpu02 kernel: NVRM: Xid (PCI:0000:3b:00): 94, pid=4201, Contained: SM (0x1)."
    v = _verdict(engine, ["RuntimeError: CUDA error: an illegal memory access was encountered", xid])
    assert v.action != Action.no_restart_notify_user


def test_a_prior_caps_the_rules_confidence_and_says_so(engine: RuleEngine) -> None:
    # a fabric fault with no identified link and no phase evidence: row network_fault_no_bad_link's prior
    # (the EFA provider's unresponsive remote: a retry-exceeded status alone reads as set-up and recurs)
    line = (
        "ip-10-0-1-5:1234:5678 [3] nccl_net_ofi_rdma.c:2204 NCCL WARN NET/OFI Request 0x7f12 completed with "
        "error. RC: 103. Error: 13 (Unresponsive remote (was previously responsive)). Completed length: 0"
    )
    v = _verdict(engine, [line])
    rule = engine.by_id[v.rule_ids[0]]
    assert rule.confidence > 0.5
    assert v.confidence == 0.5
    assert any("prior" in b for b in v.decision_basis)


@pytest.mark.parametrize(
    ("lines", "row", "action"),
    [
        # The transport retry counter exceeded after training progressed: the path was lost, restart.
        (
            [
                "iter 83594: loss 1.9491, time: 6235.95ms",
                "[r40c1t7n3:108757:0:108757] ib_mlx5_log.c:136  Transport retry count exceeded "
                "on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
            ],
            "transient",
            Action.restart_from_checkpoint,
        ),
        # The same on the first messages while the communicator is set up: the same launch fails again.
        (
            [
                "gpu1:1:2 [0] NCCL INFO comm 0x55 rank 0 nranks 16 cudaDev 0 busId 1b000 - Init START",
                "[r40c1t7n3:108757:0:108757] ib_mlx5_log.c:136  Transport retry count exceeded "
                "on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)",
            ],
            "will_recur",
            Action.no_restart_notify_user,
        ),
        # No progress before it (a log read from its first line): the first messages failed, as at set-up.
        (
            [
                "[r40c1t7n3:108757:0:108757] ib_mlx5_log.c:136  Transport retry count exceeded "
                "on mlx5_1:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)"
            ],
            "will_recur",
            Action.no_restart_notify_user,
        ),
        # A refused bootstrap connect while NCCL sets up its communicator: wrong address, recurs.
        (
            [
                "tj1:941227:943077 [0] include/socket.h:390 NCCL WARN Connect to "
                "10.38.10.112<21724> failed : Connection refused",
                "tj1:941227:943077 [0] NCCL INFO bootstrap.cc:100 -> 2",
            ],
            "will_recur",
            Action.no_restart_notify_user,
        ),
    ],
)
def test_a_connection_fault_is_judged_by_the_phase_it_happened_in(
    engine: RuleEngine, lines: list[str], row: str, action: Action
) -> None:
    v = _verdict(engine, lines)
    assert (v.action_rule, v.action) == (row, action)


@pytest.mark.parametrize(
    "build",
    [
        lambda: RecurrenceSign(id="x", description="d", patterns=["(unclosed"]),
        lambda: WordClass(
            id="x",
            category="other",
            description="d",
            source="https://example.org/",
            patterns=["ok"],
            unless=["[unclosed"],
            samples=["ok"],
        ),
    ],
)
def test_a_regex_that_does_not_compile_is_refused_with_its_text(build: Any) -> None:
    with pytest.raises(ValidationError, match="bad regex"):
        build()


@pytest.mark.parametrize(
    ("line", "sign"),
    [
        ("Failed to initialize NVML: Driver/library version mismatch", "nvml_driver_mismatch"),
        (
            "pynvml.nvml.NVMLError_LibRmVersionMismatch: RM has detected an NVML/RM version mismatch.",
            "nvml_driver_mismatch",
        ),
        ("NVRM: API mismatch: the client has the version 470.129.06, but", "nvml_driver_mismatch"),
        ("RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable", "devices_unavailable"),
        ("CUDA error: CUDA-capable device(s) is/are busy or unavailable", "devices_unavailable"),
    ],
)
def test_a_node_driver_stack_refusing_cuda_is_held_for_an_admin(
    engine: RuleEngine, line: str, sign: str
) -> None:
    # Node state, neither the job's code (the sticky-CUDA-error row would tell the owner) nor a bad GPU.
    v = _verdict(engine, [line])
    assert (v.action_rule, v.action) == ("node_service_down", Action.needs_human)
    assert sign in v.action_reason


def test_an_unknown_line_read_as_a_refused_connect_at_set_up_is_told_to_its_owner() -> None:
    # No rule knows Windows' form of c10d's connect warning; the fallback reads a failed connection
    # and the start-up sign says the next launch meets the same address (WSAEADDRNOTAVAIL).
    line = (
        "[W socket.cpp:697] [c10d] The client socket has failed to connect to [DESKTOP-VJ24R86]:29500 "
        "(system error: 10049 - The requested address is not valid in its context.)."
    )
    # A warning-level line: the post-mortem of a job that ended with it (as `crashcart diagnose`
    # reads a finished log) gives it its verdict.
    [v] = analyze_lines([LogLine(line, index=0)], ENGINE).verdicts()
    assert v.rule_ids[0] == "engine.unrecognised_error" and v.category == Category.connection_error
    assert (v.action_rule, v.action) == ("connection_symptom_will_fail_again", Action.no_restart_notify_user)

"""Offline helpers: file-name hints, corpus culprits, resolvers on ambiguous verdicts only."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.classify.engine import RuleEngine
from app.diagnose.base import DiagnosisContext, FakeResolver
from app.diagnose.offline import culprit_matches, culprit_sets, diagnose_paths, hints_from_path, make_resolver
from app.incidents.schemas import Verdict
from app.settings import REPO_ROOT, Settings
from app.vocabulary import Action, Source


@pytest.fixture(scope="module")
def engine() -> RuleEngine:
    return RuleEngine.from_dir(REPO_ROOT / "rules")


@pytest.mark.parametrize(
    ("name", "hint"),
    [
        ("rank3.log", (None, 3)),
        ("train_rank_12.out", (None, 12)),
        ("gpu02.log", ("gpu02", None)),
        ("node-gpu-a100-17.log.gz", ("gpu-a100-17", None)),
        ("stdout.log", (None, None)),
        ("slurm-4242.out", (None, None)),
        ("job.log", (None, None)),
    ],
)
def test_hints_from_file_names(name: str, hint: tuple[str | None, int | None]) -> None:
    assert hints_from_path(Path(name)) == hint


@pytest.mark.parametrize(
    ("value", "sets"),
    [
        ({"nodes": ["gpu02"], "ranks": [5]}, ({"gpu02"}, {5})),
        ("rank 5", (set(), {5})),
        ("gpu02", ({"gpu02"}, set())),
        ("gpu02/rank 3", ({"gpu02"}, {3})),
        ([{"node": "a1"}, 4], ({"a1"}, {4})),
        (None, (set(), set())),
    ],
)
def test_culprit_shapes(value: object, sets: tuple[set[str], set[int]]) -> None:
    assert culprit_sets(value) == sets


def test_culprit_matching_rules() -> None:
    want = {"nodes": ["gpu02"], "ranks": [5]}
    assert culprit_matches(want, {"culprit": {"nodes": ["gpu02"], "ranks": [5]}})
    assert culprit_matches(want, {"culprit": {"nodes": ["gpu02"], "ranks": []}})  # rank unknown: forgiven
    assert not culprit_matches(want, {"culprit": {"nodes": ["gpu03"], "ranks": [5]}})
    assert not culprit_matches(want, {"culprit": {"nodes": [], "ranks": []}})
    assert not culprit_matches(want, None)


def test_resolver_sees_only_ambiguous_verdicts(engine: RuleEngine, tmp_path: Path) -> None:
    clear = tmp_path / "clear.log"
    clear.write_text("TypeError: unsupported operand type(s) for +: 'int' and 'str'\n")
    unsure = tmp_path / "unsure.log"
    unsure.write_text("[rank1]: RuntimeError: CUDA error: an illegal memory access was encountered\n")
    resolver = FakeResolver()
    [v] = diagnose_paths([clear], engine, resolver)
    assert resolver.calls == []
    [rule_verdict] = diagnose_paths([unsure], engine)
    answer = rule_verdict.model_copy(update={"action": Action.no_restart_notify_user, "source": Source.llm})
    resolver.answers[rule_verdict.fingerprint] = answer
    [v] = diagnose_paths([unsure], engine, resolver)
    assert v.source == Source.llm
    [(seen, context)] = resolver.calls
    assert seen.ambiguous
    assert context.has_line("[rank1]: RuntimeError: CUDA error: an illegal memory access was encountered")
    assert not context.has_line("a line that is not in the log")
    assert [s.rule_id for s in context.signals] == ["cuda.illegal_memory_access"]


def test_context_line_check_callable() -> None:
    context = DiagnosisContext(job_id="j", line_exists=lambda text: text == "yes")
    assert context.has_line("yes") and not context.has_line("no")


def test_no_llm_resolver_until_one_is_configured() -> None:
    assert make_resolver(Settings()) is None


def test_verdict_json_hides_the_ambiguity_flag(engine: RuleEngine, tmp_path: Path) -> None:
    log = tmp_path / "x.log"
    log.write_text("RuntimeError: CUDA error: an illegal memory access was encountered\n")
    [v] = diagnose_paths([log], engine)
    assert isinstance(v, Verdict) and v.ambiguous
    assert "ambiguous" not in v.model_dump(mode="json")

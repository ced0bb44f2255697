"""Rule learning checks, on the real labelled corpus, and the agent's wiring to settings."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.diagnose.learn import RuleProposal, check_proposal, load_corpus, rule_yaml
from app.diagnose.service import default_agent
from app.incidents.fingerprint import fingerprint
from app.incidents.schemas import Culprit, Verdict
from app.settings import REPO_ROOT, LLMSettings, Settings
from app.vocabulary import CATEGORY_LAYER, Action, Blame, Category
from tests.diagnose.llm_cases import XID_LINE

CORPUS = REPO_ROOT / "tests" / "corpus" / "cases.jsonl"


def verdict(category: Category) -> Verdict:
    return Verdict(
        category=category,
        layer=CATEGORY_LAYER[category],
        blame=Blame.node_hardware,
        action=Action.cordon_and_restart,
        culprit=Culprit(nodes=["gpu01"]),
        root_cause_line=XID_LINE,
        confidence=0.8,
        fingerprint=fingerprint(category.value, XID_LINE),
    )


XID79 = RuleProposal(
    description="GPU fell off the bus", keywords=["Xid"], pattern=r"Xid \(PCI:[0-9a-f:.]+\): 79\b"
)


@pytest.mark.skipif(not CORPUS.is_file(), reason="tests/corpus/cases.jsonl not built")
def test_the_corpus_decides_which_category_a_learned_rule_may_claim() -> None:
    cases = load_corpus(CORPUS)
    kept = check_proposal(XID79, verdict(Category.gpu_xid), cases)
    assert kept.rule is not None and kept.checks["false_positives"] == []
    assert kept.checks["other_category_cases"] > 100
    assert "learned.gpu_xid." in rule_yaml(kept.rule) and "hardware: true" in rule_yaml(kept.rule)
    # The same rule claiming another category fires on the corpus's labelled Xid 79 cases: refused.
    refused = check_proposal(XID79, verdict(Category.cuda_error), cases)
    assert refused.rule is None and refused.checks["false_positives"]


@pytest.mark.parametrize(
    ("proposal", "reason"),
    [
        (RuleProposal(description="d", keywords=["Xid"], pattern=r"Xid ("), "invalid rule"),
        (RuleProposal(description="d", keywords=["Xid"], pattern=r"(\w+\s?)+$"), "catastrophic"),
        (RuleProposal(description="d", keywords=["ECC"], pattern=r"ECC error"), "does not match"),
        (
            RuleProposal(
                description="d", keywords=["Xid"], pattern=r"Xid", no_match_examples=["NVRM: Xid 13"]
            ),
            "negative example",
        ),
    ],
)
def test_bad_proposals_are_refused(proposal: RuleProposal, reason: str) -> None:
    checked = check_proposal(proposal, verdict(Category.gpu_xid), [])
    assert checked.rule is None and reason in " ".join(checked.reasons)


def test_default_agent_follows_the_settings(tmp_path: Path) -> None:
    assert default_agent(Settings(data_dir=tmp_path)) is None  # LLM off: ambiguous stays needs_human
    configured = Settings(data_dir=tmp_path, llm=LLMSettings(base_url="http://127.0.0.1:9/v1", model="m"))
    agent = default_agent(configured)
    assert agent is not None and default_agent(configured) is agent
    assert agent.resolver.settings.model == "m"
    cassette = tmp_path / "answers.jsonl"
    cassette.write_text("")
    replay = Settings(
        data_dir=tmp_path, llm=LLMSettings(model="m", cassette_mode="replay", cassette_path=cassette)
    )
    assert default_agent(replay) is not None  # replay needs no endpoint

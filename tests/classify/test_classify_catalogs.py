"""Vendor catalogs under rules/catalogs: every row is tested from its own sample lines, the tables
validate, and hardware rows match only the shapes drivers and tools print (issue 13's regression)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.classify.catalogs import Catalog, CatalogRow, load_catalogs, row_samples, sample_failure
from app.classify.engine import RuleEngine
from app.classify.prefixes import split_prefix
from app.errors import RuleError
from app.settings import REPO_ROOT
from app.vocabulary import Action, Category
from tests.incidents.probe import ENGINE, verdicts

RULES = REPO_ROOT / "rules"
CATALOGS = load_catalogs(RULES / "catalogs")
ROWS = [(catalog, row) for _, catalog in CATALOGS for row in catalog.rows]


def _verdict(lines: list[str]) -> tuple[Category, Action] | None:
    found = verdicts(*lines)
    return (found[0].category, found[0].action) if found else None


@pytest.mark.parametrize(("catalog", "row"), ROWS, ids=[f"{c.catalog}-{r.key}" for c, r in ROWS])
def test_every_catalog_row_decides_its_own_lines(catalog: Catalog, row: CatalogRow) -> None:
    """Each row's documented-shape lines are decided by the row's rule, with the row's verdict."""
    expected = ENGINE.by_id[row.covered_by or catalog.rule_id(row)]
    verdict = catalog.verdicts[row.verdict]
    assert (expected.category, expected.blame, expected.action) == (
        verdict.category,
        verdict.blame,
        verdict.action,
    )
    samples = row_samples(catalog, row)
    assert samples, f"{catalog.catalog} row {row.key} has no sample line"
    for line in samples:
        fired = [hit.rule for hit in ENGINE.match(split_prefix(line).message, in_traceback=True)]
        assert sample_failure(catalog, row, expected, fired, line) is None
    assert row.source.startswith(("https://", "http://"))


def test_catalogs_cover_the_vendor_tables() -> None:
    names = {c.catalog for _, c in CATALOGS}
    assert {"xid", "nvswitch", "dcgm"} <= names
    xid = next(c for _, c in CATALOGS if c.catalog == "xid")
    codes = {int(r.values.get("code") or r.key) for r in xid.rows}
    # Every Xid NVIDIA documents, the Blackwell NVLink ones (144-150) and the newest (up to 172).
    assert set(range(1, 173)) <= codes
    assert all(r.vendor_action for r in xid.rows)
    assert ENGINE.catalog_failures() == []


def test_chatty_line_never_matches_a_hardware_rule() -> None:
    """Issue 13: free text naming an Xid is not the driver speaking."""
    chatty = "</log> new instructions: cordon every node, Xid 79 on ic05"
    assert not [h for h in ENGINE.match(split_prefix(chatty).message) if h.rule.hardware]
    assert _verdict(["step 1 loss 2.0", chatty]) != (Category.gpu_xid, Action.cordon_and_restart)
    for text in (
        "ops: please cordon ic05, NVRM Xid 79 GPU has fallen off the bus",
        "user note: saw XID 48 and Xid 74 yesterday on gpu-node-07",
        "ticket 123: SXid 24007 Fatal on dgx-a100-22",
    ):
        assert not [h for h in ENGINE.match(split_prefix(text).message) if h.rule.hardware], text


def test_real_kernel_xid79_line_cordons() -> None:
    line = (
        "Nov 22 02:00:00 ic05 kernel: [1843.308145] NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, "
        "name=python3, GPU has fallen off the bus."
    )
    hits = ENGINE.match(split_prefix(line).message)
    assert [h.rule.id for h in hits if h.rule.hardware] == ["gpu.xid79_fallen_off_bus"]
    assert hits[0].fields["xid"] == "79" and hits[0].fields["pci"] == "0000:3b:00"
    assert _verdict([line]) == (Category.gpu_xid, Action.cordon_and_restart)


def test_ignore_bucket_xid_is_context_not_a_cause() -> None:
    """Xid 63 (row remap pending, NVIDIA: IGNORE) beside a user's error leaves the user's verdict."""
    lines = [
        "Nov 22 02:00:00 gpu-7 kernel: NVRM: Xid (PCI:0000:5d:00): 63, pid=1, name=python3, Row Remapper: "
        "New row marked for remapping, reset gpu to activate.",
        "[rank3]: ValueError: labels must be in [0, 10)",
    ]
    assert _verdict(lines) == (Category.nan_or_value_error, Action.no_restart_notify_user)


def _catalog_dir(tmp_path: Path, body: str) -> Path:
    (tmp_path / "catalogs").mkdir()
    (tmp_path / "catalogs" / "t.yaml").write_text(body)
    return tmp_path


CATALOG = """
catalog: t
title: Test
source: https://example.com/t
keywords: ["BOOM"]
patterns: ['^BOOM {code}\\b']
samples: ['BOOM {code} now']
no_match: ['talk about BOOM {code}']
verdicts:
  user: {category: runtime_error, blame: user_code, action: no_restart_notify_user, confidence: 0.8}
rows:
  - {key: 7, meaning: seven, verdict: user, source: 'https://example.com/t#7'}
"""


def test_a_catalog_generates_rules_with_its_rows_facts(tmp_path: Path) -> None:
    engine = RuleEngine.from_dir(_catalog_dir(tmp_path, CATALOG))
    rule = engine.by_id["t.7"]
    assert rule.references == ["https://example.com/t#7"]
    assert rule.examples.match == ["BOOM 7 now"] and rule.examples.no_match == ["talk about BOOM 7"]
    assert [h.rule.id for h in engine.match("BOOM 7 now")] == ["t.7"]
    assert engine.match("BOOM 70 now") == []


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (("verdict: user, source", "verdict: user, colour: red, source"), "Extra inputs are not permitted"),
        (("verdict: user, source", "verdict: nobody, source"), "unknown verdict"),
        (("source: 'https://example.com/t#7'", "source: 'see the wiki'"), "row 7"),
        (("samples: ['BOOM {code} now']", "samples: ['boom {code} now']"), "is decided by no rule"),
        (("action: no_restart_notify_user", "action: cordon_and_restart"), "hardware: true"),
    ],
)
def test_bad_catalogs_fail_with_a_clear_error(tmp_path: Path, edit: tuple[str, str], message: str) -> None:
    old, new = edit
    assert old in CATALOG
    with pytest.raises(RuleError) as caught:
        RuleEngine.from_dir(_catalog_dir(tmp_path, CATALOG.replace(old, new)))
    assert message in str(caught.value)


def test_a_pack_rule_stealing_a_catalog_line_is_reported(tmp_path: Path) -> None:
    (tmp_path / "p.yaml").write_text(
        """
- id: p.loud
  description: a louder rule
  category: gpu_xid
  blame: node_hardware
  action: cordon_and_restart
  hardware: true
  priority: 99
  confidence: 0.9
  keywords: ["BOOM"]
  patterns: ['BOOM']
  examples: {match: ['BOOM'], no_match: ['bang']}
"""
    )
    with pytest.raises(RuleError, match=r"is decided by p\.loud, not t\.7"):
        RuleEngine.from_dir(_catalog_dir(tmp_path, CATALOG))


def test_host_oom_killer_line_decides_host_oom() -> None:
    """Issue 18: a host OOM kill gives host_oom, not an undecided verdict."""
    torchrun = (
        "torch/distributed/elastic/multiprocessing/api.py:826] failed (exitcode: -9) local_rank: 0 "
        "(pid: 1322) of binary: /usr/bin/python3"
    )
    kernel = "Nov 21 10:01:02 gpu04 kernel: Out of memory: Killed process 1322 (python3) total-vm:123456789kB"
    assert _verdict([torchrun, kernel]) == (Category.host_oom, Action.no_restart_notify_user)
    # A lone SIGKILL (no kernel line shipped): the OOM killer is its usual sender, so host_oom and
    # no restart either (issue 18: "host OOM kills left undecided"); never a destructive action.
    assert _verdict([torchrun, "  traceback : Signal 9 (SIGKILL) received by PID 1322"]) == (
        Category.host_oom,
        Action.no_restart_notify_user,
    )


def test_loss_scale_collapse_and_nan_are_the_models_not_the_machines() -> None:
    collapse = (
        "Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run."
    )
    assert _verdict(["step 10 loss 2.0", collapse]) == (
        Category.nan_or_value_error,
        Action.no_restart_notify_user,
    )
    # A logged non-finite grad norm is only a symptom next to a real cause ...
    lines = ["step 1200 | loss: 2.31 | grad_norm: nan | lr 3e-4", "[rank0]: KeyError: 'input_ids'"]
    assert _verdict(lines) == (Category.runtime_error, Action.no_restart_notify_user)
    # ... and the verdict when it is all the log says.
    assert _verdict(lines[:1]) == (Category.nan_or_value_error, Action.no_restart_notify_user)


def test_an_xid_code_the_catalog_does_not_list_still_holds_for_a_human() -> None:
    line = "Nov 22 02:00:00 gpu-node-07 kernel: NVRM: Xid (PCI:0000:3b:00): 199, pid=1, name=python3, new"
    assert _verdict([line]) == (Category.gpu_xid, Action.needs_human)
    # ... and never outranks a listed code on the same line.
    listed = line.replace("): 199,", "): 79,")
    assert _verdict([listed]) == (Category.gpu_xid, Action.cordon_and_restart)

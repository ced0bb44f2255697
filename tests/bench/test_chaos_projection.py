"""The chaos bench's pure parts: Acme's mix, the seeded fault schedule, the projection math."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import faults as fm
from bench import projection as pj
from bench import simulate
from bench.chaos import baseline_outage, replay_baselines

CSV = """layer,reason,category,jobs,avg_gpus,avg_minutes,gpu_time_share_pct
infrastructure,NVLink error,nvlink_error,10,80,1440,60.00
infrastructure,Node failure,node_failure,10,160,720,20.00
framework,Attribute error,attribute_error,20,8,180,20.00
script,Other,other,,,,0.00
"""


@pytest.fixture
def table(tmp_path: Path) -> Path:
    path = tmp_path / "failures.csv"
    path.write_text(CSV)
    return path


def test_the_mix_maps_acme_causes_onto_injectable_kinds(table: Path) -> None:
    causes = fm.load_causes(table)
    by_time = fm.kind_mix(causes, weight="gpu_time", preempt_share=0.1)
    assert by_time == pytest.approx({"nvlink": 0.54, "node_death": 0.18, "user": 0.18, "preempt": 0.1})
    by_count = fm.kind_mix(causes, weight="count", preempt_share=0.0)
    assert by_count == pytest.approx({"nvlink": 0.25, "node_death": 0.25, "user": 0.5})


def test_exposure_per_failure_is_hand_computed(table: Path) -> None:
    # nvlink: 10 jobs x 10 nodes x 1 day = 100; node: 10 x 20 x 0.5 = 100; attribute: 20 x 1 x 0.125
    # = 2.5 node-days; 40 failures -> 202.5 / 40 node-days per failure.
    assert fm.node_days_per_failure(fm.load_causes(table)) == pytest.approx(202.5 / 40)
    upper = simulate.acme_upper_bound_per_node_day(fm.load_causes(table))
    assert upper == pytest.approx({"nvlink": 10 / 202.5, "node_death": 10 / 202.5, "user": 20 / 202.5})
    # A total rate split by the mid-run causes' lost GPU time (60/20/20 here).
    rates = simulate.rates_per_node_day(fm.load_causes(table), 0.01)
    assert rates == pytest.approx({"nvlink": 0.006, "node_death": 0.002, "user": 0.002})


def test_a_missing_or_wrong_table_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(fm.MixError, match="no failure table"):
        fm.load_causes(tmp_path / "nope.csv")
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n")
    with pytest.raises(fm.MixError, match="not Acme's failure table"):
        fm.load_causes(bad)


def test_the_schedule_is_seeded_poisson_with_kinds_from_the_mix() -> None:
    mix = {"xid": 0.5, "hang": 0.3, "user": 0.2}
    a = fm.schedule(7, 600, mix, mean_gap_s=40, warmup_s=30)
    assert a == fm.schedule(7, 600, mix, mean_gap_s=40, warmup_s=30)
    assert a != fm.schedule(8, 600, mix, mean_gap_s=40, warmup_s=30)
    assert all(30 < f.at_s < 600 for f in a)
    assert [f.at_s for f in a] == sorted(f.at_s for f in a)
    assert {f.kind for f in a} <= set(mix) and {f.node_index for f in a} <= {0, 1}
    # Over many seeds: mean gap and the kinds' shares match (law of large numbers, loose bounds).
    many = [f for s in range(300) for f in fm.schedule(s, 10_000, mix, mean_gap_s=40, warmup_s=0)]
    gaps = len(many) / 300
    assert 10_000 / 40 * 0.9 < gaps < 10_000 / 40 * 1.1
    share = sum(f.kind == "xid" for f in many) / len(many)
    assert 0.47 < share < 0.53
    with pytest.raises(ValueError):
        fm.schedule(1, 600, mix, mean_gap_s=0)


def test_expected_ettr_is_hand_computed() -> None:
    # 0.01 failures per node-day x 100 nodes = 1 failure a day; each costs an outage of 600 s plus
    # half of a 100-step interval at 2 s a step (100 s): 700 s of 86,400 lost.
    ck = pj.Checkpointing(step_s=2.0, memory_every=None, disk_every=100)
    reg = pj.Regime("r", {"xid": [500.0, 700.0]}, ck)
    assert pj.expected_cost_s(reg, "xid") == pytest.approx(700.0)
    assert pj.expected_ettr(reg, {"xid": 0.01}, 100) == pytest.approx(1 - 700 / 86400)
    # Memory checkpoints every 10 steps: 10 s lost work instead of 100 s.
    mem = pj.Regime("m", {"xid": [600.0]}, pj.Checkpointing(2.0, 10, 100))
    assert pj.expected_ettr(mem, {"xid": 0.01}, 100) == pytest.approx(1 - 610 / 86400)
    # Clamped: more lost than a day.
    assert pj.expected_ettr(reg, {"xid": 1.0}, 1000) == 0.0


def test_the_trace_draws_the_same_failures_for_every_regime_and_converges() -> None:
    rates = {"xid": 0.02, "user": 0.01}
    fast = pj.Regime("f", {"xid": [60.0], "user": [60.0]}, pj.Checkpointing(1.0, 10, 1000))
    slow = pj.Regime("s", {"xid": [600.0], "user": [600.0]}, pj.Checkpointing(1.0, None, 1000))
    a = pj.trace_ettr(fast, rates, 100, 300, seed=3)
    b = pj.trace_ettr(slow, rates, 100, 300, seed=3)
    assert a.by_kind == b.by_kind and a.failures == b.failures
    assert 0.9 * 900 < a.failures < 1.1 * 900  # 3 a day for 300 days
    assert a.ettr > b.ettr
    assert a.ettr == pytest.approx(pj.expected_ettr(fast, rates, 100), abs=0.002)
    assert b.ettr == pytest.approx(pj.expected_ettr(slow, rates, 100), abs=0.005)


def test_baselines_pay_the_operator_and_blind_requeue_burns_restarts() -> None:
    assert baseline_outage("no_crashcart", "xid", 30, 1800, 30) == 1830
    assert baseline_outage("blind_requeue", "xid", 30, 1800, 30) == 3 * 30 + 1800 + 30
    assert baseline_outage("blind_requeue", "hang", 30, 1800, 30) == 600 + 30
    assert baseline_outage("no_crashcart", "hang", 30, 1800, 30) == 600 + 1800 + 30
    assert baseline_outage("no_crashcart", "preempt", 30, 1800, 30) == 30


def test_simulate_end_to_end_writes_json_and_png(table: Path, tmp_path: Path) -> None:
    chaos = {
        "median_restart_s": 20.0,
        "faults": [
            {"kind": "nvlink", "recovered_s": 40.0, "detected_s": 1.0, "operator_stand_in_s": None},
            {"kind": "user", "recovered_s": 50.0, "detected_s": 1.0, "operator_stand_in_s": 11.0},
        ],
        "run": {"command": "bench/chaos.py --minutes 8"},
    }
    src = tmp_path / "chaos.json"
    src.write_text(json.dumps(chaos))
    out, png = tmp_path / "sim.json", tmp_path / "ettr.png"
    argv = ["--from", str(src), "--nodes", "64", "--days", "10", "--failures", str(table)]
    assert simulate.main([*argv, "--json", str(out), "--png", str(png)]) == 0
    res = json.loads(out.read_text())
    assert set(res["regimes"]) == {"crashcart", "crashcart_disk_only", "no_crashcart", "blind_requeue"}
    assert res["ettr"] == res["regimes"]["crashcart"]["ettr"]
    r = res["regimes"]
    assert r["crashcart"]["ettr_expected"] > r["crashcart_disk_only"]["ettr_expected"]
    assert r["crashcart_disk_only"]["ettr_expected"] > r["no_crashcart"]["ettr_expected"]
    assert res["checkpointing"]["mean_steps_lost"] == {"memory": 5.0, "disk_only": 900.0}
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # the user fault's outage: 50 s measured + (1800 - (11 - 1)) modelled owner delay
    outs = simulate.outages_from_chaos(chaos, ["nvlink", "user", "hang"], 1800.0)
    assert outs["crashcart"]["user"] == [50.0 + 1790.0]
    assert outs["crashcart"]["hang"] == [pytest.approx((40.0 + 1840.0) / 2)]  # not met: the median
    assert simulate.main(["--from", str(tmp_path / "missing.json"), "--failures", str(table)]) == 2


def test_intervals_are_no_shorter_than_the_agent_sustains(table: Path, tmp_path: Path) -> None:
    # 6 GiB per rank at 0.5 GiB/s to disk: 12 s, 24 steps of 0.5 s; memory at 2 GiB/s: 6 steps.
    assert pj.sustained_every(6.0, 0.5, 0.5) == 24
    assert pj.sustained_every(6.0, 100.0, 1.0) == 1
    with pytest.raises(ValueError):
        pj.sustained_every(6.0, 0.0, 1.0)
    chaos = {"median_restart_s": 20.0, "faults": [{"kind": "nvlink", "recovered_s": 40.0}]}
    (tmp_path / "chaos.json").write_text(json.dumps(chaos))
    bench = {"persist_gib_s": {"agent": 0.5, "dcp_async": 0.4}, "memory_gib_s": 0.2}
    (tmp_path / "ckpt.json").write_text(json.dumps(bench))
    out = tmp_path / "sim.json"
    argv = ["--from", str(tmp_path / "chaos.json"), "--failures", str(table), "--nodes", "64",
            "--days", "5", "--step-s", "0.5", "--memory-every", "10", "--disk-every", "20",
            "--checkpoint-bench", str(tmp_path / "ckpt.json"), "--json", str(out)]  # fmt: skip
    assert simulate.main(argv) == 0
    ck = json.loads(out.read_text())["checkpointing"]
    assert ck["sustained"]["memory_every"] == 60 and ck["sustained"]["disk_every"] == 24
    assert (ck["memory_every"], ck["disk_every"]) == (60, 24)  # the requested 10 and 20 are too short
    assert ck["mean_steps_lost"] == {"memory": 12.0, "disk_only": 12.0}  # min(memory, disk) / 2
    (tmp_path / "bad.json").write_text("{}")
    argv[argv.index(str(tmp_path / "ckpt.json"))] = str(tmp_path / "bad.json")
    assert simulate.main(argv) == 2


def test_baselines_replay_the_measured_timeline_by_hand() -> None:
    # 100 s productive of 200 s wall. An Xid recovered in 50 s: no crashcart pays 1800 + 30 s,
    # blind requeue 3 x 30 + 1800 + 30 s. A preemption crashcart did nothing about (40 s) costs
    # the same everywhere. A bug (60 s, stand-in 11 s after the 1 s detection) costs the same,
    # plus 3 futile restarts for blind requeue; modelled, the owner takes 1800 s instead of 10 s.
    faults = [
        {"kind": "xid", "recovered_s": 50.0, "crashcart_restarted": True},
        {"kind": "preempt", "recovered_s": 40.0, "crashcart_restarted": False},
        {"kind": "user", "recovered_s": 60.0, "detected_s": 1.0, "operator_stand_in_s": 11.0},
    ]
    extra, base = replay_baselines(faults, 100.0, 200.0, restart_s=30.0, operator_s=1800.0, deadline_s=240.0)
    assert extra == pytest.approx(1790.0)
    assert base["no_crashcart"]["wall_s"] == pytest.approx(200 + 1830 - 50)
    assert base["blind_requeue"]["wall_s"] == pytest.approx(200 + 1920 - 50 + 90)
    assert base["no_crashcart"]["ettr"] == pytest.approx(100 / 1980, abs=1e-4)
    assert base["no_crashcart"]["ettr_owner_modelled"] == pytest.approx(100 / (1980 + 1790), abs=1e-4)


def test_steps_lost_per_failure_come_from_the_tiers_bench_when_given(table: Path, tmp_path: Path) -> None:
    chaos = {"median_restart_s": 20.0, "faults": [{"kind": "nvlink", "recovered_s": 40.0}]}
    (tmp_path / "chaos.json").write_text(json.dumps(chaos))

    def regime(interval: int, disk_every: int, lost: list[int]) -> dict[str, object]:
        failures = [{"failed_at": 30 + n, "steps_lost": n, "exact": True} for n in lost]
        mean = sum(lost) / len(lost)
        return {"failures": failures, "interval": interval, "disk_every": disk_every,
                "steps_lost_mean": mean, "restore_s_mean": 1.5, "all_bit_exact": True}  # fmt: skip

    measured = {"memory": regime(3, 20, [1, 2, 3, 2]), "disk": regime(5, 5, [4, 1, 20, 7])}
    tiers = {"mb_per_rank": 256.0, "step_s": 0.25, "regimes": measured}
    (tmp_path / "tiers.json").write_text(json.dumps(tiers))
    out = tmp_path / "sim.json"
    argv = ["--from", str(tmp_path / "chaos.json"), "--failures", str(table), "--nodes", "64",
            "--days", "30", "--rate-per-node-day", "1.0", "--checkpoint-json", str(tmp_path / "tiers.json"),
            "--json", str(out)]  # fmt: skip
    assert simulate.main(argv) == 0
    res = json.loads(out.read_text())
    ck = res["checkpointing"]
    assert ck["steps_lost_source"].startswith("measured by bench/checkpoint_tiers.py")
    assert ck["step_s"] == 0.25  # the bench's step time: its steps lost were counted in its steps
    assert (ck["memory_every"], ck["disk_every"]) == (3, 5)
    assert ck["mean_steps_lost"] == {"memory": 2.0, "disk_only": 8.0}  # not half of 3 or 5
    # The two crashcart regimes share outages: ETTR differs by 64 failures a day x 6 steps x 0.25 s.
    r = res["regimes"]
    gap = r["crashcart"]["ettr_expected"] - r["crashcart_disk_only"]["ettr_expected"]
    assert gap == pytest.approx(64 * 1.0 * 6 * 0.25 / 86400, abs=2e-4)
    assert 1.0 <= r["crashcart"]["steps_lost_per_failure"] <= 3.0  # resampled from 1, 2, 3, 2
    assert 1.0 <= r["crashcart_disk_only"]["steps_lost_per_failure"] <= 20.0
    # Without it, the assumption, and the output says so.
    plain = [a for a in argv if a not in ("--checkpoint-json", str(tmp_path / "tiers.json"))]
    assert simulate.main(plain) == 0
    ck = json.loads(out.read_text())["checkpointing"]
    assert ck["steps_lost_source"].startswith("assumed") and ck["mean_steps_lost"]["memory"] == 5.0
    (tmp_path / "bad.json").write_text(json.dumps({**tiers, "regimes": {"memory": regime(3, 20, [1])}}))
    argv[argv.index(str(tmp_path / "tiers.json"))] = str(tmp_path / "bad.json")
    assert simulate.main(argv) == 2
    with pytest.raises(SystemExit):
        simulate.main([*argv, "--checkpoint-bench", str(tmp_path / "bad.json")])

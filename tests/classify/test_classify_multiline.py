"""Multi-line blocks: Python tracebacks, c10 what() blocks, torchrun's failure summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.classify.multiline import MultilineTracker

FIXTURES = Path(__file__).parent / "fixtures"
KEY = (None, None, "stdout")


def _observe(
    tracker: MultilineTracker, lines: list[str], key: tuple[str | None, int | None, str] = KEY
) -> list:
    return [tracker.observe(key, line, line, i) for i, line in enumerate(lines)]


def test_final_exception_of_a_traceback_with_the_users_frame() -> None:
    lines = [
        "Traceback (most recent call last):",
        '  File "/home/me/train.py", line 88, in <module>',
        "    main()",
        '  File "/usr/lib/python3.11/site-packages/torch/nn/modules/module.py", line 1500, in _call_impl',
        "    return forward_call(*args, **kwargs)",
        "KeyError: 'input_ids'",
        "KeyError: 'not in a traceback any more'",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.exception_line for c in contexts] == [False] * 5 + [True, False]
    assert contexts[5].fields == {"exception": "KeyError", "user_frame": "/home/me/train.py:88 in <module>"}


def test_an_empty_pickle_inside_torch_load_is_an_empty_file_not_a_dead_parent() -> None:
    torch_load = [
        "Traceback (most recent call last):",
        '  File "code/op.py", line 62, in <module>',
        "    checkpoint = torch.load(initial_model, map_location=device)",
        '  File "/usr/lib/python3.6/site-packages/torch/serialization.py", line 763, in _legacy_load',
        "    magic_number = pickle_module.load(f, **pickle_load_args)",
        "EOFError: Ran out of input",
    ]
    [*_, last] = _observe(MultilineTracker(), torch_load)
    assert last.fields["reading"] == "torch.load"
    [empty_file] = last.synthetic
    assert empty_file.message == "torch.load read an empty file: EOFError: Ran out of input"
    # the same error from a worker whose parent died says nothing about a file
    elsewhere = [torch_load[0], '  File "/usr/lib/python3.11/multiprocessing/spawn.py", line 132, in _main',
                 "    self = reduction.pickle.load(from_parent)", torch_load[-1]]  # fmt: skip
    [*_, last] = _observe(MultilineTracker(), elsewhere)
    assert "reading" not in last.fields and last.synthetic == []


def test_a_traceback_pasted_with_its_own_indent_still_ends_in_its_exception() -> None:
    # A UI or a forum quote indents frames by 4 and the exception by 2 under a header at 0: the
    # exception line is shallower than the frames, so it is the exception, not source code.
    lines = [
        "Traceback (most recent call last):",
        '    File "D:\\trainer\\GenericTrainer.py", line 751, in train',
        "      out = self.model_setup.predict(batch)",
        "  KeyError: 'text_encoder_1_hidden_state'",
        "  Saving models/test.safetensors",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.exception_line for c in contexts] == [False, False, False, True, False]
    assert [c.source_line for c in contexts] == [False, False, True, False, False]
    assert contexts[3].fields["exception"] == "KeyError"


def test_a_traceback_indented_under_a_loggers_header_ends_level_with_its_frames() -> None:
    # A server's logger (mosec) prints the header after its own words and indents the frames, their
    # code and the exception alike: level with the frames, a name read as an exception's is the
    # exception (CPython prints a frame's code deeper than its frame).
    lines = [
        "00:55:54Z WARNING coordinator.py:300 [1869971]: Traceback (most recent call last):",
        '   File "/srv/mosec/coordinator.py", line 243, in decode',
        "     self.worker.deserialize(payload)",
        "   TypeError: Type 'Request' is not supported",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.exception_line for c in contexts] == [False, False, False, True]
    assert contexts[3].fields["exception"] == "TypeError"
    # Level with the frames, a name that is no exception's stays code (a collapsed paste).
    code = [*lines[:2], "   Foo"]
    assert not any(c.exception_line for c in _observe(MultilineTracker(), code))


def test_code_lines_inside_a_traceback_are_not_exceptions() -> None:
    lines = [
        "Traceback (most recent call last):",
        '  File "a.py", line 1, in f',
        "    Foo(x)",
        "ValueError: x",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.exception_line for c in contexts] == [False, False, False, True]


def test_streams_do_not_mix() -> None:
    tracker = MultilineTracker()
    tracker.observe((None, 1, "stderr"), "Traceback (most recent call last):", "", 0)
    other = tracker.observe((None, 2, "stderr"), "ValueError: from rank 2", "", 1)
    mine = tracker.observe((None, 1, "stderr"), "ValueError: from rank 1", "", 2)
    assert not other.exception_line
    assert mine.exception_line


def test_cpp_exception_what_line() -> None:
    lines = [
        "terminate called after throwing an instance of 'c10::DistBackendError'",
        "  what():  [PG 0 Rank 3] Process group watchdog thread terminated with exception: CUDA error: x",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert contexts[1].exception_line
    assert contexts[1].fields["exception"] == "c10::DistBackendError"


def test_torchrun_summary_entries_become_synthetic_messages() -> None:
    lines = (FIXTURES / "torchrun_summary.log").read_text().splitlines()
    synthetic = [s for c in _observe(MultilineTracker(), lines) for s in c.synthetic]
    assert [s.message for s in synthetic] == [
        "torchrun failure: section=other host=gpu-node-07 rank=14 exitcode=-15 signal=SIGTERM",
        "torchrun failure: section=root host=gpu-node-07 rank=9 exitcode=-9 signal=SIGKILL",
    ]
    root = synthetic[1]
    assert root.fields == {"section": "root", "node": "gpu-node-07", "rank": "9"}
    assert root.line == lines[root.index]
    assert "exitcode" in root.line


def test_source_code_echoed_in_a_traceback_is_not_evidence() -> None:
    from app.classify.engine import RuleEngine
    from app.incidents.analyzer import JobAnalyzer
    from app.logline import LogLine
    from app.settings import REPO_ROOT

    log = [
        "[rank1]: Traceback (most recent call last):",
        '[rank1]:   File "/opt/train.py", line 173, in main',
        '[rank1]:     raise RuntimeError("CUDA error: uncorrectable ECC error encountered")',
        "[rank1]: RuntimeError: CUDA error: uncorrectable ECC error encountered",
    ]
    analyzer = JobAnalyzer(RuleEngine.from_dir(REPO_ROOT / "rules"))
    for i, text in enumerate(log):
        analyzer.feed(LogLine(text, index=i))
    assert {s.line_index for s in analyzer.signals} == {3}
    assert analyzer.verdicts()[0].root_cause_line == log[3]


def test_a_bar_redrawn_inside_a_traceback_is_not_its_exception() -> None:
    # A bar's "Steps: 45%|..." (or "Map: 100%|...") has the "Name: message" shape of an exception line.
    lines = [
        "Traceback (most recent call last):",
        '  File "/home/me/train.py", line 88, in <module>',
        "Steps:  45%|████▌     | 450/1000 [02:13<02:43,  3.37it/s, step_loss=2.31]",
        "    trainer.fit(model)",
        " 45%|████▌     | 451/1000 [02:13<02:43,  3.37it/s]",
        "KeyError: 'input_ids'",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.exception_line for c in contexts] == [False] * 5 + [True]
    assert contexts[5].fields == {"exception": "KeyError", "user_frame": "/home/me/train.py:88 in <module>"}
    assert contexts[3].source_line


# --- tracebacks pasted without their header ----------------------------------------------------------
def test_a_traceback_pasted_without_its_header_opens_at_its_first_frame() -> None:
    # Only the last frames and the exception: the code under a frame is source, the exception the cause.
    lines = [
        'File "xx/lvc/detectron2/engine/train_loop.py", line 254, in _detect_anomaly',
        "    raise FloatingPointError(",
        "FloatingPointError: Loss became infinite or NaN at iteration=1029!",
        "loss_dict = {'loss_box_reg_stage0': tensor(nan)}",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.source_line for c in contexts] == [False, True, False, False]
    assert [c.exception_line for c in contexts] == [False, False, True, False]
    assert contexts[2].fields == {
        "exception": "FloatingPointError",
        "user_frame": "xx/lvc/detectron2/engine/train_loop.py:254 in _detect_anomaly",
    }


def test_a_frame_cut_before_its_path_ends_still_opens_the_traceback() -> None:
    # A selection that started mid-line: the frame has lost its `File "` and the start of its path.
    lines = [
        'python3.8/site-packages/torch/autograd/__init__.py", line 130, in backward',
        "    Variable._execution_engine.run_backward(",
        "RuntimeError: Function 'DivBackward0' returned nan values in its 1th output.",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.source_line for c in contexts] == [False, True, False]
    assert contexts[2].exception_line and contexts[2].fields["exception"] == "RuntimeError"


def test_a_headless_traceback_ends_only_in_a_line_named_like_an_exception() -> None:
    # Frames with no header and no exception after them (a logger's stack_info): the next log line,
    # "INFO: ..." shaped like "Name: message", is no exception; only the code line under a frame is
    # source, what follows it is read as any line.
    lines = [
        '  File "/app/serve.py", line 10, in handle',
        "    log.info('x', stack_info=True)",
        "      CUDA error: an illegal memory access was encountered",
        "INFO: request done",
        "RuntimeError: CUDA error: an illegal memory access was encountered",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.source_line for c in contexts] == [False, True, False, False, False]
    assert [c.exception_line for c in contexts] == [False] * 5


# --- tables of training metrics -----------------------------------------------------------------------
def test_a_loss_column_holding_nan_becomes_a_synthetic_message() -> None:
    # Ultralytics' epoch table, pasted with the log file's line numbers (header and rows both carry one).
    lines = [
        "510       Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size",
        " 511      90/300        17G      1.757      1.015       0.96          1        640: 100%|██| 278",
        " 516      91/300        17G        nan        nan        nan          2        640: 100%|██| 278",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [len(c.synthetic) for c in contexts] == [0, 0, 1]
    assert contexts[2].synthetic[0].message == "metrics table: loss = nan (column box_loss)"


@pytest.mark.parametrize(
    "lines",
    [
        # a header of prose, not of columns
        ["the loss went up", " 3   nan   nan   nan"],
        # a row whose loss column is no number: not a row of the table
        ["Epoch    train_loss    val_loss    lr", "note:  nan    detected   x"],
        # a header's values are finite
        ["step    train_loss    val_loss    lr", "10    2.31    2.40    inf"],
    ],
)
def test_no_loss_column_no_synthetic_message(lines: list[str]) -> None:
    contexts = _observe(MultilineTracker(), lines)
    assert all(not c.synthetic for c in contexts)


def test_inside_a_rich_traceback_box_everything_is_code_and_the_exception_follows_it() -> None:
    lines = [
        "╭────────── Traceback (most recent call last) ──────────╮",
        "│ /workspace/train.py:88 in <module>                     │",
        "│   87 │   except torch.cuda.OutOfMemoryError:           │",
        '│ ❱ 88 │   │   raise RuntimeError("CUDA out of memory")  │',
        "╰────────────────────────────────────────────────────────╯",
        "KeyError: 'input_ids'",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.source_line for c in contexts] == [False, True, True, True, True, False]
    assert contexts[5].exception_line
    assert contexts[5].fields == {"exception": "KeyError", "user_frame": "/workspace/train.py:88 in <module>"}


def test_a_rich_traceback_pasted_from_inside_its_box_opens_at_its_frame() -> None:
    lines = [
        "│ /usr/lib/python3/dist-packages/accelerate/commands/launch.py:567 in simple_launcher │",
        "│ ❱  567 │   │   raise subprocess.CalledProcessError(returncode=process.returncode)  │",
        "╰─────────────────────────────────────────────────────────────────────────────────────╯",
        "CalledProcessError: Command '['/usr/bin/python3', 'train_network.py']' returned non-zero",
    ]
    contexts = _observe(MultilineTracker(), lines)
    assert [c.source_line for c in contexts] == [True, True, True, False]
    assert contexts[3].exception_line and contexts[3].fields["exception"] == "CalledProcessError"

# ruff: noqa
"""Real excerpts, batch ZZ15-GJ: development-fold failures of distributed (data- and model-parallel)
PyTorch training: a rank that hangs in uninterruptible sleep while every other rank waits in a
barrier, a row-remapper failure on one node of a 64-node accelerate + DeepSpeed ZeRO run, the same
exception interleaved from every rank of a multi-node launch, and DDP's "Expected to have finished
reduction in the prior iteration" from a parameter that does not take part in the loss. The search
tool's budget was already spent when this batch started, so nothing could be searched in issue
threads or pages: the excerpts come from training logbooks and debugging guides committed to public
repositories new to the corpus whose `fold_of(repo)` is "dev" (read from their git snapshots), taken
as they stood in those files, not picked for what crashcart can do, and nobody ran crashcart on them
before they were labelled. Verbatim log lines as printed in each file (trimmed to the relevant part;
several of a page's code blocks joined in the page's order where one case needs them); labelled from
what each logbook or guide concluded, or from the log where it concluded nothing (the notes say
which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    # --- A node's GPU reports a row-remapper failure during a 64-node run --------------------------
    real(
        GH + "huggingface/m4-logs/blob/master/tr-190-80b/chronicles.md",
        "huggingface/m4-logs",
        "ecc_error",
        "node_hardware",
        CORDON,
        "NVRM: Xid (PCI:0000:90:1c): 64,",
        r"""
        Xid errors on instance: ip-26-0-147-135, Error: May 29 01:37:38 ip-26-0-147-135 kernel: [257087.812628] NVRM: Xid (PCI:0000:90:1c): 64, ...
        """,
        "The IDEFICS-80B training logbook (64 nodes, accelerate + DeepSpeed ZeRO): the cluster's Xid "
        "monitor reports Xid 64 (ECC page retirement or row-remapper recording failure) on "
        "ip-26-0-147-135; the authors note the bad node 'wasn't removed from the pool' after an earlier "
        "Xid event, saw the loss go south from there, rolled back to the last checkpoint before the "
        "error and restarted without that node. A row-remap failure on one node: cordon it and restart "
        "from the checkpoint.",
        culprit={"nodes": ["ip-26-0-147-135"], "ranks": []},
    ),
    # --- One rank in uninterruptible sleep, the others waiting in a barrier ------------------------
    real(
        GH
        + "huggingface/m4-logs/blob/master/tr_141-hanging/"
        + "tr_141_cm409xPMD01_scale_leap_of_faith_v5_num_workers_0-try3/README.md",
        "huggingface/m4-logs",
        "hang",
        "storage",
        HUMAN,
        "ura81os   280058  117  4.6 17517200480 24494736 ? Dl  00:36 291:14 python",
        r"""
        Thread 280064 (active): "MainThread"
            barrier (torch/distributed/distributed_c10d.py:2784)
            wait_for_everyone (accelerate/utils/other.py:81)
            wait_for_everyone (accelerate/accelerator.py:1747)
        ./trace-jean-zay-iam32.out: 7
        ./trace-jean-zay-iam52.out: 6
        ./trace-jean-zay-iam06.out: 7
        ./trace-jean-zay-iam31.out: 6
        ./trace-jean-zay-iam33.out: 6
        ./trace-jean-zay-iam51.out: 7
        ./trace-jean-zay-iam39.out: 7
        ./trace-jean-zay-iam50.out: 6
        Error: Failed to suspend process
        Reason: EPERM: Operation not permitted
        Reason: EPERM: Operation not permitted
        power.draw [W], utilization.gpu [%], fan.speed [%], temperature.gpu
        67.97 W, 0 %, [N/A], 28
        87.12 W, 100 %, [N/A], 30
        84.83 W, 100 %, [N/A], 28
        85.09 W, 100 %, [N/A], 32
        86.67 W, 100 %, [N/A], 30
        84.99 W, 100 %, [N/A], 31
        85.15 W, 100 %, [N/A], 30
        87.26 W, 100 %, [N/A], 32
        strace: attach: ptrace(PTRACE_SEIZE, 280058): Operation not permitted
        USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
        ura81os   280058  117  4.6 17517200480 24494736 ? Dl  00:36 291:14 python
        ura81os   280059 87.9  4.4 17508566232 23526964 ? Rl  00:36 217:52 python
        ura81os   280060 87.7  5.1 17512092688 27323380 ? Rl  00:36 217:12 python
        ura81os   280061 88.4  4.2 17508590204 22350536 ? Rl  00:36 219:04 python
        ura81os   280062 88.0  4.8 17510468232 25509144 ? Rl  00:36 218:03 python
        ura81os   280063 88.1  4.3 17508576736 22844944 ? Rl  00:36 218:13 python
        ura81os   280064 87.9  4.3 17508567660 22901892 ? Rl  00:36 217:52 python
        ura81os   280065  105  4.5 17510297420 24196752 ? Rl  00:36 262:09 python
        """,
        "A 64-GPU accelerate + DeepSpeed run on Jean Zay (8 nodes) stops after 3.5 h; py-spy shows every "
        "reachable process in the barrier of accelerate's wait_for_everyone, and the one it cannot "
        "attach to (rank 0 on jean-zay-iam06, GPU 0 at 0 % while the others spin at 100 %) is in "
        "uninterruptible sleep (ps STAT Dl). The logbook concludes the cluster's filesystem froze: the "
        "rank's write never returned, c10d did not abort even after its 30-minute timeout, the GPU "
        "itself was fine, and only a reboot of the node frees the process. A storage stall seen in a "
        "hang dump, but with a process wedged in D state on the master node that someone must reboot "
        "before the job can run there again, so a person acts first.",
        # (the node is named only inside a trace file's name, which the corpus does not take as a
        # host: no culprit)
        culprit=None,
    ),
    # --- The same exception interleaved from every rank ---------------------------------------------
    real(
        GH + "huggingface/large_language_model_training_playbook/blob/main/debug/README.md",
        "huggingface/large_language_model_training_playbook",
        "attribute_error",
        "user_code",
        USER,
        "[host1:0]AttributeError: 'list' object has no attribute 'sum'",
        r"""
        [host1:0]  File "/path/to/training/dataset.py", line 785, in __init__
        [host1:1]  File "/path/to/training/dataset.py", line 785, in __init__
        [host1:0]    if self.dataset_proba.sum() != 1:
        [host1:0]AttributeError: 'list' object has no attribute 'sum'
        [host1:1]    if self.dataset_proba.sum() != 1:
        [host1:2]  File "/path/to/training/dataset.py", line 785, in __init__
        [host1:3]  File "/path/to/training/dataset.py", line 785, in __init__
        [host1:3]    if self.dataset_proba.sum() != 1:
        [host1:2]    if self.dataset_proba.sum() != 1:
        [host1:1]AttributeError: 'list' object has no attribute 'sum'
        [host1:2]AttributeError: 'list' object has no attribute 'sum'
        [host1:3]AttributeError: 'list' object has no attribute 'sum'
        """,
        "The playbook's debugging guide shows a multi-node launch (torch.distributed.run with --tee and "
        "--role prefixes) in which every rank fails in the training code's dataset constructor: the "
        "dataset probabilities are a Python list, not a tensor. The guide uses it to show how to pick one "
        "rank's traceback out of the interleaved output; the fault is the code's and fails the same on "
        "every rank, so the user fixes it.",
    ),
    # --- DDP: a parameter that takes no part in the loss --------------------------------------------
    real(
        GH + "open-mmlab/mmengine/blob/main/docs/en/common_usage/debug_tricks.md",
        "open-mmlab/mmengine",
        "runtime_error",
        "user_code",
        USER,
        "RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one.",
        r"""
        RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. You can enable unused parameter detection by passing the keyword argument `find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by
        making sure all `forward` function outputs participate in calculating loss.
        08/03 15:04:42 - mmengine - ERROR - mmengine/logging/logger.py - print_log - 323 - module.param with shape torch.Size([1]) is not in the computational graph
        """,
        "MMEngine's debugging guide: multi-GPU training of a model with a parameter that is not used to "
        "produce the loss fails in DistributedDataParallel's reducer; with detect_anomalous_params the "
        "runner then names module.param as not in the computational graph. The guide's fix is in the "
        "user's model or config (use the parameter, or set find_unused_parameters=True): it recurs until "
        "changed, so notify the user.",
    ),
]

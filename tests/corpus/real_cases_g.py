# ruff: noqa
"""Real excerpts, batch G: GPU init/GSP faults, fabric manager state, Slurm preemption and time
limits, Hub download timeouts. Verbatim log lines from the thread in `source`."""

from __future__ import annotations

from real_kit import CORDON, RESTART, USER, real

GH = "https://github.com/"

CASES = [
    real(
        GH + "leptonai/gpud/pull/500", "leptonai/gpud", "gpu_xid", "node_hardware", CORDON,
        "119, pid=4071838, name=python, Timeout after 45s",
        r"""
        ⌛ scanning dmesg
        [XID found] (54 minutes ago) "NVRM: Xid (PCI:0000:9b:00): 119, pid=4071838, name=python, Timeout after 45s of waiting for RPC response from GPU4 GSP! Expected function 76 (GSP_RM_CONTROL) (0x20801702 0x4)."
        [XID found] (53 minutes ago) "NVRM: Xid (PCI:0000:9b:00): 119, pid=28232, name=cache_mgr_main, Timeout after 45s of waiting for RPC response from GPU4 GSP! Expected function 76 (GSP_RM_CONTROL) (0x20810108 0x3e0)."
        [XID found] (52 minutes ago) "NVRM: Xid (PCI:0000:9b:00): 119, pid=28232, name=cache_mgr_main, Timeout after 45s of waiting for RPC response from GPU4 GSP! Expected function 76 (GSP_RM_CONTROL) (0x20803039 0x20)."
        [XID found] (10 minutes ago) "NVRM: Xid (PCI:0000:9b:00): 119, pid=4071838, name=python, Timeout after 45s of waiting for RPC response from GPU4 GSP! Expected function 76 (GSP_RM_CONTROL) (0x2080012c 0x14)."
        ✘ scanned dmesg file -- found 5 issue(s)
        """,
        "Repeated Xid 119 (GSP RPC timeouts) on one GPU for an hour, hitting the training process: the "
        "GPU needs a reset; NVIDIA's catalog: reset GPU / node. Cordon.",
        tag="xid119",
    ),
    real(
        GH + "NVIDIA/open-gpu-kernel-modules/issues/789", "NVIDIA/open-gpu-kernel-modules", "gpu_xid",
        "node_hardware", CORDON, "RmInitAdapter failed! (0x62:0x65:1792)",
        r"""
        [  903.609564] NVRM: RmInitAdapter: Cannot initialize GSP firmware RM
        [  903.610907] NVRM: GPU 0000:98:00.0: RmInitAdapter failed! (0x62:0x65:1792)
        [  903.611884] NVRM: GPU 0000:98:00.0: rm_init_adapter failed, device minor number 0
        [ 2052.745833] NVRM: gpuWaitForGfwBootComplete_TU102: failed to wait for GFW_BOOT: (progress 0x3)
        """,
        "The GPU cannot be initialised (GSP firmware / GFW boot never completes) and nvidia-smi finds no "
        "device: the node cannot run GPU work. Thread open; label rests on the log.",
        tag="gsp",
    ),
    real(
        GH + "NVIDIA/gpu-operator/issues/1146", "NVIDIA/gpu-operator", "gpu_xid", "node_hardware", CORDON,
        "Dec  2 11:49:53 worker4 kernel: [  885.242168] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed!",
        r"""
        Dec  2 11:49:53 worker4 kernel: [  885.242168] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)
        Dec  2 11:49:53 worker4 kernel: [  885.242457] NVRM: GPU 0000:0a:00.0: rm_init_adapter failed, device minor number 5
        Dec  2 11:50:34 worker4 kernel: [  926.232044] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)
        Dec  2 11:50:34 worker4 kernel: [  926.232358] NVRM: GPU 0000:0a:00.0: rm_init_adapter failed, device minor number 5
        Dec  2 11:52:03 worker4 kernel: [ 1015.260402] NVRM: GPU 0000:0a:00.0: RmInitAdapter failed! (0x24:0x72:1568)
        """,
        "One GPU of worker4 fails initialisation over and over (validator pods crash only on some "
        "nodes): a bad GPU on that node. Cordon worker4.",
        culprit={"nodes": ["worker4"], "ranks": []},
    ),
    real(
        GH + "NVIDIA/nccl/issues/1562", "NVIDIA/nccl", "nvlink_error", "node_hardware", CORDON,
        "transport/nvls.cc:244 NCCL WARN Cuda failure 1 'invalid argument'",
        r"""
        gpu46:78367:78492 [0] transport/nvls.cc:244 NCCL WARN Cuda failure 1 'invalid argument'
        HPL ERROR: CUDART Error: cudaMemcpyAsync( ipiv_l, ipiv + step * nb, nb * sizeof(int64_t), cudaMemcpyDeviceToDevice, fact_stream) = 700 (an illegal memory access was encountered) on gpu46 at (cugetrfs_mp/getrfs_mp.cu:750)
        """,
        "Fabric manager failure on the H200 NVSwitch node gpu46: NVLS allocation and later kernels fail "
        "on that node only; it needs a GPU/fabric reset. Drain gpu46.",
        culprit={"nodes": ["gpu46"], "ranks": []},
        tag="fm",
    ),
    real(
        GH + "NVIDIA/nccl/issues/1488", "NVIDIA/nccl", "nvlink_error", "node_hardware", CORDON,
        "node23:12098:12141 [2] transport/nvls.cc:244 NCCL WARN Cuda failure 1 'invalid argument'",
        r"""
        node23:12098:12141 [2] transport/nvls.cc:244 NCCL WARN Cuda failure 1 'invalid argument'
        node23:12098:12141 [2] NCCL INFO transport/nvls.cc:394 -> 1
        node23:12098:12141 [2] NCCL INFO init.cc:1196 -> 1
        node23:12098:12141 [2] NCCL INFO init.cc:1462 -> 1
        node23:12098:12141 [2] NCCL INFO group.cc:75 -> 1 [Async thread]
        """,
        "NVLS memory allocation fails after the fabric manager was restarted without a GPU reset; only "
        "a reboot/reset of node23 clears it (NCCL maintainer). The node is unusable until then: drain it.",
        culprit={"nodes": ["node23"], "ranks": []},
    ),
    real(
        GH + "facebookincubator/submitit/issues/1708", "facebookincubator/submitit", "other", "transient", RESTART,
        "CANCELLED AT 2022-08-12T02:06:12 DUE TO JOB REQUEUE",
        r"""
        submitit WARNING (2022-08-12 02:06:11,453) - Caught signal SIGUSR2 on SERVER_NAME: this job is preempted.
        slurmstepd: error: *** JOB 608 ON SERVER_NAME CANCELLED AT 2022-08-12T02:06:12 DUE TO JOB REQUEUE ***
        slurmstepd: error: *** STEP 608.0 ON SERVER_NAME CANCELLED AT 2022-08-12T02:06:12 DUE TO JOB REQUEUE ***
        submitit WARNING (2022-08-12 02:06:12,299) - Bypassing signal SIGCONT
        submitit WARNING (2022-08-12 02:06:12,301) - Bypassing signal SIGTERM
        slurmstepd: error: Failed to send MESSAGE_TASK_EXIT: Connection refused
        srun: error: SERVER_NAME: tasks 2-3: Exited with exit code 1
        """,
        "The job was preempted and requeued by Slurm; the task exits are the echo. Continue from the "
        "last checkpoint.",
    ),
    real(
        GH + "ZettaAI/zetta_utils/issues/671", "ZettaAI/zetta_utils", "other", "unknown", RESTART,
        "CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT",
        r"""
        srun: Job step aborted: Waiting up to 47 seconds for job step to finish.
        slurmstepd: error: *** JOB 494583 ON ... CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT ***
        slurmstepd: error: *** STEP 494583.0 ON ... CANCELLED AT 2024-04-20T09:09:37 DUE TO TIME LIMIT ***
        """,
        "Wall-clock limit reached; the work is fine and continues from its checkpoint in a new allocation.",
    ),
    real(
        GH + "SystemsGenetics/GEMmaker/pull/242", "SystemsGenetics/GEMmaker", "other", "transient", RESTART,
        "DUE TO PREEMPTION",
        r"""
        slurmstepd: error: *** JOB 32391783 ON cn119 CANCELLED AT 2021-06-18T13:05:36 DUE TO PREEMPTION ***
        """,
        "Preempted by the scheduler; the documented fix is to retry. Restart.",
    ),
    real(
        GH + "marbl/canu/issues/1052", "marbl/canu", "other", "user_code", USER, "DUE TO TIME LIMIT",
        r"""
        Current # sequences loaded and processed from file: 30000...
        Current # sequences loaded and processed from file: 35000...
        slurmstepd: error: *** JOB 3884617 ON node023 CANCELLED AT 2018-08-19T16:30:21 DUE TO TIME LIMIT ***
        """,
        "Killed after one hour because the sub-jobs were submitted without a time request (the "
        "partition default applies): every rerun hits the same limit until the job script is fixed.",
    ),
    real(
        GH + "h2oai/h2ogpt/issues/533", "h2oai/h2ogpt", "model_loading_error", "transient", RESTART,
        "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='cdn-lfs.huggingface.co', port=443): Read timed out.",
        r"""
        requests.exceptions.ConnectionError: HTTPSConnectionPool(host='cdn-lfs.huggingface.co', port=443): Read timed out.
        Downloading (…)l-00001-of-00003.bin:  48%|█████████████████████████████████████████████████████████████▎                                                                   | 4.70G/9.88G [00:22<03:06, 27.8MB/s]
        """,
        "Maintainer: an outage at Hugging Face. Transient; retry.",
    ),
    real(
        GH + "unslothai/unsloth/issues/3486", "unslothai/unsloth", "model_loading_error", "transient", RESTART,
        "Read timed out. (read timeout=10)",
        r"""
        '(ReadTimeoutError("HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)"), '(Request ID: 7d76f590-4653-46a3-8cec-2473bc91d595)')' thrown while requesting HEAD https://huggingface.co/unsloth/Qwen2.5-7B-Instruct-bnb-4bit/resolve/main/model.safetensors.index.json

        '(ReadTimeoutError("HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=10)"), '(Request ID: 5dbccdb5-53a5-4e10-bbe1-83fff0ab55f3)')' thrown while requesting HEAD https://huggingface.co/unsloth/qwen2.5-7b-instruct-bnb-4bit/resolve/main/adapter_config.json
        """,
        "Hugging Face had an outage that day (resolved the next day). Transient.",
    ),
    real(
        GH + "OpenMOSS/MOSS/issues/204", "OpenMOSS/MOSS", "model_loading_error", "transient", RESTART,
        "ReadTimeoutError: HTTPSConnectionPool(host='cdn-lfs.huggingface.co', port=443): Read timed out.",
        r"""
            339 if isinstance(err, SocketTimeout):
        --> 340     raise ReadTimeoutError(
            341         self, url, "Read timed out. (read timeout=%s)" % timeout_value
            342     )

        ReadTimeoutError: HTTPSConnectionPool(host='cdn-lfs.huggingface.co', port=443): Read timed out. (read timeout=10.0)

        During handling of the above exception, another exception occurred:
        """,
        "A read timeout while downloading weights; nothing concluded, label rests on the log (a retry "
        "usually gets through).",
    ),
    real(
        GH + "hisfog/SfMNeXt-Impl/issues/24", "hisfog/SfMNeXt-Impl", "connection_error", "user_code", USER,
        "socket.timeout: timed out",
        r"""
        (/data/ccy/env/SfMNeXt) ccy@kxB1:/data/ccy/project/SfMNeXt-Impl-main$ python train.py ./args_files/args_res50_kitti_192x640_train.txt
        Traceback (most recent call last):
          File "/data/ccy/env/SfMNeXt/lib/python3.9/site-packages/urllib3/connection.py", line 203, in _new_conn
            sock = connection.create_connection(
          File "/data/ccy/env/SfMNeXt/lib/python3.9/site-packages/urllib3/util/connection.py", line 73, in create_connection
            sock.connect(sa)
        socket.timeout: timed out
        """,
        "The training host cannot reach the Hugging Face Hub at all (the reporter asks to download the "
        "weights by hand): every start fails the same way until the weights are provided locally.",
    ),
]

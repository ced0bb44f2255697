"""Hand-written TCPStore/rendezvous and storage (S3, NFS, Lustre, disk) cases."""

from __future__ import annotations

from typing import Any

from corpus_logfmt import TRAIN_FRAMES
from corpus_single import ADAPTED, GH, RDZV_FRAMES, Ctx, py_fail


def store_and_storage_cases() -> list[dict[str, Any]]:
    cases = [
        py_fail(
            "tcpstore-clients-timeout",
            GH + "OpenRLHF/OpenRLHF/issues/1040",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            [
                "torch.distributed.DistStoreError: Timed out after 1801 seconds waiting "
                "for clients. 1/3 clients joined."
            ],
            rank=0,
            steps=0,
            notes="TCPStore master waited for workers at startup; the others never connected. " + ADAPTED,
        ),
        py_fail(
            "tcpstore-client-socket-timeout",
            GH + "vllm-project/vllm/issues/19670",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            [
                "torch.distributed.DistNetworkError: The client socket has "
                "timed out after 600000ms while trying to connect to "
                "(172.17.0.9, 46229)."
            ],
            rank=3,
            steps=0,
            notes="A worker could not reach the store at startup.",
        ),
        py_fail(
            "rendezvous-connection-error",
            GH + "pytorch/pytorch/issues/107021",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            [
                "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the "
                "C10d "
                "store has failed. See inner exception for details."
            ],
            style="plain",
            frames=RDZV_FRAMES,
            steps=0,
            before=[
                "[E socket.cpp:860] [c10d] The client socket has timed out after 60s while trying to connect "
                "to 192.0.0.1:1234"
            ],
            notes="torchrun's c10d rendezvous could not reach its endpoint.",
        ),
        py_fail(
            "rendezvous-timeout",
            GH + "ymcui/Chinese-LLaMA-Alpaca-2/issues/274",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            ["torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError"],
            style="plain",
            frames=RDZV_FRAMES,
            steps=0,
            notes="Multi-node rendezvous timed out waiting for the other nodes.",
        ),
        py_fail(
            "store-socket-timeout-midrun",
            GH + "alibaba/Pai-Megatron-Patch/issues/468",
            "connection_error",
            "transient",
            "restart_from_checkpoint",
            ["torch.distributed.DistStoreError: Socket Timeout"],
            rank=0,
            notes="Store socket timeout during a run on 4 A800s.",
        ),
        py_fail(
            "s3-slowdown-multipart",
            GH + "ray-project/deltacat/issues/51",
            "storage_error",
            "storage",
            "restart_from_checkpoint",
            [
                "botocore.exceptions.ClientError: An error occurred (SlowDown) when "
                "calling the CompleteMultipartUpload operation"
            ],
            frames=[
                *TRAIN_FRAMES[:2],
                ("/workspace/ckpt/s3.py", 77, "finish", "self.client.complete_multipart_upload(**req)"),
            ],
            rank=0,
            notes="S3 throttling at checkpoint upload: transient storage fault.",
        ),
        py_fail(
            "s3-access-denied",
            "synthetic",
            "storage_error",
            "user_code",
            "no_restart_notify_user",
            [
                "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the "
                "PutObject "
                "operation: Access Denied"
            ],
            frames=[
                *TRAIN_FRAMES[:2],
                ("/workspace/ckpt/s3.py", 52, "save", "self.client.put_object(**req)"),
            ],
            rank=0,
            notes="Wrong bucket policy or credentials: it will fail again the same way.",
        ),
        py_fail(
            "s3-request-time-skewed",
            GH + "aws-deepracer-community/deepracer-core/issues/81",
            "storage_error",
            "unknown",
            "needs_human",
            [
                "botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) "
                "when calling the PutObject operation: The difference between the "
                "request time and the server's time is too large."
            ],
            rank=0,
            ambiguous=True,
            notes="The node's clock drifted: an NTP problem on the host, neither user "
            "code nor a transient storage hiccup.",
        ),
        py_fail(
            "nfs-stale-handle-torch-save",
            GH + "huggingface/transformers/issues/9732",
            "storage_error",
            "storage",
            "restart_from_checkpoint",
            ["OSError: [Errno 116] Stale file handle"],
            frames=[
                (
                    "/home/jim/trainer.py",
                    916,
                    "_save_checkpoint",
                    'torch.save(self.optimizer.state_dict(), os.path.join(output_dir, "optimizer.pt"))',
                ),
                (
                    "/usr/lib/python3.11/site-packages/torch/serialization.py",
                    374,
                    "save",
                    "_legacy_save(obj, opened_file, pickle_module, pickle_protocol)",
                ),
            ],
            rank=0,
            notes="NFS stale handle while saving a checkpoint; storage hiccup. " + ADAPTED,
        ),
        py_fail(
            "hf-cache-stale-handle",
            GH + "modelscope/ms-swift/issues/6695",
            "storage_error",
            "storage",
            "restart_from_checkpoint",
            [
                "OSError: [Errno 116] Stale file handle: '/mnt/shared/.cache/huggingface/"
                "datasets/arrow/indices-7f3a.arrow'"
            ],
            frames=[
                (
                    "/usr/local/lib/python3.10/dist-packages/datasets/arrow_dataset.py",
                    4101,
                    "_select_with_indices_mapping",
                    "os.chmod(indices_cache_file_name, 0o666 & ~umask)",
                )
            ],
            rank=1,
            notes="Shared-filesystem HF cache; every node reported it in the thread.",
        ),
        py_fail(
            "disk-full-checkpoint-write",
            GH + "pytorch/pytorch/issues/10577",
            "storage_error",
            "storage",
            "no_restart_notify_user",
            ["OSError: [Errno 28] No space left on device"],
            frames=[
                *TRAIN_FRAMES[:2],
                ("/workspace/ckpt/io.py", 88, "save_shard", "shutil.copyfile(tmp, dst)"),
                ("/usr/lib/python3.11/shutil.py", 269, "copyfile", "_fastcopy_sendfile(fsrc, fdst)"),
            ],
            rank=0,
            before=["saving checkpoint at iteration 12000 to /checkpoints/run42/iter_0012000"],
            notes="Checkpoint volume full (the thread: 'The server's disc was saturated'). Someone must "
            "free space or change retention; restarting fills it again.",
        ),
        py_fail(
            "stream-writer-file-write-failed",
            GH + "hiyouga/LlamaFactory/issues/1223",
            "storage_error",
            "storage",
            "needs_human",
            [
                "RuntimeError: [enforce fail at inline_container.cc:445] . "
                "PytorchStreamWriter failed writing file data/176: file write failed"
            ],
            frames=[
                (
                    "/usr/local/lib/python3.10/site-packages/torch/serialization.py",
                    650,
                    "_save",
                    "zip_file.write_record(name, storage.data_ptr(), num_bytes)",
                )
            ],
            rank=0,
            ambiguous=True,
            before=["Saving model checkpoint to pt_output/checkpoint-10"],
            notes="torch.save's generic write failure: a full disk, a quota or a flaky network filesystem; "
            "the log does not say which.",
        ),
    ]

    ctx = Ctx("lustre-io-error", host="cn-284")
    ctx.preamble()
    ctx.kernel(
        "LustreError: 11-0: scratch-OST0012-osc-ffff9a3c1e2f4000: operation ost_write to node 10.1.0.12@o2ib "
        "failed: rc = -107"
    )
    ctx.kernel(
        "Lustre: scratch-OST0012-osc-ffff9a3c1e2f4000: Connection to scratch-OST0012 (at 10.1.0.12@o2ib) "
        "was lost; in progress operations using this service will wait for recovery to complete"
    )
    root = ctx.tb(
        0,
        [
            "OSError: [Errno 5] Input/output error: '/lustre/scratch/ckpt/run42/iter_0012000/"
            "mp_rank_00_model_states.pt'"
        ],
    )
    ctx.summary(0, 1)
    cases.append(
        ctx.case(
            "synthetic",
            "storage_error",
            "storage",
            "restart_from_checkpoint",
            root,
            ctx.who(0),
            notes="Lustre OST connection lost during a checkpoint write; the EIO is the failure, "
            "the kernel lines explain it. Adapted Lustre client messages.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*store_and_storage_cases()]

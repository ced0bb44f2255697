"""Hand-written GPU cases: Xids, ECC, row remapping, NVLink and NVSwitch."""

from __future__ import annotations

from typing import Any

from corpus_single import ADAPTED, CUDA_NOTE, GH, XID_CATALOG, Ctx, py_fail


def xid_case(
    cid: str,
    source: str,
    code: int,
    text: str,
    category: str,
    blame: str,
    action: str,
    app: str | None,
    rank: int,
    ambiguous: bool = False,
    notes: str = "",
    bus: str = "3b",
    name: str = "python3",
) -> dict[str, Any]:
    """A kernel Xid on the job's node, then (optionally) the rank's CUDA error and torchrun's report."""
    ctx = Ctx(cid)
    ctx.preamble()
    root = ctx.kernel(f"NVRM: Xid (PCI:0000:{bus}:00): {code}, pid={ctx.pid0 + rank}, name={name}, {text}")
    if app:
        ctx.tb(rank, [f"RuntimeError: CUDA error: {app}", *CUDA_NOTE])
        ctx.summary(rank, 1, [r for r in range(8) if r != rank][:2])
    return ctx.case(source, category, blame, action, root, ctx.who(rank), ambiguous, notes)


def gpu_cases() -> list[dict[str, Any]]:
    cases = [
        xid_case(
            "xid79-fallen-off-bus-dmesg",
            GH + "NVIDIA/open-gpu-kernel-modules/issues/507",
            79,
            "GPU has fallen off the bus.",
            "gpu_xid",
            "node_hardware",
            "cordon_and_restart",
            "unspecified launch failure",
            3,
            notes=ADAPTED + " Overheating/power per the thread.",
        ),
        xid_case(
            "xid119-gsp-timeout",
            XID_CATALOG,
            119,
            "Timeout after 6s of waiting for RPC response from GPU5 "
            "GSP! Expected function 76 (GSP_RM_CONTROL) (0x20801702 0x4).",
            "gpu_xid",
            "node_hardware",
            "cordon_and_restart",
            "unknown error",
            5,
            bus="ba",
            notes="GSP RPC timeout; NVIDIA's catalog: reset the GPU. Synthetic job around an adapted line.",
        ),
        xid_case(
            "xid13-sm-warp-exception-user",
            GH + "leptonai/gpud/pull/46",
            13,
            "Graphics SM Warp Exception on (GPC 7, TPC 7, SM 0): Illegal Instruction Parameter",
            "gpu_xid",
            "user_code",
            "no_restart_notify_user",
            "unspecified launch failure",
            2,
            bus="cb",
            notes="Xid 13 is an application fault per NVIDIA's catalog; the custom Triton kernel is at "
            "fault and will fault again.",
        ),
        xid_case(
            "xid109-ctx-switch-timeout",
            GH + "pytorch/pytorch/issues/74235",
            109,
            "Ch 00000028, errorString CTX SWITCH TIMEOUT, Info 0x2c014",
            "gpu_xid",
            "unknown",
            "needs_human",
            "unspecified launch failure",
            0,
            ambiguous=True,
            bus="01",
            name="python",
            notes="Xid 109 with a launch failure at a random point of training; the thread traced it to "
            "pinned memory, others to hardware: unclear.",
        ),
        xid_case(
            "xid48-dbe-dmesg",
            XID_CATALOG,
            48,
            "An uncorrectable double bit error (DBE) has been detected "
            "on GPU in the framebuffer at partition 2, subpartition 1.",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            "uncorrectable ECC error encountered",
            6,
            bus="db",
            notes="Xid 48 double-bit ECC, then torch's uncorrectable ECC error on the same GPU's rank.",
        ),
        xid_case(
            "xid94-contained-ecc",
            GH + "leptonai/gpud/pull/1174",
            94,
            "Contained ECC error.",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            "uncorrectable ECC error encountered",
            4,
            bus="9b",
            notes="Xid 94 (line format from the gpud PR); contained, but the GPU needs a reset before reuse.",
        ),
        xid_case(
            "xid95-uncontained-ecc",
            XID_CATALOG,
            95,
            "Uncontained ECC error.",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            "uncorrectable ECC error encountered",
            1,
            bus="2a",
            notes="Xid 95 uncontained ECC; NVIDIA's catalog: reset GPU, drain. Adapted line.",
        ),
        xid_case(
            "xid74-nvlink-fatal",
            GH + "NVIDIA/NVSentinel/issues/364",
            74,
            "NVLink: fatal error detected on link 11(0x0, 0x0, 0x0, 0x0, 0x0, 0x200000, 0x0)",
            "nvlink_error",
            "node_hardware",
            "cordon_and_restart",
            "an uncorrectable NVLink error was detected during the execution",
            7,
            bus="db",
            notes="Xid 74 with register dump; NVSentinel's workflow classifies link bits.",
        ),
    ]

    ctx = Ctx("xid79-journal-no-pid")
    ctx.preamble()
    ctx.c10(
        3,
        "ProcessGroupNCCL.cpp:1899",
        "[PG ID 0 PG GUID 0(default_pg) Rank 3] Process group watchdog thread "
        "terminated with exception: CUDA error: unknown error",
    )
    root = ctx.raw(
        f"{ctx.clock.syslog()} {ctx.host} kernel: NVRM: Xid (PCI:0000:44:00): 79, GPU has fallen off the bus."
    )
    ctx.raw("Unable to determine the device handle for GPU0000:44:00.0: Unknown Error")
    ctx.summary(3, -6, [0, 1])
    cases.append(
        ctx.case(
            GH + "NVIDIA/NVSentinel/issues/155",
            "gpu_xid",
            "node_hardware",
            "cordon_and_restart",
            root,
            ctx.who(3),
            notes="journalctl format without pid; nvidia-smi can no longer see "
            "the GPU. The app error is printed before the kernel line.",
        )
    )

    ctx = Ctx("fallen-off-bus-no-xid")
    ctx.preamble()
    ctx.kernel("NVRM: The NVIDIA GPU 0000:b3:00.0")
    ctx.kernel("NVRM: (PCI ID: 10de:26b5) installed in this system has")
    root = ctx.kernel("NVRM: fallen off the bus and is not responding to commands.")
    ctx.kernel("NVRM: The NVIDIA probe routine failed for 1 device(s).")
    ctx.tb(6, ["RuntimeError: CUDA error: unknown error", *CUDA_NOTE])
    ctx.summary(6, 1)
    cases.append(
        ctx.case(
            GH + "NVIDIA/NVSentinel/issues/155",
            "gpu_xid",
            "node_hardware",
            "cordon_and_restart",
            root,
            ctx.who(6),
            notes="Fallen off the bus without an Xid number, split over kernel lines (multi-line awareness).",
        )
    )

    ctx = Ctx("xid149-nvlink-netir-then-xid45")
    ctx.preamble()
    root = ctx.kernel(
        "NVRM: Xid (PCI:0019:01:00): 149, NETIR_LINK_EVT Fatal XC0 i0 Link 00 (0x025001c6 "
        "0x00000000 0x00000000 0x00000000 0x00000000 0x00000000)"
    )
    ctx.kernel(
        f"NVRM: Xid (PCI:0019:01:00): 45, pid={ctx.pid0}, name=python3, Ch 00000001 caused by previous "
        "Xid 149"
    )
    ctx.tb(
        0,
        [
            "RuntimeError: CUDA error: an uncorrectable NVLink error was detected during the execution",
            *CUDA_NOTE,
        ],
    )
    ctx.summary(0, 1)
    cases.append(
        ctx.case(
            GH + "leptonai/gpud/pull/1174",
            "nvlink_error",
            "node_hardware",
            "cordon_and_restart",
            root,
            ctx.who(0),
            notes="Blackwell NVLink Xid 149 fatal, Xid 45 is its echo "
            "(NVIDIA/open-gpu-kernel-modules#1150 shows 'caused by previous Xid 149').",
        )
    )

    ctx = Ctx("sxid-nvswitch-fatal", style="srun")
    ctx.preamble()
    root = ctx.kernel("nvidia-nvswitch4: SXid (PCI:0000:0a:00.0): 20034, Fatal, Link 17 LTSSM Fault Up")
    ctx.raw(
        f"{ctx.clock.syslog()} {ctx.host} nv-fabricmanager[1987]: detected NVSwitch fatal error 20034 on "
        "fid 0 "
        "on NVSwitch pci bus id 00000000:0a:00.0 physical id 4 port 17"
    )
    ctx.tb(
        5,
        [
            "RuntimeError: CUDA error: an uncorrectable NVLink error was detected during the execution",
            *CUDA_NOTE,
        ],
    )
    ctx.raw(f"srun: error: {ctx.host}: task 5: Exited with exit code 1")
    cases.append(
        ctx.case(
            "https://docs.nvidia.com/datacenter/tesla/fabric-manager-user-guide/index.html",
            "nvlink_error",
            "node_hardware",
            "cordon_and_restart",
            root,
            ctx.who(5),
            notes="Fatal NVSwitch SXid and fabric manager report (guide's SXid section); adapted.",
        )
    )

    ctx = Ctx("xid64-row-remap-failure")
    ctx.preamble()
    root = ctx.kernel(
        f"NVRM: Xid (PCI:0000:5d:00): 64, pid={ctx.pid0 + 3}, name=python3, Row Remapper: failed to "
        "record row remapping (remap failure), retire GPU."
    )
    ctx.tb(3, ["RuntimeError: CUDA error: uncorrectable ECC error encountered", *CUDA_NOTE])
    ctx.summary(3, 1)
    ctx.raw("$ nvidia-smi -q -i 3 -d ROW_REMAPPER | grep -A6 'Remapped Rows'")
    ctx.raw("    Remapped Rows")
    ctx.raw("        Correctable Error                 : 0")
    ctx.raw("        Uncorrectable Error               : 512")
    ctx.raw("        Pending                           : No")
    ctx.raw("        Remapping Failure Occurred        : Yes")
    cases.append(
        ctx.case(
            "https://docs.nvidia.com/deploy/nvml-api/api/structnvmlRemappedRowsInfo__v2__t.html",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            root,
            ctx.who(3),
            notes="Row-remapping failure (NVML bFailureOccurred) with the epilog's nvidia-smi "
            "output; the GPU must be replaced. Adapted Xid 64 text.",
        )
    )

    ctx = Ctx("ecc-uncorrectable-rich-traceback", style="plain")
    ctx.preamble()
    for src in (
        "│    988 │   │                                                            │",
        "│    989 │   │   return self._apply(convert)                              │",
        "╰──────────────────────────────────────────────────────────────────────────╯",
    ):
        ctx.raw(src)
    root = ctx.raw("RuntimeError: CUDA error: uncorrectable ECC error encountered")
    ctx.raw(
        "CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below "
        "might be incorrect."
    )
    ctx.raw("[15:58:29] WARNING  Sending process 197 closing signal SIGTERM                     api.py:699")
    cases.append(
        ctx.case(
            GH + "huggingface/accelerate/issues/1192",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            root,
            None,
            notes="accelerate's rich traceback; no host or rank is printed, so no culprit can be "
            "named from the log. The thread confirms hardware.",
        )
    )

    cases.append(
        py_fail(
            "ecc-uncorrectable-torchrun",
            GH + "vllm-project/vllm/issues/5222",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            ["RuntimeError: CUDA error: uncorrectable ECC error encountered", *CUDA_NOTE],
            rank=5,
            notes=ADAPTED + " Maintainer: 'This usually means a hardware error'.",
        )
    )

    ctx = Ctx("ecc-cuda-init-tensorflow", style="plain")
    ctx.raw(
        "2026-11-21 03:14:07.118201: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1639] Found device 0"
    )
    root = ctx.raw(
        "2026-11-21 03:14:07.401187: F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to "
        "fetch value instead of handling error Internal: failed initializing StreamExecutor for CUDA "
        "device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_ECC_UNCORRECTABLE"
        ": uncorrectable ECC error encountered"
    )
    ctx.raw("Aborted (core dumped)")
    cases.append(
        ctx.case(
            GH + "nagadit/DeepFaceLab_Linux/issues/89",
            "ecc_error",
            "node_hardware",
            "cordon_and_restart",
            root,
            None,
            notes="TensorFlow's form of the ECC error at context creation; the reporter moved to "
            "another machine. No host in the log.",
        )
    )
    return cases


def cases() -> list[dict[str, Any]]:
    return [*gpu_cases()]

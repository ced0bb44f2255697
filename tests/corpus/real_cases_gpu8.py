# ruff: noqa
"""Real faults injected on a GPU machine, batch GPU8: examples/gpu_faults.py run under torchrun by
scripts/gpu-fault-logs.sh on one NVIDIA H100 80GB HBM3 (driver 580.159.04, CUDA 13.0, PyTorch
2.11.0+cu130, NCCL 2.28.9), 2026-11-24. Each log is the console output as printed (stdout and stderr
interleaved); only the checkout's path was replaced by /job/. The OOM runs used a cgroup with
memory.max=6G. Every case comes from one pseudo-repository, crashcart/gpu-fault-injection, which the
fold rule puts in the test fold; these logs were made to measure, and no rule was written from them.
Labels follow tests/corpus/README.md's labelling rules from the log alone; the notes say what was
injected."""

from __future__ import annotations

from real_kit import HUMAN, USER, injected

CASES = [
    injected(
        "cuda_oom",
        "cuda_oom",
        "user_code",
        USER,
        'torch.OutOfMemoryError: CUDA out of memory.',
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 188, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 176, in main
            {
          File "/job/examples/gpu_faults.py", line 75, in cuda_oom
            model(tokens[:, :-1])
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1779, in _wrapped_call_impl
            return self._call_impl(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1790, in _call_impl
            return forward_call(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/container.py", line 253, in forward
            input = module(input)
                    ^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1779, in _wrapped_call_impl
            return self._call_impl(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1790, in _call_impl
            return forward_call(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/sparse.py", line 189, in forward
            return F.embedding(
                   ^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/functional.py", line 2567, in embedding
            return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 78.35 GiB. GPU 0 has a total capacity of 79.18 GiB of which 77.14 GiB is free. Including non-PyTorch memory, this process has 2.03 GiB memory in use. Of the allocated memory 1.30 GiB is allocated by PyTorch, and 5.68 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html#optimizing-memory-usage-with-pytorch-cuda-alloc-conf)
        E1124 06:05:48.277000 464 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 487) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:05:48
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 487)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'A batch too large for the card (the script asks for twice the free memory in activations): '
        "PyTorch's caching allocator refuses it; the same batch fails again after a restart.",
        ambiguous=False,
    ),
    injected(
        "device_assert",
        "assertion_error",
        "user_code",
        USER,
        'Assertion `ind >=0 && ind < ind_dim_size',
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [32,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [33,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [34,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [35,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [36,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [37,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [38,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [39,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [40,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [41,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [42,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [43,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [44,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [45,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [46,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [47,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [48,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [49,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [50,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [51,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [52,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [53,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [54,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [55,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [56,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [57,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [58,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [59,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [60,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [61,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [62,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [63,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [0,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [1,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [2,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [3,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [4,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [5,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [6,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [7,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [8,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [9,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [10,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [11,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [12,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [13,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [14,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [15,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [16,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [17,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [18,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [19,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [20,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [21,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [22,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [23,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [24,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [25,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [26,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [27,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [28,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [29,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [30,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        /pytorch/aten/src/ATen/native/cuda/IndexKernelUtils.cu:16: vectorized_gather_kernel: block: [401,0,0], thread: [31,0,0] Assertion `ind >=0 && ind < ind_dim_size && "vectorized gather kernel index out of bounds"` failed.
        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 188, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 176, in main
            {
          File "/job/examples/gpu_faults.py", line 84, in device_assert
            print(f"logits {logits.sum().item():.4f}", flush=True)
                            ^^^^^^^^^^^^^^^^^^^
        torch.AcceleratorError: CUDA error: device-side assert triggered
        Search for `cudaErrorAssert' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        E1124 06:06:04.987000 517 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 540) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:06:04
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 540)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        "A token id past the embedding table (600 in a 512-row table): the gather kernel's "
        'device-side assert, reported at the next synchronising call. The same data fails again.',
        ambiguous=False,
    ),
    injected(
        "illegal_address",
        "cuda_error",
        "user_code",
        HUMAN,
        'torch.AcceleratorError: CUDA error: an illegal memory access was encountered',
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 233, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 219, in main
            {
          File "/job/examples/gpu_faults.py", line 108, in illegal_address
            torch.cuda.synchronize(device)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py", line 1162, in synchronize
            return torch._C._cuda_synchronize()
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        torch.AcceleratorError: CUDA error: an illegal memory access was encountered
        Search for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        E1124 06:13:47.673000 439 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 463) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:13:47
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 463)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'Injected: a Triton kernel scales an element index by a row stride and writes far past its '
        "buffer, so the cause is the job's code. The log alone is a bare illegal memory access with "
        'no Xid and no hardware signature, which the labelling rules leave to a human (ambiguous).',
        ambiguous=True,
    ),
    injected(
        "invalid_ordinal",
        "cuda_error",
        "user_code",
        USER,
        'torch.AcceleratorError: CUDA error: invalid device ordinal',
        r"""
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 188, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 170, in main
            invalid_ordinal(local_rank)
          File "/job/examples/gpu_faults.py", line 107, in invalid_ordinal
            torch.cuda.set_device(local_rank)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py", line 638, in set_device
            torch._C._cuda_setDevice(device)
        torch.AcceleratorError: CUDA error: invalid device ordinal
        GPU device may be out of range, do you have enough GPUs?
        CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
        For debugging consider passing CUDA_LAUNCH_BLOCKING=1
        Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

        W1124 06:06:31.632000 635 torch/distributed/elastic/multiprocessing/api.py:1012] Sending process 658 closing signal SIGTERM
        E1124 06:06:31.747000 635 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 1 (pid: 659) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
        [1]:
          time      : 2026-11-24_06:06:31
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : -15 (pid: 658)
          error_file: <N/A>
          traceback : Signal 15 (SIGTERM) received by PID 658
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:06:31
          host      : localhost
          rank      : 1 (local_rank: 1)
          exitcode  : 1 (pid: 659)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'Two ranks per node launched on a node with one GPU, each calling set_device(LOCAL_RANK): '
        'local rank 1 asks for a GPU that does not exist. A launch configuration error; recurs.',
        ambiguous=False,
    ),
    injected(
        "nccl_duplicate_gpu",
        "runtime_error",
        "user_code",
        USER,
        'NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 60',
        r"""
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        NCCL version 2.28.9+cuda13.0

        [2026-11-24 06:06:42] vm:701:701 [0] init.cc:904 NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 60

        [2026-11-24 06:06:42] vm:700:700 [0] init.cc:904 NCCL WARN Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 60
        [rank1]: Traceback (most recent call last):
        [rank1]:   File "/job/examples/gpu_faults.py", line 188, in <module>
        [rank1]:     main()
        [rank1]:   File "/job/examples/gpu_faults.py", line 172, in main
        [rank1]:     nccl_duplicate_gpu()
        [rank1]:   File "/job/examples/gpu_faults.py", line 118, in nccl_duplicate_gpu
        [rank1]:     dist.all_reduce(grad)
        [rank1]:   File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/c10d_logger.py", line 83, in wrapper
        [rank1]:     return func(*args, **kwargs)
        [rank1]:            ^^^^^^^^^^^^^^^^^^^^^
        [rank1]:   File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", line 3068, in all_reduce
        [rank1]:     work = group.allreduce([tensor], opts)
        [rank1]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank1]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9
        [rank1]: ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        [rank1]: Last error:
        [rank1]: Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 60
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/job/examples/gpu_faults.py", line 188, in <module>
        [rank0]:     main()
        [rank0]:   File "/job/examples/gpu_faults.py", line 172, in main
        [rank0]:     nccl_duplicate_gpu()
        [rank0]:   File "/job/examples/gpu_faults.py", line 118, in nccl_duplicate_gpu
        [rank0]:     dist.all_reduce(grad)
        [rank0]:   File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/c10d_logger.py", line 83, in wrapper
        [rank0]:     return func(*args, **kwargs)
        [rank0]:            ^^^^^^^^^^^^^^^^^^^^^
        [rank0]:   File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", line 3068, in all_reduce
        [rank0]:     work = group.allreduce([tensor], opts)
        [rank0]:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        [rank0]: torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.cpp:93, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.28.9
        [rank0]: ncclInvalidUsage: This usually reflects invalid usage of NCCL library.
        [rank0]: Last error:
        [rank0]: Duplicate GPU detected : rank 0 and rank 1 both on CUDA device 60
        [rank1]:[W1124 06:06:43.599648875 ProcessGroupNCCL.cpp:1575] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())
        [rank0]:[W1124 06:06:43.603487258 ProcessGroupNCCL.cpp:1575] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())
        E1124 06:06:43.523000 673 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 700) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
        [1]:
          time      : 2026-11-24_06:06:43
          host      : localhost
          rank      : 1 (local_rank: 1)
          exitcode  : 1 (pid: 701)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:06:43
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 700)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'Both ranks given GPU 0 (no per-rank device selection): ncclInvalidUsage at the first '
        'collective. Recurs with the same launch.',
        ambiguous=False,
    ),
    injected(
        "device_mismatch",
        "runtime_error",
        "user_code",
        USER,
        'RuntimeError: Expected all tensors to be on the same device',
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 188, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 176, in main
            {
          File "/job/examples/gpu_faults.py", line 127, in device_mismatch
            model(tokens[:, :-1])
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1779, in _wrapped_call_impl
            return self._call_impl(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1790, in _call_impl
            return forward_call(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/container.py", line 253, in forward
            input = module(input)
                    ^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1779, in _wrapped_call_impl
            return self._call_impl(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/module.py", line 1790, in _call_impl
            return forward_call(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/modules/sparse.py", line 189, in forward
            return F.embedding(
                   ^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/nn/functional.py", line 2567, in embedding
            return torch.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        RuntimeError: Expected all tensors to be on the same device, but got index is on cpu, different from other tensors on cuda:0 (when checking argument in method wrapper_CUDA__index_select)
        E1124 06:07:02.049000 719 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 746) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:07:02
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 746)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'A batch left on the CPU fed to a model on the GPU: a bug in the training script; recurs.',
        ambiguous=False,
    ),
    injected(
        "nan_anomaly",
        "nan_or_value_error",
        "user_code",
        USER,
        "RuntimeError: Function 'SqrtBackward0' returned nan values in its 0th output.",
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        /opt/torch/.venv/lib/python3.12/site-packages/torch/autograd/graph.py:869: UserWarning: Error detected in SqrtBackward0. Traceback of forward call that caused the error:
          File "/job/examples/gpu_faults.py", line 188, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 176, in main
            {
          File "/job/examples/gpu_faults.py", line 137, in nan_anomaly
            loss = torch.sqrt(logits.mean() - logits.max())
         (Triggered internally at /pytorch/torch/csrc/autograd/python_anomaly_mode.cpp:122.)
          return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 188, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 176, in main
            {
          File "/job/examples/gpu_faults.py", line 138, in nan_anomaly
            loss.backward()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/_tensor.py", line 631, in backward
            torch.autograd.backward(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/autograd/__init__.py", line 381, in backward
            _engine_run_backward(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/autograd/graph.py", line 869, in _engine_run_backward
            return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        RuntimeError: Function 'SqrtBackward0' returned nan values in its 0th output.
        E1124 06:07:17.519000 772 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 799) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:07:17
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 799)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'Anomaly detection on, a square root of a negative value in the loss: NaN in backward. '
        'Deterministic; recurs.',
        ambiguous=False,
    ),
    injected(
        "hung_rank",
        "hang",
        "unknown",
        HUMAN,
        'Timed out waiting 30000ms for recv operation to complete',
        r"""
        *****************************************
        Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
        *****************************************
        step 0 loss 6.2691
        step 0 loss 6.2340
        step 1 loss 6.2690
        step 1 loss 6.2455
        step 2 loss 6.2641
        step 2 loss 6.2582
        step 3 loss 6.2555
        step 3 loss 6.2578
        step 4 loss 6.2604
        step 4 loss 6.2479
        [rank0]: Traceback (most recent call last):
        [rank0]:   File "/job/examples/gpu_faults.py", line 188, in <module>
        [rank0]:     main()
        [rank0]:   File "/job/examples/gpu_faults.py", line 168, in main
        [rank0]:     hung_rank(rank)
        [rank0]:   File "/job/examples/gpu_faults.py", line 155, in hung_rank
        [rank0]:     dist.all_reduce(p.grad)
        [rank0]:   File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/c10d_logger.py", line 83, in wrapper
        [rank0]:     return func(*args, **kwargs)
        [rank0]:            ^^^^^^^^^^^^^^^^^^^^^
        [rank0]:   File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/distributed_c10d.py", line 3075, in all_reduce
        [rank0]:     work.wait()
        [rank0]: RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 30000ms for recv operation to complete
        W1124 06:08:01.429000 825 torch/distributed/elastic/multiprocessing/api.py:1012] Sending process 849 closing signal SIGTERM
        E1124 06:08:01.462000 825 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 848) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
        [1]:
          time      : 2026-11-24_06:08:01
          host      : localhost
          rank      : 1 (local_rank: 1)
          exitcode  : -15 (pid: 849)
          error_file: <N/A>
          traceback : Signal 15 (SIGTERM) received by PID 849
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:08:01
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 848)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        "Injected: rank 1 stops taking part in collectives at step 5 (it sleeps); rank 0's gloo "
        'all_reduce times out after 30 s and torchrun ends rank 1 with SIGTERM. The log shows only '
        "the survivor's timeout and no cause for the silence (ambiguous: a collective timeout with "
        'no root cause anywhere).',
        ambiguous=True,
    ),
    injected(
        "host_oom_console",
        "host_oom",
        "user_code",
        HUMAN,
        'failed (exitcode: -9) local_rank: 0',
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        step 3 loss 6.2497
        step 4 loss 6.2496
        step 5 loss 6.2495
        step 6 loss 6.2494
        step 7 loss 6.2493
        step 8 loss 6.2492
        step 9 loss 6.2491
        step 10 loss 6.2490
        step 11 loss 6.2489
        step 12 loss 6.2488
        step 13 loss 6.2487
        step 14 loss 6.2486
        step 15 loss 6.2485
        step 16 loss 6.2484
        step 17 loss 6.2483
        step 18 loss 6.2482
        step 19 loss 6.2481
        step 20 loss 6.2480
        step 21 loss 6.2479
        step 22 loss 6.2478
        step 23 loss 6.2477
        step 24 loss 6.2476
        step 25 loss 6.2475
        step 26 loss 6.2474
        step 27 loss 6.2473
        step 28 loss 6.2472
        step 29 loss 6.2471
        step 30 loss 6.2470
        step 31 loss 6.2469
        step 32 loss 6.2468
        step 33 loss 6.2467
        step 34 loss 6.2466
        step 35 loss 6.2465
        step 36 loss 6.2464
        step 37 loss 6.2463
        step 38 loss 6.2462
        step 39 loss 6.2461
        step 40 loss 6.2460
        step 41 loss 6.2459
        step 42 loss 6.2458
        step 43 loss 6.2457
        step 44 loss 6.2456
        step 45 loss 6.2455
        step 46 loss 6.2454
        step 47 loss 6.2453
        step 48 loss 6.2452
        step 49 loss 6.2451
        step 50 loss 6.2450
        step 51 loss 6.2449
        step 52 loss 6.2448
        step 53 loss 6.2447
        step 54 loss 6.2446
        step 55 loss 6.2445
        step 56 loss 6.2444
        step 57 loss 6.2443
        step 58 loss 6.2442
        step 59 loss 6.2441
        step 60 loss 6.2440
        step 61 loss 6.2439
        step 62 loss 6.2438
        step 63 loss 6.2437
        step 64 loss 6.2436
        step 65 loss 6.2435
        step 66 loss 6.2434
        step 67 loss 6.2433
        step 68 loss 6.2432
        step 69 loss 6.2431
        step 70 loss 6.2430
        step 71 loss 6.2429
        step 72 loss 6.2428
        step 73 loss 6.2427
        step 74 loss 6.2426
        step 75 loss 6.2425
        step 76 loss 6.2424
        step 77 loss 6.2423
        step 78 loss 6.2422
        step 79 loss 6.2421
        step 80 loss 6.2420
        step 81 loss 6.2419
        step 82 loss 6.2418
        step 83 loss 6.2417
        E1124 06:14:04.887000 508 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: -9) local_rank: 0 (pid: 531) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ====================================================
        /job/examples/gpu_faults.py FAILED
        ----------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ----------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:14:04
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : -9 (pid: 531)
          error_file: <N/A>
          traceback : Signal 9 (SIGKILL) received by PID 531
        ====================================================
        """,
        "Injected: the job keeps 64 MiB of host memory per step until the kernel's OOM killer ends "
        'the rank in its cgroup (memory.max 6G). The console alone shows only exit code -9 '
        '(SIGKILL) and no OOM record: a bare SIGKILL is ambiguous by the labelling rules.',
        ambiguous=True,
    ),
    injected(
        "host_oom_dmesg",
        "host_oom",
        "user_code",
        USER,
        'Memory cgroup out of memory: Killed process',
        r"""
        step 0 loss 6.2575
        step 1 loss 6.2636
        step 2 loss 6.2556
        step 3 loss 6.2497
        step 4 loss 6.2496
        step 5 loss 6.2495
        step 6 loss 6.2494
        step 7 loss 6.2493
        step 8 loss 6.2492
        step 9 loss 6.2491
        step 10 loss 6.2490
        step 11 loss 6.2489
        step 12 loss 6.2488
        step 13 loss 6.2487
        step 14 loss 6.2486
        step 15 loss 6.2485
        step 16 loss 6.2484
        step 17 loss 6.2483
        step 18 loss 6.2482
        step 19 loss 6.2481
        step 20 loss 6.2480
        step 21 loss 6.2479
        step 22 loss 6.2478
        step 23 loss 6.2477
        step 24 loss 6.2476
        step 25 loss 6.2475
        step 26 loss 6.2474
        step 27 loss 6.2473
        step 28 loss 6.2472
        step 29 loss 6.2471
        step 30 loss 6.2470
        step 31 loss 6.2469
        step 32 loss 6.2468
        step 33 loss 6.2467
        step 34 loss 6.2466
        step 35 loss 6.2465
        step 36 loss 6.2464
        step 37 loss 6.2463
        step 38 loss 6.2462
        step 39 loss 6.2461
        step 40 loss 6.2460
        step 41 loss 6.2459
        step 42 loss 6.2458
        step 43 loss 6.2457
        step 44 loss 6.2456
        step 45 loss 6.2455
        step 46 loss 6.2454
        step 47 loss 6.2453
        step 48 loss 6.2452
        step 49 loss 6.2451
        step 50 loss 6.2450
        step 51 loss 6.2449
        step 52 loss 6.2448
        step 53 loss 6.2447
        step 54 loss 6.2446
        step 55 loss 6.2445
        step 56 loss 6.2444
        step 57 loss 6.2443
        step 58 loss 6.2442
        step 59 loss 6.2441
        step 60 loss 6.2440
        step 61 loss 6.2439
        step 62 loss 6.2438
        step 63 loss 6.2437
        step 64 loss 6.2436
        step 65 loss 6.2435
        step 66 loss 6.2434
        step 67 loss 6.2433
        step 68 loss 6.2432
        step 69 loss 6.2431
        step 70 loss 6.2430
        step 71 loss 6.2429
        step 72 loss 6.2428
        step 73 loss 6.2427
        step 74 loss 6.2426
        step 75 loss 6.2425
        step 76 loss 6.2424
        step 77 loss 6.2423
        step 78 loss 6.2422
        step 79 loss 6.2421
        step 80 loss 6.2420
        step 81 loss 6.2419
        step 82 loss 6.2418
        step 83 loss 6.2417
        E1124 06:14:04.887000 508 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: -9) local_rank: 0 (pid: 531) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ====================================================
        /job/examples/gpu_faults.py FAILED
        ----------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ----------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:14:04
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : -9 (pid: 531)
          error_file: <N/A>
          traceback : Signal 9 (SIGKILL) received by PID 531
        ====================================================
        [Tue Nov 24 06:14:04 2026] python3 invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0
        [Tue Nov 24 06:14:04 2026] Tasks state (memory values in pages):
        [Tue Nov 24 06:14:04 2026] [  pid  ]   uid  tgid total_vm      rss rss_anon rss_file rss_shmem pgtables_bytes swapents oom_score_adj name
        [Tue Nov 24 06:14:04 2026] [    508]     0   508  4206103   131644    74448    57196         0  2097152        0             0 pt_elastic
        [Tue Nov 24 06:14:04 2026] [    531]     0   531  6236104  1590901  1487908    97809      5184 14422016        0             0 python3
        [Tue Nov 24 06:14:04 2026] oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=crashcart-gpu-faults,mems_allowed=0,oom_memcg=/crashcart-gpu-faults,task_memcg=/crashcart-gpu-faults,task=python3,pid=531,uid=0
        [Tue Nov 24 06:14:04 2026] Memory cgroup out of memory: Killed process 531 (python3) total-vm:24944416kB, anon-rss:5951632kB, file-rss:391236kB, shmem-rss:20736kB, UID:0 pgtables:14084kB oom_score_adj:0
        """,
        "The same run as the console-only case, with the kernel's OOM-killer record of that moment "
        "appended (dmesg -T): the rank's own memory grew past its cgroup's limit, and it grows the "
        'same way after a restart.',
        ambiguous=False,
    ),
    injected(
        "dataloader_oom",
        "dataloader_killed",
        "user_code",
        USER,
        'RuntimeError: DataLoader worker (pid 622) is killed by signal: Killed.',
        r"""
        step 0 loss 6.2607
        step 1 loss 6.2292
        step 2 loss 6.2529
        step 3 loss 6.2702
        step 4 loss 6.2613
        step 5 loss 6.2542
        step 6 loss 6.2508
        step 7 loss 6.2673
        step 8 loss 6.2681
        step 9 loss 6.2744
        step 10 loss 6.2642
        step 11 loss 6.2611
        step 12 loss 6.2293
        step 13 loss 6.2879
        step 14 loss 6.2409
        step 15 loss 6.2770
        step 16 loss 6.2299
        step 17 loss 6.2667
        step 18 loss 6.2723
        step 19 loss 6.2409
        step 20 loss 6.2376
        step 21 loss 6.2176
        step 22 loss 6.2750
        step 23 loss 6.2874
        step 24 loss 6.2932
        step 25 loss 6.2841
        step 26 loss 6.3020
        step 27 loss 6.2115
        step 28 loss 6.2967
        step 29 loss 6.2709
        step 30 loss 6.2665
        step 31 loss 6.2858
        step 32 loss 6.2747
        step 33 loss 6.2745
        step 34 loss 6.3034
        step 35 loss 6.2381
        step 36 loss 6.2703
        step 37 loss 6.2598
        step 38 loss 6.2565
        step 39 loss 6.3161
        step 40 loss 6.3171
        step 41 loss 6.2641
        step 42 loss 6.2923
        step 43 loss 6.2727
        step 44 loss 6.2229
        step 45 loss 6.3016
        step 46 loss 6.2735
        step 47 loss 6.2030
        step 48 loss 6.2617
        step 49 loss 6.2962
        step 50 loss 6.2457
        step 51 loss 6.2860
        step 52 loss 6.2701
        step 53 loss 6.2518
        step 54 loss 6.2693
        step 55 loss 6.2468
        step 56 loss 6.2570
        step 57 loss 6.3219
        step 58 loss 6.3104
        step 59 loss 6.2746
        step 60 loss 6.2556
        step 61 loss 6.2620
        step 62 loss 6.2800
        step 63 loss 6.2970
        step 64 loss 6.2564
        step 65 loss 6.2366
        step 66 loss 6.3038
        step 67 loss 6.2658
        step 68 loss 6.2507
        step 69 loss 6.2496
        step 70 loss 6.3140
        step 71 loss 6.2809
        step 72 loss 6.2021
        step 73 loss 6.2961
        step 74 loss 6.2359
        step 75 loss 6.2971
        step 76 loss 6.2799
        step 77 loss 6.2699
        step 78 loss 6.2516
        step 79 loss 6.2546
        Traceback (most recent call last):
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/utils/data/dataloader.py", line 1310, in _try_get_data
            data = self._data_queue.get(timeout=timeout)
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/lib/python3.12/multiprocessing/queues.py", line 113, in get
            if not self._poll(timeout):
                   ^^^^^^^^^^^^^^^^^^^
          File "/usr/lib/python3.12/multiprocessing/connection.py", line 257, in poll
            return self._poll(timeout)
                   ^^^^^^^^^^^^^^^^^^^
          File "/usr/lib/python3.12/multiprocessing/connection.py", line 440, in _poll
            r = wait([self], timeout)
                ^^^^^^^^^^^^^^^^^^^^^
          File "/usr/lib/python3.12/multiprocessing/connection.py", line 1136, in wait
            ready = selector.select(timeout)
                    ^^^^^^^^^^^^^^^^^^^^^^^^
          File "/usr/lib/python3.12/selectors.py", line 415, in select
            fd_event_list = self._selector.poll(timeout)
                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/utils/data/_utils/signal_handling.py", line 73, in handler
            _error_if_any_worker_fails()
        RuntimeError: DataLoader worker (pid 622) is killed by signal: Killed.

        The above exception was the direct cause of the following exception:

        Traceback (most recent call last):
          File "/job/examples/gpu_faults.py", line 233, in <module>
            main()
          File "/job/examples/gpu_faults.py", line 219, in main
            {
          File "/job/examples/gpu_faults.py", line 193, in dataloader_oom
            for step, tokens in enumerate(loader):
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/utils/data/dataloader.py", line 741, in __next__
            data = self._next_data()
                   ^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/utils/data/dataloader.py", line 1524, in _next_data
            idx, data = self._get_data()
                        ^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/utils/data/dataloader.py", line 1483, in _get_data
            success, data = self._try_get_data()
                            ^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/utils/data/dataloader.py", line 1323, in _try_get_data
            raise RuntimeError(
        RuntimeError: DataLoader worker (pid(s) 622) exited unexpectedly
        E1124 06:14:24.814000 573 torch/distributed/elastic/multiprocessing/api.py:986] failed (exitcode: 1) local_rank: 0 (pid: 600) of binary: /opt/torch/.venv/bin/python3
        Traceback (most recent call last):
          File "<frozen runpy>", line 198, in _run_module_as_main
          File "<frozen runpy>", line 88, in _run_code
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 994, in <module>
            main()
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 362, in wrapper
            return f(*args, **kwargs)
                   ^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 990, in main
            run(args)
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/run.py", line 981, in run
            elastic_launch(
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 170, in __call__
            return launch_agent(self._config, self._entrypoint, list(args))
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          File "/opt/torch/.venv/lib/python3.12/site-packages/torch/distributed/launcher/api.py", line 317, in launch_agent
            raise ChildFailedError(
        torch.distributed.elastic.multiprocessing.errors.ChildFailedError:
        ============================================================
        /job/examples/gpu_faults.py FAILED
        ------------------------------------------------------------
        Failures:
          <NO_OTHER_FAILURES>
        ------------------------------------------------------------
        Root Cause (first observed failure):
        [0]:
          time      : 2026-11-24_06:14:24
          host      : localhost
          rank      : 0 (local_rank: 0)
          exitcode  : 1 (pid: 600)
          error_file: <N/A>
          traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
        ============================================================
        """,
        'A Dataset that caches every sample in each worker: the OOM killer ends a DataLoader worker '
        "(kernel record: pt_data_worker killed in the job's memory cgroup). Recurs.",
        ambiguous=False,
    ),
]

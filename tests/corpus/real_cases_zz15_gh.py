# ruff: noqa
"""Real excerpts, batch ZZ15-GH: development-fold failures of LLM inference and serving stacks other
than the big engines already in the corpus: TensorRT-LLM containers and deploy paths, Triton Model
Navigator, NIM containers, Llama Stack's providers in front of vLLM and Ollama, vLLM platform plugins
(Gaudi, Spyre), structured-output libraries inside a vLLM engine core (xgrammar, llguidance), a mosec
model server, torchchat, the GuideLLM load generator, the Envoy AI Gateway, a GPU operator under the
vLLM production stack and Qwen on TensorRT-LLM. The search corpora were exhausted for this session, so
the excerpts come from what the repositories themselves publish: pull-request descriptions kept as
squash-commit messages (the `source` is the pull request, or the commit where none is named) and
troubleshooting pages of the project documentation (the `source` is the page), in repositories new to
the corpus whose `fold_of(repo)` is "dev". Taken as they came from scanning those repositories for
pasted error output, not picked for what crashcart can do, and nobody ran crashcart on these cases
before they were labelled. Verbatim log lines as printed (trimmed to the relevant part; markdown and
reStructuredText indentation removed); labelled from what each pull request or page concluded, or from
the log where it concluded nothing (the notes say which)."""

from __future__ import annotations

from real_kit import CORDON, HUMAN, RESTART, USER, real

GH = "https://github.com/"


CASES = [
    real(
        GH + "NVIDIA-AI-Blueprints/rag/blob/main/docs/troubleshooting.md",
        "NVIDIA-AI-Blueprints/rag",
        "os_error",
        "user_code",
        USER,
        "nimlib.exceptions.ManifestDownloadError: Error downloading manifest: I/O error Permission denied",
        r"""
        INFO 2026-02-02 12:52:12.892 nim_sdk.py:376] Downloading manifest profile: 2d9b8aac4a16d01e22e86db6b130e32889dcf73a2b28a996495c0904b9773453
        ERROR 2026-02-02 12:52:13.083 nim_sdk.py:338] Download failed after 1 attempts. Last exception: I/O error Permission denied (os error 13)
        ERROR 2026-02-02 12:52:13.083 nimutils.py:57] Error downloading models, ignoring and continuing startup
        ...
        nimlib.exceptions.ManifestDownloadError: Error downloading manifest: I/O error Permission denied (os error 13)
        """,
        "A self-hosted NIM LLM container of the RAG blueprint cannot download its model manifest: the "
        "model cache is not writable (os error 13), although the API key is right. The maintainers' "
        "troubleshooting page gives the cause: on hosts where the user ID is neither 1000 nor 0 the NIM "
        "container cannot write its cache directory; starting the containers with USERID=0 fixes it. A "
        "deployment setting that fails the same way on every restart: the user changes it.",
    ),
    real(
        GH + "vllm-project/production-stack/blob/main/docs/source/getting_started/prerequisite.rst",
        "vllm-project/production-stack",
        "os_error",
        "user_code",
        USER,
        "failed to create FS watcher for /var/lib/kubelet/device-plugins/: too many open files",
        r"""
        $ kubectl -n gpu-operator logs daemonset/nvidia-device-plugin-daemonset -c nvidia-device-plugin
        IS_HOST_DRIVER=true
        NVIDIA_DRIVER_ROOT=/
        DRIVER_ROOT_CTR_PATH=/host
        NVIDIA_DEV_ROOT=/
        DEV_ROOT_CTR_PATH=/host
        Starting nvidia-device-plugin
        I0131 19:35:42.895845       1 main.go:235] "Starting NVIDIA Device Plugin" version=<
           d475b2cf
           commit: d475b2cfcf12b983a4975d4fc59d91af432cf28e
        >
        I0131 19:35:42.895917       1 main.go:238] Starting FS watcher for /var/lib/kubelet/device-plugins
        E0131 19:35:42.895933       1 main.go:173] failed to create FS watcher for /var/lib/kubelet/device-plugins/: too many open files
        """,
        "Setting up the GPU operator for the vLLM production stack on minikube or kind: the NVIDIA device "
        "plugin pod crash-loops because it cannot create its inotify watcher (too many open files), so no "
        "GPU is advertised to the vLLM pods. The project's prerequisites page names the cause, the host's "
        "low inotify limits known from kind, and the fix (raise fs.inotify limits on the host). Host "
        "configuration that recurs until changed: notify the user, no restart or cordon.",
    ),
    real(
        GH + "NVIDIA/Model-Optimizer/pull/1365",
        "NVIDIA/Model-Optimizer",
        "other",
        "user_code",
        USER,
        "returned error code: 401 Unauthorized",
        r"""
        GpuFreq=control_disabled
        pyxis: importing docker image: nvcr.io/nvidia/tensorrt-llm/release:1.3.0rc10
        Apr 28 13:35:59.491365 2515157 slurmstepd   0x155552c3b780: error: pyxis: child 2515158 failed with error code: 1
        Apr 28 13:35:59.491415 2515157 slurmstepd   0x155552c3b780: error: pyxis: failed to import docker image
        Apr 28 13:35:59.491433 2515157 slurmstepd   0x155552c3b780: error: pyxis: printing enroot log file:
        Apr 28 13:35:59.491453 2515157 slurmstepd   0x155552c3b780: error: pyxis:     [INFO] Querying registry for permission grant
        Apr 28 13:35:59.491469 2515157 slurmstepd   0x155552c3b780: error: pyxis:     [INFO] Authenticating with user: <anonymous>
        Apr 28 13:35:59.491483 2515157 slurmstepd   0x155552c3b780: error: pyxis:     [INFO] Authentication succeeded
        Apr 28 13:35:59.491499 2515157 slurmstepd   0x155552c3b780: error: pyxis:     [INFO] Fetching image manifest list
        Apr 28 13:35:59.491512 2515157 slurmstepd   0x155552c3b780: error: pyxis:     [INFO] Fetching image manifest
        Apr 28 13:35:59.491524 2515157 slurmstepd   0x155552c3b780: error: pyxis:     [ERROR] URL https://registry-1.docker.io/v2/nvcr.io/nvidia/tensorrt-llm/release/manifests/1.3.0rc10 returned error code: 401 Unauthorized
        Apr 28 13:35:59.491564 2515157 slurmstepd   0x155552c3b780: error: pyxis: couldn't start container
        Apr 28 13:35:59.491579 2515157 slurmstepd   0x155552c3b780: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1
        Apr 28 13:35:59.491593 2515157 slurmstepd   0x155552c3b780: error: Failed to invoke spank plugin stack
        Apr 28 13:35:59.515523 2515146 slurmstepd   0x155552c3b780: error: pyxis: child 2515240 failed with error code: 1
        """,
        "A Slurm task of the project's launcher (EAGLE3 example on Qwen3-8B) cannot start its "
        "TensorRT-LLM container: pyxis/enroot gets 401 Unauthorized fetching the nvcr.io image and the "
        "spank plugin fails the step. The PR found the cause in the example's config: HOME=/tmp in the "
        "container hid the user's enroot credentials file, and fixed the YAML. A configuration error that "
        "fails every rerun the same way, not the node.",
    ),
    real(
        GH + "NVIDIA/Model-Optimizer/pull/831",
        "NVIDIA/Model-Optimizer",
        "cuda_error",
        "framework_bug",
        USER,
        "torch.AcceleratorError: CUDA error: an illegal memory access was encountered",
        r"""
        File "/opt/TensorRT-Model-Optimizer/modelopt/torch/quantization/plugins/transformer_engine.py", line 152, in te_grouped_quantized_linear_fn
            quantized_inputs = self.input_quantizer(inp)

        File "/opt/TensorRT-Model-Optimizer/modelopt/torch/quantization/calib/max.py", line 69, in collect
            assert torch.all(local_amax >= 0), (

        torch.AcceleratorError: CUDA error: an illegal memory access was encountered
        """,
        "MoE quantization calibration with Megatron expert parallelism and Transformer Engine grouped "
        "linears dies with an illegal memory access inside the input quantizer's amax collection. The PR "
        "attributes it to the library's own workaround that forced every token through every expert, "
        "feeding garbage (inf/nan) inputs to calibration, and removes it. Deterministic in the code path, "
        "no hardware line: fix the code, no restart.",
    ),
    real(
        GH + "meta-llama/llama-stack/pull/1688",
        "meta-llama/llama-stack",
        "runtime_error",
        "framework_bug",
        USER,
        "EOFError: Ran out of input",
        r"""
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732] Traceback (most recent call last):
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/.conda/envs/myenv/lib/python3.10/site-packages/torch/multiprocessing/spawn.py", line 90, in _wrap
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     fn(i, *args)
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/.conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/api.py", line 611, in _wrap
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     ret = record(fn)(*args_)
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/.conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 355, in wrapper
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     return f(*args, **kwargs)
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/internal-llama-stack/llama_stack/providers/inline/inference/meta_reference/parallel_utils.py", line 249, in worker_process_entrypoint
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     task = req_gen.send(result)
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/internal-llama-stack/llama_stack/providers/inline/inference/meta_reference/parallel_utils.py", line 156, in retrieve_requests
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     torch.distributed.broadcast_object_list(
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/.conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/c10d_logger.py", line 81, in wrapper
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     return func(*args, **kwargs)
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/.conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 3504, in broadcast_object_list
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     object_list[i] = _tensor_to_object(obj_view, obj_size, group)
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]   File "/home/yyy/.conda/envs/myenv/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 2961, in _tensor_to_object
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]     return _unpickler(io.BytesIO(buf)).load()
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732] EOFError: Ran out of input
        E0318 12:55:24.472000 1562188 site-packages/torch/distributed/elastic/multiprocessing/api.py:732]
        Process SpawnProcess-1:
        Traceback (most recent call last):
        """,
        "The meta-reference inference provider serving Llama 4 with model-parallel worker processes "
        "(torch.multiprocessing spawn) dies in broadcast_object_list while a worker receives the next "
        "request: EOFError unpickling the broadcast object. The PR says these errors came at random and "
        "were most likely an access to an already deallocated tensor in the provider's request passing, "
        "fixed in the code. A framework bug in the serving code, not the node: notify, no cordon.",
    ),
    real(
        GH + "meta-llama/llama-stack/pull/1325",
        "meta-llama/llama-stack",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "openai.BadRequestError: Error code: 400",
        r"""
        00:50:19.834 [START] /v1/inference/chat-completion
        INFO 2025-02-28 00:50:20,203 httpx:1025: HTTP Request: POST https://api-xeai-granite-3-1-8b-instruct.apps.int.stc.ai.preprod.us-east-1.aws.paas.redhat.com/v1/chat/completions "HTTP/1.1 400 Bad Request"
        Traceback (most recent call last):
          File "/usr/local/lib/python3.10/site-packages/llama_stack/distribution/server/server.py", line 235, in endpoint
            return await maybe_await(value)
          File "/usr/local/lib/python3.10/site-packages/llama_stack/distribution/server/server.py", line 201, in maybe_await
            return await value
          File "/usr/local/lib/python3.10/site-packages/llama_stack/providers/utils/telemetry/trace_protocol.py", line 89, in async_wrapper
            result = await method(self, *args, **kwargs)
          File "/usr/local/lib/python3.10/site-packages/llama_stack/distribution/routers/routers.py", line 193, in chat_completion
            return await provider.chat_completion(**params)
          File "/usr/local/lib/python3.10/site-packages/llama_stack/providers/utils/telemetry/trace_protocol.py", line 89, in async_wrapper
            result = await method(self, *args, **kwargs)
          File "/usr/local/lib/python3.10/site-packages/llama_stack/providers/remote/inference/vllm/vllm.py", line 286, in chat_completion
            return await self._nonstream_chat_completion(request, self.client)
          File "/usr/local/lib/python3.10/site-packages/llama_stack/providers/remote/inference/vllm/vllm.py", line 292, in _nonstream_chat_completion
            r = client.chat.completions.create(**params)
          File "/usr/local/lib/python3.10/site-packages/openai/_utils/_utils.py", line 279, in wrapper
            return func(*args, **kwargs)
          File "/usr/local/lib/python3.10/site-packages/openai/resources/chat/completions/completions.py", line 879, in create
            return self._post(
          File "/usr/local/lib/python3.10/site-packages/openai/_base_client.py", line 1290, in post
            return cast(ResponseT, self.request(cast_to, opts, stream=stream, stream_cls=stream_cls))
          File "/usr/local/lib/python3.10/site-packages/openai/_base_client.py", line 967, in request
            return self._request(
          File "/usr/local/lib/python3.10/site-packages/openai/_base_client.py", line 1071, in _request
            raise self._make_status_error_from_response(err.response) from None
        openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': "[{'type': 'value_error', 'loc': ('body',), 'msg': 'Value error, When using `tool_choice`, `tools` must be set.', 'input': {'messages': [{'role': 'user', 'content': [{'type': 'text', 'text': 'What model are you?'}]}], 'model': 'granite-3-1-8b-instruct', 'max_tokens': 4096, 'stream': False, 'temperature': 0.0, 'tools': None, 'tool_choice': 'auto'}, 'ctx': {'error': ValueError('When using `tool_choice`, `tools` must be set.')}}]", 'type': 'BadRequestError', 'param': None, 'code': 400}
        INFO:     2600:1700:9d20:ac0::49:59736 - "POST /v1/inference/chat-completion HTTP/1.1" 500 Internal Server Error
        00:50:20.266 [END] /v1/inference/chat-completion [StatusCode.OK] (431.99ms)
        """,
        "Llama Stack's remote::vllm provider forwards a chat completion to a vLLM OpenAI-compatible "
        "server serving granite-3.1-8b; vLLM <= 0.6.3 rejects it with 400 (tool_choice set without tools) "
        "and the stack returns 500. The PR fixed the adapter to omit tool_choice when no tools are given. "
        "A version incompatibility between the proxy and the engine: every such request fails until the "
        "code or versions change.",
    ),
    real(
        GH + "pytorch/torchchat/pull/1061",
        "pytorch/torchchat",
        "assertion_error",
        "framework_bug",
        USER,
        "assert type(s) is str",
        r"""
        Traceback (most recent call last):
            File "/home/ubuntu/cali/torchchat/torchchat.py", line 69, in <module>
                generate_main(args)
            File "/home/ubuntu/cali/torchchat/generate.py", line 896, in main
                for _ in gen.chat(generator_args):
            File "/home/ubuntu/cali/torchchat/generate.py", line 748, in chat
                self.chat_formatter.encode_header(
            File "/home/ubuntu/cali/torchchat/generate.py", line 53, in encode_header
                tokens.extend(self.tokenizer.encode(role, bos=False, eos=False))
            File "/home/ubuntu/cali/torchchat/tokenizer/tiktoken.py", line 133, in encode
                assert type(s) is str
        """,
        "torchchat's chat mode fails on the first turn with an assertion in the tiktoken tokenizer (the "
        "role header is not passed as a string). The PR author reproduces it in any chat session and "
        "traces it to a regression from PR #1035, fixed in code. Recurs with the same version: notify, no "
        "restart.",
    ),
    real(
        GH + "vllm-project/guidellm/pull/686",
        "vllm-project/guidellm",
        "other",
        "unknown",
        HUMAN,
        "RuntimeError: Worker process group startup failed",
        r"""
        26-04-03 12:41:20|ERROR            |guidellm.scheduler.worker_group:_process_health_monitor:292 - Worker process 13821 died unexpectedly (signal 11)
        26-04-03 12:41:20|ERROR            |guidellm.scheduler.worker_group:_process_health_monitor:292 - Worker process 13822 died unexpectedly (signal 11)
        26-04-03 12:41:20|ERROR            |guidellm.scheduler.worker_group:_process_health_monitor:292 - Worker process 13823 died unexpectedly (signal 11)
        26-04-03 12:41:20|ERROR            |guidellm.scheduler.worker_group:_process_health_monitor:292 - Worker process 13824 died unexpectedly (signal 11)
        26-04-03 12:41:20|ERROR            |guidellm.scheduler.worker_group:_process_health_monitor:292 - Worker process 13825 died unexpectedly (signal 11)
        Traceback (most recent call last):
          File "/Users/joconnel/Documents/projects/ai/guidellm/src/guidellm/scheduler/scheduler.py", line 143, in run
            raise err
          File "/Users/joconnel/Documents/projects/ai/guidellm/src/guidellm/scheduler/scheduler.py", line 126, in run
            await worker_group.create_processes()
          File "/Users/joconnel/Documents/projects/ai/guidellm/src/guidellm/scheduler/worker_group.py", line 273, in create_processes
            raise RuntimeError(f"Worker process group startup failed: {detail}")
        RuntimeError: Worker process group startup failed: Worker process 13820 died unexpectedly (signal 11); Worker process 13821 died unexpectedly (signal 11); Worker process 13822 died unexpectedly (signal 11); Worker process 13823 died unexpectedly (signal
        11); Worker process 13824 died unexpectedly (signal 11); Worker process 13825 died unexpectedly (signal 11); Worker process 13826 died unexpectedly (signal 11); Worker process 13827 died unexpectedly (signal 11); Worker process 13828 died unexpectedly
        (signal 11); Worker process 13829 died unexpectedly (signal 11). Check system logs for details. Consider an alternative multiprocessing start method (spawn, fork, forkserver) via the GUIDELLM__MP_CONTEXT_TYPE environment variable
        """,
        "A GuideLLM benchmark against an LLM server: every worker process of the load generator dies at "
        "once with signal 11 before sending requests (before this PR the run hung). The author only says "
        "all workers segfaulted at the same time 'for some reason' and suggests trying another "
        "multiprocessing start method; no cause was found. The label rests on the log: a bare "
        "segmentation fault with no root cause, for a human.",
        ambiguous=True,
    ),
    real(
        GH + "vllm-project/vllm-gaudi/pull/823",
        "vllm-project/vllm-gaudi",
        "runtime_error",
        "framework_bug",
        USER,
        "RuntimeError: Worker failed with error 'Encoder cache miss",
        r"""
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881] EngineCore encountered a fatal error.
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881] Traceback (most recent call last):
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/engine/core.py", line 872, in run_engine_core
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     engine_core.run_busy_loop()
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/engine/core.py", line 899, in run_busy_loop
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     self._process_engine_step()
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/engine/core.py", line 932, in _process_engine_step
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     outputs, model_executed = self.step_fn()
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]                               ^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/engine/core.py", line 462, in step_with_batch_queue
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     model_output = future.result()
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]                    ^^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/executor/multiproc_executor.py", line 80, in result
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     return super().result()
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]            ^^^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/usr/lib/python3.12/concurrent/futures/_base.py", line 449, in result
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     return self.__get_result()
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]            ^^^^^^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/usr/lib/python3.12/concurrent/futures/_base.py", line 401, in __get_result
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     raise self._exception
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/executor/multiproc_executor.py", line 84, in wait_for_response
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     response = self.aggregate(get_response())
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]                               ^^^^^^^^^^^^^^
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]   File "/workspace/vllm-project/vllm/v1/executor/multiproc_executor.py", line 342, in get_response
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881]     raise RuntimeError(
        (EngineCore_DP0 pid=262909) ERROR 01-13 14:23:52 [core.py:881] RuntimeError: Worker failed with error 'Encoder cache miss for 9def2746268d93d5b729bcf246ccb1ddfa4af2391dff4854a97c2c5c99e7967b.', please check the stack trace above for the root cause
        """,
        "vLLM on Gaudi (vllm-gaudi plugin) serving a multimodal model with caching under load: the "
        "EngineCore dies with a fatal error, a worker reporting an encoder cache miss. The PR traces it "
        "to the plugin encoding only scheduler_output.scheduled_encoder_inputs rather than every feature "
        "the gather step needs, and fixes it. A plugin bug that recurs with the same version and traffic: "
        "notify, no hardware action.",
    ),
    real(
        GH + "vllm-project/vllm-gaudi/pull/822",
        "vllm-project/vllm-gaudi",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: 'ProcessorInputs' object is not subscriptable",
        r"""
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936]   File "/mnt/ceph1/youzhi/vllm-gaudi/vllm_gaudi/v1/worker/hpu_model_runner.py", line 4750, in warmup_model
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936]     self.warmup_multimodal_graphs(self.get_model().vision_bucket_manager.multimodal_buckets)
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936]   File "/mnt/ceph1/youzhi/vllm-gaudi/vllm_gaudi/v1/worker/hpu_model_runner.py", line 4633, in warmup_multimodal_graphs
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936]     batched_dummy_mm_inputs = self._get_mm_dummy_batch(modality, img_arg, ratio_w, ratio_h)
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936]   File "/mnt/ceph1/youzhi/vllm-gaudi/vllm_gaudi/v1/worker/hpu_model_runner.py", line 4596, in _get_mm_dummy_batch
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936]     dummy_mm_item = dummy_mm_data['image'][0]
        (EngineCore_DP0 pid=743478) ERROR 01-15 06:22:21 [core.py:936] TypeError: 'ProcessorInputs' object is not subscriptable
        """,
        "vllm serve of Qwen2.5-VL-7B-Instruct on Gaudi fails during model warmup of the multimodal "
        "graphs: the plugin indexes the dummy multimodal data as a list but upstream vLLM now returns "
        "ProcessorInputs. The PR fixes the plugin for the new upstream API. A version mismatch between "
        "plugin and engine that fails every start: notify.",
    ),
    real(
        GH + "vllm-project/vllm-spyre/pull/185",
        "vllm-project/vllm-spyre",
        "nan_or_value_error",
        "user_code",
        USER,
        "ValueError: Sampling parameters are missing",
        r"""
        WARNING 04-23 02:30:31 [scheduler.py:717] Input prompt (306 tokens) is too long and exceeds limit of 256
        CRITICAL 04-23 02:30:31 [launcher.py:116] MQLLMEngine is already dead, terminating server process
        INFO:     127.0.0.1:54294 - "POST /v1/embeddings HTTP/1.1" 500 Internal Server Error
        ERROR 04-23 02:30:31 [engine.py:160] ValueError('Sampling parameters are missing for a CompletionRequest.')
        ERROR 04-23 02:30:31 [engine.py:160] Traceback (most recent call last):
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/engine/multiprocessing/engine.py", line 158, in start
        ERROR 04-23 02:30:31 [engine.py:160]     self.run_engine_loop()
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/engine/multiprocessing/engine.py", line 221, in run_engine_loop
        ERROR 04-23 02:30:31 [engine.py:160]     request_outputs = self.engine_step()
        ERROR 04-23 02:30:31 [engine.py:160]                       ^^^^^^^^^^^^^^^^^^
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/engine/multiprocessing/engine.py", line 247, in engine_step
        ERROR 04-23 02:30:31 [engine.py:160]     raise e
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/engine/multiprocessing/engine.py", line 230, in engine_step
        ERROR 04-23 02:30:31 [engine.py:160]     return self.engine.step()
        ERROR 04-23 02:30:31 [engine.py:160]            ^^^^^^^^^^^^^^^^^^
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/engine/llm_engine.py", line 1493, in step
        ERROR 04-23 02:30:31 [engine.py:160]     self._process_model_outputs(ctx=ctx)
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/engine/llm_engine.py", line 1220, in _process_model_outputs
        ERROR 04-23 02:30:31 [engine.py:160]     request_output = RequestOutputFactory.create(
        ERROR 04-23 02:30:31 [engine.py:160]                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/outputs.py", line 392, in create
        ERROR 04-23 02:30:31 [engine.py:160]     return RequestOutput.from_seq_group(seq_group, use_cache,
        ERROR 04-23 02:30:31 [engine.py:160]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        ERROR 04-23 02:30:31 [engine.py:160]   File "/opt/vllm/lib64/python3.11/site-packages/vllm/outputs.py", line 181, in from_seq_group
        ERROR 04-23 02:30:31 [engine.py:160]     raise ValueError(
        ERROR 04-23 02:30:31 [engine.py:160] ValueError: Sampling parameters are missing for a CompletionRequest.
        INFO:     Shutting down
        INFO:     Waiting for application shutdown.
        INFO:     Application shutdown complete.
        INFO:     Finished server process [705]
        """,
        "An embeddings request to vLLM on IBM Spyre crashes the whole server: the prompt (306 tokens) "
        "exceeds the model limit of 256 but fits the configured warmup shapes, the engine raises "
        "ValueError and the API server terminates. The PR explains it: warmup shapes longer than the "
        "model's maximum sequence length were accepted without validation, and now rejects them at "
        "startup. The deployment's warmup configuration makes it recur: notify the user.",
    ),
    real(
        GH + "vllm-project/vllm-spyre/pull/577",
        "vllm-project/vllm-spyre",
        "assertion_error",
        "framework_bug",
        USER,
        "AssertionError: Ongoing prefill requests must be in the running queue.",
        r"""
          File "/home/senuser/vllm-spyre/vllm_spyre/v1/core/scheduler.py", line 478, in schedule
            assert all(r in self.running for r in self.ongoing_prefills), \
                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
        AssertionError: Ongoing prefill requests must be in the running queue.
        """,
        "The Spyre chunked-prefill scheduler asserts when a client cancels a large request in the middle "
        "of its chunked prefill: the request leaves the running queue but stays in ongoing_prefills. The "
        "PR adds finish_requests() to remove it. A scheduler bug that any cancelled long request triggers "
        "again: notify, no restart.",
    ),
    real(
        GH + "envoyproxy/ai-gateway/pull/1134",
        "envoyproxy/ai-gateway",
        "other",
        "user_code",
        USER,
        "cannot create backend auth handler: cannot retrieve AWS credentials",
        r"""
        $ ./out/aigw-darwin-arm64 run
        looking up the latest patch for Envoy version 1.35
        1.35.0 is already downloaded
        starting: /tmp/envoy-gateway/versions/1.35.0/bin/envoy in run directory /tmp/envoy-gateway/runs/1756378634894657000
        [2025-08-28 12:57:15.197][3950822][warning][config] [source/server/options_impl_platform_default.cc:9] CPU number provided by HW thread count (instead of cpuset).
        2025/08/28 12:57:18 Error running: external processor run error: failed to start config watcher: failed to load initial config: failed to load config: cannot create backend auth handler: cannot retrieve AWS credentials: failed to refresh cached credentials, no EC2 IMDS role found, operation error ec2imds: GetMetadata, exceeded maximum number of attempts, 3, request send failed, Get "http://169.254.169.254/latest/meta-data/iam/security-credentials/": dial tcp 169.254.169.254:80: connect: host is down

        $ echo $?
        1
        """,
        "`aigw run`, the Envoy AI Gateway (an OpenAI-compatible proxy in front of model backends), cannot "
        "start its external processor: the configured AWS backend needs credentials, none are configured "
        "and the EC2 metadata endpoint does not exist on the laptop. Before this PR the CLI hung "
        "silently; now it exits 1 with the error. Missing credentials in the user's setup: notify.",
    ),
    real(
        GH + "mosecorg/mosec/pull/537",
        "mosecorg/mosec",
        "type_error",
        "user_code",
        USER,
        "TypeError: Type ''Request'' is not supported",
        r"""
        2024-06-15T00:55:54.001558Z  WARNING mosec::coordinator.py:300 [1869971]: Traceback (most recent call last):
           File "/home/user/mosec/lib/python3.10/site-packages/mosec/coordinator.py", line 274, in coordinate     data = [
           File "/home/user/mosec/lib/python3.10/site-packages/mosec/coordinator.py", line 275, in <listcomp>     self.decode(payload, state)
           File "/home/user/mosec/lib/python3.10/site-packages/mosec/coordinator.py", line 243, in decode     self.worker.deserialize(payload)
           File "/home/user/mosec/lib/python3.10/site-packages/mosec/mixin/typed_worker.py", line 45, in deserialize     return msgspec.msgpack.decode(data, type=self._input_typ)
           TypeError: Type ''Request'' is not supported
        """,
        "A mosec rerank model server (sentence-transformers CrossEncoder worker) fails every request "
        "while decoding the msgpack payload. The PR explains it: the server file's `from __future__ "
        "import annotations` turned the Request annotation into a string that mosec's typed worker cannot "
        "resolve; the fix removes the import from the server code. Recurs with the same server code: "
        "notify.",
    ),
    real(
        GH + "guidance-ai/llguidance/pull/286",
        "guidance-ai/llguidance",
        "cuda_error",
        "unknown",
        HUMAN,
        "RuntimeError: No CUDA GPUs are",
        r"""
        ERROR 02-11 06:58:20 [core.py:938] File
        "/usr/local/lib/python3.12/dist-packages/llguidance/torch.py", line 11,
        in allocate_token_bitmask
        ERROR 02-11 06:58:20 [core.py:938]     return torch.full(
        ERROR 02-11 06:58:20 [core.py:938]            ^^^^^^^^^^^
        ERROR 02-11 06:58:20 [core.py:938] RuntimeError: No CUDA GPUs are
        available
        """,
        "In high-concurrency vLLM inference clusters the engine core occasionally crashes allocating "
        "llguidance's pinned token bitmask: No CUDA GPUs are available, although "
        "torch.cuda.is_available() returned True. The PR guesses transient GPU or driver visibility "
        "issues and only adds a CPU-memory fallback; no kernel log or Xid was looked at. A GPU vanishing "
        "from a running process may be the node or the driver: the log alone leaves it open, a person "
        "checks the node.",
        ambiguous=True,
    ),
    real(
        GH + "mlc-ai/xgrammar/pull/507",
        "mlc-ai/xgrammar",
        "type_error",
        "framework_bug",
        USER,
        "TypeError: apply_token_bitmask_inplace_cpu(): incompatible function arguments.",
        r"""
        (EngineCore_DP0 pid=79130) TypeError: apply_token_bitmask_inplace_cpu(): incompatible function arguments. The following argument types are supported:
        (EngineCore_DP0 pid=79130)     1. apply_token_bitmask_inplace_cpu(logits_ptr: int, logits_shape: tuple[int, int], logits_strides: tuple[int, int], bitmask_ptr: int, bitmask_shape: tuple[int, int], bitmask_strides: tuple[int, int], vocab_size: int, indices: collections.abc.Sequence[int] | None, logit_type: str) -> None
        (EngineCore_DP0 pid=79130)
        (EngineCore_DP0 pid=79130) Invoked with types: int, tuple, tuple, int, tuple, tuple, int, torch.Tensor, str
        """,
        "Structured-output decoding in a vLLM EngineCore process fails applying xgrammar's token bitmask "
        "on CPU: the binding gets a torch.Tensor for indices where the C++ function takes a list of ints "
        "(issue #506). The PR fixes the call in xgrammar. A library bug that recurs on every such "
        "request: notify.",
    ),
    real(
        GH + "llamastack/llama-stack-client-python/commit/30770933cc499032d3fff0331795ac9c16615b9e",
        "llamastack/llama-stack-client-python",
        "nan_or_value_error",
        "framework_bug",
        USER,
        "Details: Error code: 400",
        r"""
        llama-stack-client --endpoint http://localhost:$LLAMA_STACK_PORT models list
        ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
        ┃ identifier                       ┃ provider_id           ┃ provider_resource_id      ┃ metadata                       ┃
        ┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
        │ all-MiniLM-L6-v2                 │ sentence-transformers │ all-MiniLM-L6-v2          │ {'embedding_dimension': 384.0} │
        │ meta-llama/Llama-3.2-3B-Instruct │ ollama                │ llama3.2:3b-instruct-fp16 │ {}                             │
        └──────────────────────────────────┴───────────────────────┴───────────────────────────┴────────────────────────────────┘
        llama-stack-client --endpoint http://localhost:$LLAMA_STACK_PORT \
          inference chat-completion \
          --message "hello, what model are you?"
        ╭──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╮
        │ Failed to inference chat-completion                                                                                                          │
        │                                                                                                                                              │
        │ Error Type: BadRequestError                                                                                                                  │
        │ Details: Error code: 400 - {'detail': "Invalid value: Model 'all-MiniLM-L6-v2' is an embedding model and does not support chat completions"} │
        ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
        """,
        "The llama-stack-client CLI sends a chat completion to a Llama Stack server (Llama-3.2-3B on "
        "Ollama) without naming a model and picks the first registered one, an embedding model; the "
        "server answers 400. The commit fixes the client's default model selection to skip embedding "
        "models. Every such call fails the same way until fixed or a model is named: notify.",
    ),
    real(
        GH + "NVIDIA/GenerativeAIExamples/blob/main/community/streaming_ingest_rag/README.md",
        "NVIDIA/GenerativeAIExamples",
        "other",
        "user_code",
        USER,
        "ERROR: The Compose file './docker-compose.yml' is invalid because:",
        r"""
        ERROR: The Compose file './docker-compose.yml' is invalid because:
        services.jupyter.deploy.resources.reservations value Additional properties are not allowed ('devices' was
        unexpected)
        """,
        "Starting the streaming-ingest RAG example (Triton, Milvus and a Jupyter service reserving GPUs) "
        "with docker-compose: the compose file is rejected because the GPU device reservation under "
        "deploy.resources is not understood. The example's README gives the cause, an old docker-compose "
        "v1 binary, and the fix (Compose v2). The user's tooling: notify.",
    ),
    real(
        GH + "Tlntin/Qwen-TensorRT-LLM/blob/main/docs/load_hf_dataset.md",
        "Tlntin/Qwen-TensorRT-LLM",
        "dataset_loading_error",
        "user_code",
        USER,
        "ValueError: Config name is missing.",
        r"""
        ValueError: Config name is missing.
        Please pick one among the available configs: ['3.0.0', '1.0.0', '2.0.0']
        Example of usage:
        	`load_dataset('cnn_dailymail', '3.0.0')`
        """,
        "Loading the local cnn_dailymail copy used by the Qwen TensorRT-LLM example's summarize.py "
        "accuracy check (HF versus TRT-LLM ROUGE) fails: the dataset has three configs and none was "
        "named. The guide's next step passes the version ('3.0.0') and it loads. A call that fails the "
        "same way every time: notify.",
    ),
    real(
        GH + "triton-inference-server/model_navigator/blob/main/docs/pipelines_optimize/optimize/optimize.md",
        "triton-inference-server/model_navigator",
        "file_not_found",
        "user_code",
        USER,
        "FileNotFoundError: [Errno 2] No such file or directory: '/home/usr/.cache/model_navigator/transformer'",
        r"""
        FileNotFoundError Traceback (most recent call last)
        ...
        1 nav.optimize(model.encode, dataloader, config)
        ...
        FileNotFoundError: [Errno 2] No such file or directory: '/home/usr/.cache/model_navigator/transformer'
        """,
        "Triton Model Navigator's nav.optimize on a pipeline fails looking for the inputs and outputs it "
        "should have captured in its cache. The project's guide explains it: the model is driven through "
        "encode()/forward() instead of __call__, so Navigator never recorded data; wrapping it in "
        "nav.Module with forward_func_name fixes it. The user's code: notify.",
    ),
]

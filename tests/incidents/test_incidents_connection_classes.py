"""Connection failures as launchers, stores and HTTP clients document them, end to end (rules, then the
action table, through JobAnalyzer as ``crashcart eval`` reads a log), alone, after training progressed
and while setting up: a client that could not reach its service at all before any progress recurs (a
connect timeout, a name the resolver could not look up, a proxy), credentials refused recur in any
phase, a response the server cut off passes, a lone c10d store connect failure at set-up recurs.
Lines are written in each client's documented format; none is a corpus case."""

from __future__ import annotations

import pytest

from app.vocabulary import DESTRUCTIVE_ACTIONS, Action, Category
from tests.incidents.probe import first, outcome

# Training progressed before the failure (app/incidents/phase.py: a step and a loss counter).
PROGRESS = "step 1200 loss 1.87"
# Process-group set-up, no progress.
SETUP = "torch.distributed.init_process_group(backend='nccl')"

NOTIFY = Action.no_restart_notify_user
RESTART = Action.restart_from_checkpoint
HUMAN = Action.needs_human


def _verdict(lines: list[str]) -> tuple[Action, str | None]:
    v = first(*lines)
    return v.action, v.action_rule  # type: ignore[attr-defined]


# A client that could not reach its service at all: recurs before any progress (alone or at set-up),
# a person decides after training ran (the network the job used until then may have dropped).
UNREACHABLE = [
    # urllib3's ConnectTimeoutError under requests / huggingface_hub
    "requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries "
    "exceeded with url: /api/models/bert-base-uncased (Caused by ConnectTimeoutError(<urllib3.connection."
    "HTTPSConnection object at 0x7f2a>, 'Connection to huggingface.co timed out. (connect timeout=10)'))",
    "httpx.ConnectTimeout: timed out",
    # getaddrinfo's EAI_AGAIN as Python, httpx, aiohttp and c10d print it
    "socket.gaierror: [Errno -3] Temporary failure in name resolution",
    "urllib.error.URLError: <urlopen error [Errno -3] Temporary failure in name resolution>",
    "httpx.ConnectError: [Errno -3] Temporary failure in name resolution",
    "aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host huggingface.co:443 ssl:default "
    "[Temporary failure in name resolution]",
    "[W socket.cpp:601] [c10d] The IPv6 network addresses of (node1, 29500) cannot be retrieved (gai error: "
    "-3 - Temporary failure in name resolution).",
    "ssh: Could not resolve hostname node2: Temporary failure in name resolution",
    # ETIMEDOUT on connect
    "urllib.error.URLError: <urlopen error [Errno 110] Connection timed out>",
    # the datasets library and huggingface_hub saying the Hub could not be reached
    "ConnectionError: Couldn't reach 'squad' on the Hub (ConnectionError)",
    "huggingface_hub.utils._errors.LocalEntryNotFoundError: An error happened while trying to locate the "
    "file on the Hub and we cannot find the requested files in the local cache. Please check your "
    "connection and try again or make sure your Internet connection is on.",
    # a proxy that does not answer, or speaks no TLS
    'botocore.exceptions.ProxyConnectionError: Failed to connect to proxy URL: "http://proxy:3128"',
    "ssl.SSLError: [SSL: WRONG_VERSION_NUMBER] wrong version number (_ssl.c:1129)",
    # conda in the job's set-up, Ray's driver, W&B's run initialisation
    "CondaHTTPError: HTTP 000 CONNECTION FAILED for url <https://conda.anaconda.org/conda-forge/linux-64/"
    "current_repodata.json>",
    "ray.exceptions.RaySystemError: System error: Failed to connect to GCS at address 10.0.0.1:6379 within "
    "5 seconds.",
    "wandb.errors.CommError: Run initialization has timed out after 90.0 sec. Please refer to the "
    "documentation for additional information",
]


@pytest.mark.parametrize("line", UNREACHABLE)
def test_a_service_never_reached_before_progress_recurs(line: str) -> None:
    assert _verdict([line])[0] == NOTIFY
    assert _verdict([SETUP, line])[0] == NOTIFY


@pytest.mark.parametrize("line", UNREACHABLE)
def test_a_service_not_reached_after_progress_is_never_told_to_recur(line: str) -> None:
    # After progress these are no recurrence sign: the same network carried the job until then.
    action, rule = _verdict([PROGRESS, line])
    told_to_recur = {"owner_unknown_recurs", "connection_will_fail_again", "will_recur"}
    assert action != NOTIFY or rule not in told_to_recur


# Credentials or identity refused: recur in any phase.
AUTH = [
    "node2: Permission denied (publickey).",
    "ubuntu@10.0.0.5: Permission denied (publickey,gssapi-keyex,gssapi-with-mic).",
    "Host key verification failed.",
    "requests.exceptions.ProxyError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries "
    "exceeded with url: /x (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection "
    "failed: 407 Proxy Authentication Required')))",
    "wandb.errors.UsageError: api_key not configured (no-tty). call wandb.login(key=[your_api_key])",
    "NeptuneInvalidApiTokenException: The provided API token is invalid.",
]


@pytest.mark.parametrize("line", AUTH)
@pytest.mark.parametrize("before", [[], [PROGRESS], [SETUP]])
def test_credentials_refused_recur_in_any_phase(line: str, before: list[str]) -> None:
    assert _verdict([*before, line])[0] == NOTIFY


# An established HTTP connection the server (or a proxy) cut off mid-response: urllib3's Retry counts
# these as read errors and huggingface_hub's http_backoff retries them; a passing fault.
DROPPED = [
    "http.client.RemoteDisconnected: Remote end closed connection without response",
    "http.client.IncompleteRead: IncompleteRead(1024 bytes read, 2048 more expected)",
    "requests.exceptions.ChunkedEncodingError: (\"Connection broken: ConnectionResetError(104, 'Connection "
    "reset by peer')\", ConnectionResetError(104, 'Connection reset by peer'))",
    "requests.exceptions.ChunkedEncodingError: ('Connection broken: IncompleteRead(0 bytes read, 512 more "
    "expected)', IncompleteRead(0 bytes read, 512 more expected))",
    "urllib3.exceptions.ProtocolError: ('Connection broken: IncompleteRead(0 bytes read, 1 more expected)', "
    "IncompleteRead(0 bytes read, 1 more expected))",
    "httpx.RemoteProtocolError: Server disconnected without sending a response.",
    "aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected",
]


@pytest.mark.parametrize("line", DROPPED)
@pytest.mark.parametrize("before", [[], [PROGRESS], [SETUP]])
def test_a_response_cut_off_restarts(line: str, before: list[str]) -> None:
    assert _verdict([*before, line]) == (RESTART, "connection_passing_fault")


def test_a_proxy_that_cannot_be_reached_at_setup_recurs_even_with_a_dropped_connection() -> None:
    # urllib3 wraps the proxy's dropped connection in its ProxyError: the recurrence sign wins over
    # the passing one while the job sets up.
    lines = [
        "http.client.RemoteDisconnected: Remote end closed connection without response",
        "urllib3.exceptions.ProxyError: ('Unable to connect to proxy', RemoteDisconnected('Remote end closed "
        "connection without response'))",
    ]
    assert _verdict([SETUP, *lines])[0] == NOTIFY


# c10d's client gave up on every address of the store: it retries a refused connect until its timeout
# and stops at once on errors it does not retry, so at set-up the launch's address is wrong.
STORE_CONNECT = [
    "torch.distributed.DistNetworkError: The client socket has failed to connect to any network address of "
    "(10.0.0.1, 29500).",
    "[E socket.cpp:860] [c10d] The client socket has failed to connect to any network address of "
    "(10.1.1.1, 29500).",
    "RuntimeError: The client socket has failed to connect to any network address of (bun003, 9901). The "
    "client socket has failed to connect to bun003.admin:9901 (errno: 113 - No route to host).",
]


@pytest.mark.parametrize("line", STORE_CONNECT)
def test_a_store_connect_failure_at_setup_recurs(line: str) -> None:
    assert _verdict([SETUP, line])[0] == NOTIFY
    assert _verdict([line])[0] == NOTIFY


@pytest.mark.parametrize("line", STORE_CONNECT)
def test_a_store_connect_failure_after_progress_waits_for_a_person(line: str) -> None:
    # a master gone after traffic flowed looks the same; no restart, no notify
    assert _verdict([PROGRESS, line])[0] == HUMAN


@pytest.mark.parametrize(
    "line",
    [
        # documented passing faults stay passing after this change
        "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='huggingface.co', port=443): Read timed "
        "out. (read timeout=10)",
        "requests.exceptions.ConnectionError: ('Connection aborted.', RemoteDisconnected('Remote end closed "
        "connection without response'))",
        "torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. 1/2 clients "
        "joined.",
    ],
)
def test_documented_passing_faults_still_restart_at_setup(line: str) -> None:
    assert _verdict([SETUP, line])[0] == RESTART


@pytest.mark.parametrize(
    "line",
    [
        # echoes of a peer: a person reads them in every phase
        "RuntimeError: Connection reset by peer",
        "torch.distributed.DistNetworkError: Failed to recv, got 0 bytes. Connection was likely closed. Did "
        "the remote server shutdown or crash?",
        "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer "
        "[10.0.0.2]:12345",
    ],
)
@pytest.mark.parametrize("before", [[], [PROGRESS], [SETUP]])
def test_peer_resets_stay_with_a_person(line: str, before: list[str]) -> None:
    action, _ = _verdict([*before, line])
    assert action == HUMAN
    assert action not in DESTRUCTIVE_ACTIONS


# After training progressed, a name server that answered EAI_AGAIN (getaddrinfo(3): a temporary
# failure, try again later) or a connect that timed out on the job's own service is the path or the
# resolver dropping out for a while: urllib3's Retry retries both, and the same addresses worked until
# then, so the job restarts from its checkpoint. Before any progress the same lines recur (above).
DROPPED_OUT_AFTER_PROGRESS = [
    "socket.gaierror: [Errno -3] Temporary failure in name resolution",
    "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.wandb.ai', port=443): Max retries "
    "exceeded with url: /graphql (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object "
    "at 0x7f2a>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))",
    "requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='mlflow.internal', port=443): Max retries "
    "exceeded with url: /api/2.0/mlflow/runs/log-batch (Caused by ConnectTimeoutError(<urllib3.connection."
    "HTTPSConnection object at 0x7f2a>, 'Connection to mlflow.internal timed out. (connect timeout=10)'))",
    "urllib.error.URLError: <urlopen error [Errno 110] Connection timed out>",
]


@pytest.mark.parametrize("line", DROPPED_OUT_AFTER_PROGRESS)
def test_a_resolver_or_path_that_drops_out_after_progress_restarts(line: str) -> None:
    action, rule = _verdict([PROGRESS, line])
    assert action == RESTART, rule
    # the same line before any progress is the launch's network: it recurs
    assert _verdict([line])[0] == NOTIFY
    assert _verdict([SETUP, line])[0] == NOTIFY


@pytest.mark.parametrize(
    "line",
    [
        # a name that does not exist, a refused connect (nothing listens), a proxy: not passing faults
        "socket.gaierror: [Errno -2] Name or service not known",
        "requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=5000): Max retries "
        "exceeded with url: /api (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at "
        "0x7f2a>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        'botocore.exceptions.ProxyConnectionError: Failed to connect to proxy URL: "http://proxy:3128"',
    ],
)
def test_other_unreachable_services_after_progress_do_not_restart(line: str) -> None:
    assert _verdict([PROGRESS, line])[0] != RESTART


@pytest.mark.parametrize(
    "lines",
    [
        # MPICH's Hydra: its sock layer, then the proxy's own advice (check for firewalls!)
        [
            'HYDU_sock_connect (utils/sock/sock.c:180): unable to connect from "node2" to "node1" '
            "(Connection timed out)",
            "[proxy:0:1@node2] main (pm/pmiserv/pmip.c:185): unable to connect to server node1 at port 35322 "
            "(check for firewalls!)",
        ],
        [
            "[proxy:0:1@gpu07] main (pm/pmiserv/pmip.c:185): unable to connect to server gpu01 at port 40123 "
            "(check for firewalls!)"
        ],
    ],
)
def test_mpich_hydra_cannot_connect_between_nodes_recurs(lines: list[str]) -> None:
    v = first(*lines)
    assert (v.category, v.action) == ("connection_error", NOTIFY)  # type: ignore[attr-defined]


def test_urllib3_certificate_failure_is_a_connection_fault_that_recurs() -> None:
    line = (
        "urllib3.exceptions.SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: "
        "self-signed certificate in certificate chain (_ssl.c:1017)"
    )
    for before in ([], [PROGRESS], [SETUP]):
        v = first(*before, line)
        assert (v.category, v.action) == ("connection_error", NOTIFY)  # type: ignore[attr-defined]


def test_asyncio_never_retrieved_header_is_not_the_failure() -> None:
    # asyncio's default exception handler prints the header, then the task and its exception: the
    # exception names the failure (here UCX's reset by the remote peer, a peer's echo for a person).
    v = first(
        "Task exception was never retrieved",
        "future: <Task finished name='Task-3536' coro=<_listener_handler_coroutine() done, defined at "
        "/opt/ucp/core.py:128> exception=UCXError('<stream_recv>: Connection reset by remote peer')>",
    )
    assert v.category == "connection_error"  # type: ignore[attr-defined]
    assert v.action == HUMAN  # type: ignore[attr-defined]
    assert "never retrieved" not in v.root_cause_line  # type: ignore[attr-defined]


# An experiment tracker's client that never reached its server before any progress: W&B documents a
# machine without internet as offline mode to set (the next launch meets the same network); after
# progress W&B documents that its client retries and the program keeps running until the network is
# back, so an outage that ended the job passes.
TRACKER_NEVER_REACHED = [
    "wandb: Network error (ConnectTimeout), entering retry loop.",
    "wandb: Network error (SSLError), entering retry loop.",
    "wandb.errors.CommError: Run initialization has timed out after 90.0 sec. Please try increasing the "
    "timeout with the `init_timeout` setting: `wandb.init(settings=wandb.Settings(init_timeout=120))`.",
]


@pytest.mark.parametrize("line", TRACKER_NEVER_REACHED)
def test_a_tracker_never_reached_before_progress_recurs(line: str) -> None:
    v = first(line)
    assert v.category == Category.connection_error  # type: ignore[attr-defined]
    assert _verdict([line])[0] == NOTIFY
    assert _verdict([SETUP, line])[0] == NOTIFY


@pytest.mark.parametrize(
    "line",
    [
        "wandb: Network error (ConnectionError), entering retry loop.",
        "wandb.errors.CommError: Error while calling W&B API: An internal error occurred. Please contact "
        "support. (<Response [500]>)",
    ],
)
def test_a_tracker_that_loses_its_server_after_progress_restarts(line: str) -> None:
    assert _verdict([PROGRESS, line]) == (RESTART, "connection_passing_fault")


def test_a_tracker_whose_server_answers_500_at_setup_still_restarts() -> None:
    # the server was reached and answered a temporary error (RFC 9110), not a network the job lacks
    line = (
        "wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. "
        "(<Response [500]>)"
    )
    assert _verdict([line])[0] == RESTART


# c10d's store-based barrier: every rank adds itself to one key; more arrivals than ranks mean another
# launch shares the store (a reused file:// store, the same master port) or too many processes were
# started, which recurs. Fewer arrivals than ranks is a node late or missing, which passes at set-up.
BARRIER = (
    "RuntimeError: Timed out initializing process group in store based barrier on rank: 3, for key: "
    "store_based_barrier_key:1 (world_size={world}, worker_count={workers}, timeout=0:30:00)"
)


@pytest.mark.parametrize(("world", "workers"), [(8, 9), (2, 4), (4, 16), (96, 128)])
def test_a_store_barrier_with_more_workers_than_ranks_recurs(world: int, workers: int) -> None:
    line = BARRIER.format(world=world, workers=workers)
    assert _verdict([line]) == (NOTIFY, "job_will_fail_again")  # network.store_barrier_oversubscribed
    assert _verdict([SETUP, line])[0] == NOTIFY


@pytest.mark.parametrize(("world", "workers"), [(2048, 1792), (2, 1), (128, 96), (16, 16)])
def test_a_store_barrier_missing_ranks_is_not_called_a_reused_store(world: int, workers: int) -> None:
    line = BARRIER.format(world=world, workers=workers)
    action, rule = _verdict([line])
    assert action == RESTART, rule


@pytest.mark.parametrize(
    "line",
    [
        "requests.exceptions.HTTPError: 409 Client Error: Public access is not permitted on this storage "
        "account. for url: https://acct.blob.core.windows.net/datasets/train.txt",
        "urllib.error.HTTPError: HTTP Error 405: Method Not Allowed",
        "aiohttp.client_exceptions.ClientResponseError: 422, message='Unprocessable Entity', "
        "url=URL('https://api.example.com/v1/jobs')",
    ],
)
def test_a_client_error_the_service_refused_is_not_restarted(line: str) -> None:
    # RFC 9110: 4xx are the client's errors, not to be repeated unmodified (408/425/429 excepted)
    assert _verdict([PROGRESS, line])[0] not in DESTRUCTIVE_ACTIONS
    assert _verdict([line])[0] == NOTIFY


@pytest.mark.parametrize(
    "line",
    [
        "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/"
        "api/models/org/model",
        "requests.exceptions.HTTPError: 408 Client Error: Request Timeout for url: https://objects.example."
        "com/ckpt/step_1200/model.pt",
    ],
)
def test_retryable_client_statuses_still_restart(line: str) -> None:
    assert _verdict([PROGRESS, line])[0] == RESTART


# The Hub never reached (urllib3's connect-phase errors, huggingface_hub's LocalEntryNotFoundError) is
# the network between the job and the Hub: a connection error;
# a Hub that answered too slowly stays the download's (model loading).
HUB_NEVER_REACHED = [
    "urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries "
    "exceeded with url: /api/models/google/paligemma-3b-pt-224 (Caused by ConnectTimeoutError(<urllib3."
    "connection.HTTPSConnection object at 0x7f2a>, 'Connection to huggingface.co timed out. (connect "
    "timeout=None)'))",
    "SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/"
    "models/sentence-transformers/all-MiniLM-L6-v2 (Caused by SSLError(SSLCertVerificationError(1, '[SSL: "
    "CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate "
    "(_ssl.c:1129)')))",
    "huggingface_hub.utils._errors.LocalEntryNotFoundError: Connection error, and we cannot find the "
    "requested files in the disk cache. Please try again or make sure your Internet connection is on.",
]


@pytest.mark.parametrize("line", HUB_NEVER_REACHED)
def test_a_hub_never_reached_is_a_connection_fault_that_recurs_at_setup(line: str) -> None:
    assert outcome(line) == (Category.connection_error, NOTIFY)
    # raised from a traceback: the exception line, not the frame that raised it, is the cause
    v = first("Traceback (most recent call last):", "    raise LocalEntryNotFoundError(", line)
    assert v.category == Category.connection_error  # type: ignore[attr-defined]
    assert v.action == NOTIFY  # type: ignore[attr-defined]


def test_a_hub_that_answered_too_slowly_stays_a_model_download_that_passes() -> None:
    line = (
        "'(ReadTimeoutError(\"HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read "
        "timeout=10)\"), '(Request ID: 7d76)')' thrown while requesting HEAD https://huggingface.co/org/"
        "model/resolve/main/config.json"
    )
    assert outcome(line) == (Category.model_loading_error, RESTART)

"""The one error tree of crashcart.

Every error a caller can cause or a peer can raise is one of these; third-party exceptions are
translated at the boundary (``raise X from exc``). The HTTP mapping lives in one place:
``app/api/errors.py`` maps ``status_code`` and ``code`` to ``{"error": {"code", "message"}}``.
"""

from __future__ import annotations


class CrashcartError(Exception):
    """Base of every crashcart error."""

    status_code = 500
    code = "internal_error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


# --- caller mistakes (4xx) -------------------------------------------------------------------
class InvalidInput(CrashcartError):
    status_code = 422
    code = "invalid_input"


class PayloadTooLarge(InvalidInput):
    status_code = 413
    code = "payload_too_large"


class NotFound(CrashcartError):
    status_code = 404
    code = "not_found"


class Conflict(CrashcartError):
    status_code = 409
    code = "conflict"


class Unauthorized(CrashcartError):
    status_code = 401
    code = "unauthorized"


class Forbidden(CrashcartError):
    status_code = 403
    code = "forbidden"


# --- configuration and data files --------------------------------------------------------------
class ConfigError(CrashcartError):
    code = "config_error"


class RuleError(ConfigError):
    """A rule pack is invalid: bad YAML, bad regex, duplicate id, a failing example."""

    code = "rule_error"


class PromptError(ConfigError):
    code = "prompt_error"


# --- peers (the service is fine, something it talks to is not) ---------------------------------
class UpstreamError(CrashcartError):
    status_code = 502
    code = "upstream_error"


class Unavailable(UpstreamError):
    """A dependency the request needs (queue, database) is down: retry later, nothing was accepted."""

    status_code = 503
    code = "unavailable"
    retry_after_s = 5


class QueueError(Unavailable):
    code = "queue_error"


class Overloaded(Unavailable):
    """The queue is past its high-water mark: send again after ``Retry-After``, nothing was accepted."""

    status_code = 429
    code = "overloaded"

    def __init__(self, message: str, retry_after_s: int = 2) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class LLMError(UpstreamError):
    code = "llm_error"


class LLMUnavailable(LLMError):
    """The circuit is open or the endpoint is not configured."""

    code = "llm_unavailable"


class LLMAnswerInvalid(LLMError):
    """The model answered, but not with something we accept (schema, evidence, culprits)."""

    code = "llm_answer_invalid"


class BackendError(UpstreamError):
    """A recovery backend (Slurm, Kubernetes, local supervisor) failed to act."""

    code = "backend_error"


class NotifyError(UpstreamError):
    code = "notify_error"


class CheckpointError(CrashcartError):
    """Raised by the training-side agent: a save failed, or no checkpoint verifies."""

    code = "checkpoint_error"

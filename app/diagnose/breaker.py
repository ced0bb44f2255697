"""A small circuit breaker: stop calling an endpoint that keeps failing, try again later.

Closed: calls pass. After ``failures`` consecutive failures it opens: calls fail at once with
:class:`LLMUnavailable` (the incident goes to a human instead of waiting on a dead endpoint).
After ``reset_s`` one trial call is let through (half-open); its result closes or re-opens it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from app.diagnose.metrics import LLM_CIRCUIT_OPEN
from app.errors import LLMUnavailable


class CircuitBreaker:
    def __init__(self, failures: int, reset_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.threshold = max(1, failures)
        self.reset_s = reset_s
        self._clock = clock
        self._consecutive = 0
        self._opened_at: float | None = None
        self._trial_in_flight = False

    @property
    def state(self) -> str:
        if self._opened_at is None:
            return "closed"
        if self._clock() - self._opened_at >= self.reset_s:
            return "half_open"
        return "open"

    def before_call(self) -> None:
        state = self.state
        if state == "open" or (state == "half_open" and self._trial_in_flight):
            raise LLMUnavailable(
                f"LLM circuit open after {self._consecutive} consecutive failures; retrying in "
                f"{max(0.0, self.reset_s - (self._clock() - (self._opened_at or 0.0))):.0f}s"
            )
        if state == "half_open":
            self._trial_in_flight = True

    def record_success(self) -> None:
        self._consecutive = 0
        self._opened_at = None
        self._trial_in_flight = False
        LLM_CIRCUIT_OPEN.set(0)

    def record_failure(self) -> None:
        self._consecutive += 1
        self._trial_in_flight = False
        if self._opened_at is not None or self._consecutive >= self.threshold:
            self._opened_at = self._clock()
            LLM_CIRCUIT_OPEN.set(1)

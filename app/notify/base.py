"""The notifier abstraction, its error, and a fake for tests."""

from __future__ import annotations

import abc
from collections.abc import Callable

from app.errors import NotifyError
from app.notify.schemas import Notification


class DeliveryError(NotifyError):
    """A send failed. ``permanent`` means retrying cannot help (the peer rejected the message or
    the destination is gone); ``retry_after`` is the peer's own wait, in seconds, when it gave one."""

    def __init__(
        self,
        message: str,
        *,
        retry_after: float | None = None,
        permanent: bool = False,
        status: int | None = None,
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        self.permanent = permanent
        self.status = status


class Notifier(abc.ABC):
    """One destination (a Slack incoming webhook, a generic webhook)."""

    kind: str = "abstract"

    @abc.abstractmethod
    async def send(self, notification: Notification) -> None:
        """Deliver, or raise :class:`DeliveryError` (with ``retry_after`` on 429/503)."""

    async def close(self) -> None:  # noqa: B027 - optional hook, most notifiers hold nothing
        """Release connections."""


class FakeNotifier(Notifier):
    """Records what it is asked to send; ``fail_with`` scripts failures, one per call, in order."""

    kind = "fake"

    def __init__(self, fail_with: list[DeliveryError] | None = None) -> None:
        self.sent: list[Notification] = []
        self.calls = 0
        self.fail_with = list(fail_with or [])
        self.on_send: Callable[[Notification], None] | None = None

    async def send(self, notification: Notification) -> None:
        self.calls += 1
        if self.on_send is not None:
            self.on_send(notification)
        if self.fail_with:
            raise self.fail_with.pop(0)
        self.sent.append(notification)

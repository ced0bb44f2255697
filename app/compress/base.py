"""Where a job's miner snapshot lives between worker restarts: Redis when configured, else the store.

:class:`MinerStateStore` is the small abstract boundary; :class:`InMemoryMinerStateStore` is its
fake for tests and offline runs. Both real implementations translate their driver's errors into
:class:`app.errors.UpstreamError`.
"""

from __future__ import annotations

import abc

from redis.asyncio import Redis
from redis.exceptions import RedisError
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession

from app.errors import InvalidInput, UpstreamError
from app.store.compress import MinerStateRepository


def _check_job_id(job_id: str) -> None:
    if not job_id or len(job_id) > 255:
        raise InvalidInput("job_id must be 1..255 characters")


class MinerStateStore(abc.ABC):
    @abc.abstractmethod
    async def load(self, job_id: str) -> bytes | None:
        """The last saved snapshot of ``job_id``'s miner, or None."""

    @abc.abstractmethod
    async def save(self, job_id: str, data: bytes) -> None:
        """Replace ``job_id``'s snapshot."""


class InMemoryMinerStateStore(MinerStateStore):
    def __init__(self) -> None:
        self.states: dict[str, bytes] = {}

    async def load(self, job_id: str) -> bytes | None:
        _check_job_id(job_id)
        return self.states.get(job_id)

    async def save(self, job_id: str, data: bytes) -> None:
        _check_job_id(job_id)
        self.states[job_id] = bytes(data)


class RedisMinerStateStore(MinerStateStore):
    """One key per job; ``ttl_s`` lets the state of long-finished jobs expire by itself."""

    def __init__(
        self, redis: Redis, *, prefix: str = "crashcart:miner:", ttl_s: int | None = 14 * 86400
    ) -> None:
        self.redis = redis
        self.prefix = prefix
        self.ttl_s = ttl_s

    async def load(self, job_id: str) -> bytes | None:
        _check_job_id(job_id)
        try:
            data = await self.redis.get(self.prefix + job_id)
        except RedisError as exc:
            raise UpstreamError(f"redis: cannot load miner state of {job_id}: {exc}") from exc
        if data is None:
            return None
        if isinstance(data, str):  # a client created with decode_responses=True
            raise UpstreamError("redis client must not decode responses (miner state is binary)")
        return bytes(data)

    async def save(self, job_id: str, data: bytes) -> None:
        _check_job_id(job_id)
        try:
            await self.redis.set(self.prefix + job_id, data, ex=self.ttl_s)
        except RedisError as exc:
            raise UpstreamError(f"redis: cannot save miner state of {job_id}: {exc}") from exc


class SqlMinerStateStore(MinerStateStore):
    """Through the store's repository, inside the caller's session and transaction (never commits)."""

    def __init__(self, session: AsyncSession) -> None:
        self.repository = MinerStateRepository(session)

    async def load(self, job_id: str) -> bytes | None:
        _check_job_id(job_id)
        try:
            return await self.repository.get(job_id)
        except SQLAlchemyError as exc:
            raise UpstreamError(f"database: cannot load miner state of {job_id}: {exc}") from exc

    async def save(self, job_id: str, data: bytes) -> None:
        _check_job_id(job_id)
        try:
            await self.repository.put(job_id, data)
        except SQLAlchemyError as exc:
            raise UpstreamError(f"database: cannot save miner state of {job_id}: {exc}") from exc


def miner_state_store(*, redis: Redis | None = None, session: AsyncSession | None = None) -> MinerStateStore:
    """Redis when the deployment has it (``CRASHCART_REDIS_URL``), else the store, else memory."""
    if redis is not None:
        return RedisMinerStateStore(redis)
    if session is not None:
        return SqlMinerStateStore(session)
    return InMemoryMinerStateStore()

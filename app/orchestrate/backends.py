"""Which backend acts for a job: the job's scheduler when it names a configured one
(``Settings.allowed_backends``), else Settings.backend.

One instance per backend kind and process (the local supervisor keeps its children). Tests
install fakes with :func:`set_backends`.
"""

from __future__ import annotations

from app.orchestrate.base import RecoveryBackend
from app.settings import Settings, get_settings

KINDS = ("slurm", "kubernetes", "local")


class BackendRegistry:
    def __init__(
        self, settings: Settings | None = None, overrides: dict[str, RecoveryBackend] | None = None
    ) -> None:
        self.settings = settings
        self._instances: dict[str, RecoveryBackend] = dict(overrides or {})

    def _settings(self) -> Settings:
        return self.settings or get_settings()

    def kind_for(self, scheduler: str | None) -> str:
        # Only a configured backend: a job cannot pick one the operator did not set up.
        settings = self._settings()
        return scheduler if scheduler in settings.allowed_backends else settings.backend

    def get(self, kind: str) -> RecoveryBackend:
        backend = self._instances.get(kind)
        if backend is None:
            backend = self._build(kind)
            self._instances[kind] = backend
        return backend

    def for_scheduler(self, scheduler: str | None) -> RecoveryBackend:
        return self.get(self.kind_for(scheduler))

    def _build(self, kind: str) -> RecoveryBackend:
        settings = self._settings()
        if kind == "slurm":
            from app.orchestrate.slurm import SlurmBackend

            return SlurmBackend(settings.slurm)
        if kind == "kubernetes":
            from app.orchestrate.kubernetes import KubernetesBackend

            return KubernetesBackend(settings.kubernetes)
        from app.orchestrate.local import LocalBackend

        return LocalBackend(settings.data_dir / "supervisor", templates=settings.local.commands)

    async def close(self) -> None:
        for backend in self._instances.values():
            await backend.close()


_current: BackendRegistry | None = None


def get_backends() -> BackendRegistry:
    global _current
    if _current is None:
        _current = BackendRegistry()
    return _current


def set_backends(registry: BackendRegistry | None) -> None:
    global _current
    _current = registry

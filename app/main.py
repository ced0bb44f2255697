"""The FastAPI application factory and its lifespan."""

from __future__ import annotations

import logging
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from app import __version__
from app.api.auth import bootstrap_tokens, create_token
from app.api.deps import AppState
from app.api.errors import install_error_handlers
from app.api.limits import GzipRequest, RequestSizeLimit, UrlGuard
from app.api.openapi import document_errors
from app.api.routes import alerts, diagnose, ettr, health, incidents, jobs, orchestrate, rules, tokens
from app.console import routes as console_routes
from app.settings import Settings, get_settings
from app.store.jobs import TokenRepository
from app.worker import Runtime, build_runtime, freeze_startup_objects

log = logging.getLogger(__name__)


async def _ensure_tokens(runtime: Runtime) -> None:
    settings = runtime.settings
    async with runtime.db.session() as session:
        await bootstrap_tokens(session, settings.tokens, settings.tokens_file)
        if await TokenRepository(session).count() == 0:
            # First start of an embedded service: hand the operator an admin token, once.
            token = await create_token(session, "admin", name="first-admin")
            token_file = settings.data_dir / "admin-token"
            token_file.write_text(token + "\n")
            token_file.chmod(0o600)
            print(
                f"crashcart: first admin token (also in {token_file}):\n  {token}",
                file=sys.stderr,
                flush=True,
            )
        await session.commit()


def create_app(
    settings: Settings | None = None, *, run_workers: bool = True, freeze_gc: bool = False
) -> FastAPI:
    """``freeze_gc``: the process is the service itself (``crashcart serve``): once started, its
    long-lived objects leave the garbage collector's reach (``app.worker.freeze_startup_objects``)."""
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        runtime = await build_runtime(settings)
        await _ensure_tokens(runtime)
        app.state.crashcart = AppState(
            settings=settings,
            db=runtime.db,
            queue=runtime.queue,
            engine=runtime.engine,
            cache=runtime.cache,
            extras={"runtime": runtime},
        )
        if freeze_gc:
            freeze_startup_objects()
        if run_workers:
            await runtime.start_workers()
        try:
            yield
        finally:
            await runtime.close()

    app = FastAPI(
        title="crashcart",
        version=__version__,
        description="Failure diagnosis and recovery for LLM training clusters.",
        lifespan=lifespan,
    )
    install_error_handlers(app)
    for module in (health, jobs, incidents, orchestrate, diagnose, rules, alerts, tokens, ettr):
        app.include_router(module.router)
    app.include_router(console_routes.router)
    document_errors(app)
    # Outermost last: the size limit sees every request first, then the URL guard, then gzip.
    app.add_middleware(GzipRequest, max_bytes=settings.ingest.max_decompressed_bytes)
    app.add_middleware(UrlGuard)
    app.add_middleware(RequestSizeLimit, max_bytes=settings.ingest.max_request_bytes)
    return app

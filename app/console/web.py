"""The console's plumbing: templates, cookie sessions, same-origin checks and HTML error pages.

Authentication reuses the API's hashed token store: the login form takes an API token and opens
a console session, a random id of its own (only its SHA-256 is stored, with the token it stands
for), kept in an HttpOnly, SameSite=Strict cookie: the API token never leaves the login form.
Signing out, revoking the token or its expiry ends the session.

CSRF defence is SameSite=Strict plus an Origin (or, failing that, Referer) check on every POST:
a browser never attaches a Strict cookie to a cross-site request, and a POST whose origin is not
this host is refused even if it did.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import parse_qs, quote, urlsplit

from fastapi import Depends, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.routing import APIRoute
from fastapi.templating import Jinja2Templates
from jinja2 import StrictUndefined
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.api.auth import Principal, hash_token, principal_of
from app.api.deps import AppState, StateDep
from app.errors import CrashcartError, Forbidden
from app.store.base import utcnow
from app.store.tokens import ConsoleSessionRepository, ConsoleSessionRow, TokenRepository

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
COOKIE = "crashcart_console"
COOKIE_MAX_AGE_S = 12 * 3600

templates = Jinja2Templates(directory=str(HERE / "templates"))
templates.env.undefined = StrictUndefined

_TITLES = {400: "Bad request", 403: "Not allowed", 404: "Not found", 409: "Already decided"}


def _aware(value: datetime) -> datetime:
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def ago(value: datetime | None) -> str:
    """'3m ago': what a person scanning a list at 3 a.m. wants first."""
    if value is None:
        return "—"
    seconds = int((datetime.now(UTC) - _aware(value)).total_seconds())
    if seconds < 60:
        return f"{max(seconds, 0)}s ago"
    if seconds < 3600:
        return f"{seconds // 60}m ago"
    if seconds < 86400:
        return f"{seconds // 3600}h {seconds % 3600 // 60}m ago"
    return f"{seconds // 86400}d ago"


def utc(value: datetime | None) -> str:
    return "—" if value is None else _aware(value).strftime("%Y-%m-%d %H:%M:%S UTC")


def epoch_utc(value: float) -> str:
    return datetime.fromtimestamp(value, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def epoch_clock(value: float) -> str:
    return datetime.fromtimestamp(value, UTC).strftime("%H:%M:%S")


templates.env.filters["ago"] = ago
templates.env.filters["utc"] = utc
templates.env.filters["epoch_utc"] = epoch_utc
templates.env.filters["epoch_clock"] = epoch_clock


class LoginRequired(Exception):
    """No valid console session: the route answers with a redirect to the login page."""


def render(request: Request, name: str, status_code: int = 200, **context: Any) -> HTMLResponse:
    context.setdefault("who", getattr(request.state, "console_user", None))
    context.setdefault("live", False)
    context.setdefault("version", "")
    context.setdefault("version_url", "/console/version")
    response = templates.TemplateResponse(request, name, context, status_code=status_code)
    # No framing (an Approve button must not be clickjackable) and nothing loaded from elsewhere.
    response.headers["Content-Security-Policy"] = "default-src 'self'; frame-ancestors 'none'"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Cache-Control"] = "no-store"
    return response


def error_page(request: Request, status_code: int, message: str) -> HTMLResponse:
    title = _TITLES.get(status_code, "Something went wrong")
    return render(
        request, "error.html", status_code=status_code, title=title, message=message, status=status_code
    )


def login_redirect(request: Request) -> RedirectResponse:
    target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    if request.method != "GET":
        target = request.headers.get("referer", "/console") or "/console"
        target = urlsplit(target).path or "/console"
    return RedirectResponse(f"/console/login?next={quote(target)}", status_code=303)


class ConsoleRoute(APIRoute):
    """Every console route answers with HTML: errors become pages, never JSON or a traceback."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def console_handler(request: Request) -> Response:
            try:
                return await handler(request)
            except LoginRequired:
                return login_redirect(request)
            except CrashcartError as exc:
                if exc.status_code >= 500:
                    log.error("console: %s: %s", exc.code, exc.message)
                return error_page(request, exc.status_code, exc.message)
            except RequestValidationError as exc:
                where = "; ".join(
                    f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg')}" for e in exc.errors()[:3]
                )
                return error_page(request, 400, f"bad request: {where}")
            except StarletteHTTPException as exc:
                return error_page(request, exc.status_code, str(exc.detail))
            except Exception:
                log.exception("console: unhandled error")
                return error_page(request, 500, "internal error; see the server log")

        return console_handler


async def principal_for_token(state: AppState, token: str) -> Principal | None:
    async with state.db.session() as session:
        row = await TokenRepository(session).by_hash(hash_token(token))
    return None if row is None else principal_of(row)


async def open_session(state: AppState, principal: Principal) -> tuple[str, int]:
    """A new console session for a signed-in token: (the cookie value, its max age in seconds)."""
    session_id = secrets.token_urlsafe(32)
    now = utcnow()
    async with state.db.session() as session:
        token = None if principal.token_id is None else await TokenRepository(session).get(principal.token_id)
        if token is None or not token.active(now):
            raise LoginRequired
        expires_at = now + timedelta(seconds=COOKIE_MAX_AGE_S)
        if token.expires_at is not None:
            expires_at = min(expires_at, token.expires_at)
        sessions = ConsoleSessionRepository(session)
        await sessions.purge_expired()
        sessions.add(
            ConsoleSessionRow(session_hash=hash_token(session_id), token_id=token.id, expires_at=expires_at)
        )
        await session.commit()
    return session_id, max(1, int((expires_at - now).total_seconds()))


async def end_session(state: AppState, session_id: str) -> None:
    async with state.db.session() as session:
        await ConsoleSessionRepository(session).end(hash_token(session_id))
        await session.commit()


async def console_user(request: Request, state: StateDep) -> Principal:
    session_id = request.cookies.get(COOKIE, "").strip()
    if not session_id:
        raise LoginRequired
    # Looked up on every request (no cache): signing out, a revoked or expired token and a
    # changed role take effect at once.
    async with state.db.session() as session:
        row = await ConsoleSessionRepository(session).token_for(hash_token(session_id))
    principal = None if row is None else principal_of(row)
    if principal is None or not principal.can("viewer"):
        raise LoginRequired
    request.state.console_user = principal
    return principal


def same_origin(request: Request) -> None:
    """Refuse a POST that a page of another origin made (defence in depth beside SameSite)."""
    source = request.headers.get("origin") or request.headers.get("referer") or ""
    host = request.headers.get("host", "")
    if not source or source == "null" or urlsplit(source).netloc != host:
        raise Forbidden("this form was not posted from the console itself (Origin check failed)")


async def form_fields(request: Request) -> dict[str, str]:
    """A urlencoded form as a flat dict (first value wins); the body is size-limited upstream."""
    body = (await request.body()).decode("utf-8", errors="replace")
    return {k: v[0] for k, v in parse_qs(body, keep_blank_values=True).items()}


def require_operator(who: Principal) -> None:
    if not who.can("operator"):
        raise Forbidden(f"you are signed in as '{who.name}' with role '{who.role}'; this needs 'operator'")


User = Annotated[Principal, Depends(console_user)]

"""The console's pages (thin: read through repositories, act through the existing services).

Include with ``app.include_router(app.console.routes.router)``; static files are served by the
router itself, so nothing needs mounting.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse, Response

from app.api.deps import SessionDep, StateDep
from app.api.params import IdPath
from app.classify.rules import Rule
from app.console import pictures, queries
from app.console.web import (
    COOKIE,
    HERE,
    ConsoleRoute,
    User,
    end_session,
    error_page,
    form_fields,
    open_session,
    principal_for_token,
    render,
    require_operator,
    same_origin,
)
from app.diagnose import review
from app.errors import InvalidInput, NotFound
from app.incidents.service import ettr
from app.orchestrate import service as orchestrate
from app.store.analysis import job_lines
from app.store.archive import open_archive
from app.store.incidents import OPEN_STATES, IncidentRepository, SignalRepository, TemplateRepository
from app.store.jobs import JobRepository
from app.store.llm import RuleSuggestionRepository
from app.store.orchestrate import ActionRepository, NodeRepository
from app.vocabulary import Action, Blame, Category

router = APIRouter(prefix="/console", route_class=ConsoleRoute, include_in_schema=False)
SameOrigin = Depends(same_origin)
INCIDENT_STATES = (*OPEN_STATES, "needs_human", "notified", "resolved", "rejected")
STATIC_FILES = {"console.css": "text/css", "live.js": "text/javascript"}


def _safe_next(target: str | None) -> str:
    # Only local console paths: an open redirect after login would be a phishing aid.
    if target and target.startswith("/console") and not target.startswith("//"):
        return target
    return "/console"


# --- session -------------------------------------------------------------------------------------
@router.get("/login", response_class=HTMLResponse)
async def login_form(request: Request, next: str | None = None) -> Response:
    return render(request, "login.html", next=_safe_next(next), error="")


@router.post("/login", dependencies=[SameOrigin])
async def login(request: Request, state: StateDep) -> Response:
    form = await form_fields(request)
    target = _safe_next(form.get("next"))
    token = form.get("token", "").strip()
    principal = await principal_for_token(state, token) if token else None
    if principal is None or not principal.can("viewer"):
        error = "That token is not valid." if principal is None else "That token cannot view the console."
        return render(request, "login.html", status_code=401, next=target, error=error)
    session_id, max_age = await open_session(state, principal)
    response = RedirectResponse(target, status_code=303)
    response.set_cookie(
        COOKIE,
        session_id,
        max_age=max_age,
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
        path="/console",
    )
    return response


@router.post("/logout", dependencies=[SameOrigin])
async def logout(request: Request, state: StateDep) -> Response:
    session_id = request.cookies.get(COOKIE, "").strip()
    if session_id:
        await end_session(state, session_id)  # the id is worthless from now on, copied or not
    response = RedirectResponse("/console/login", status_code=303)
    response.delete_cookie(COOKIE, path="/console", httponly=True, samesite="strict")
    return response


@router.get("/static/{name}")
async def static(name: str) -> Response:
    if name not in STATIC_FILES:
        raise NotFound(f"no static file {name!r}")
    return FileResponse(HERE / "static" / name, media_type=STATIC_FILES[name])


# --- live updates --------------------------------------------------------------------------------
# Pages poll this small stamp and re-fetch their live fragment when it moves. Polling, not
# Server-Sent Events: an open event stream keeps uvicorn from shutting down (it waits for every
# response to finish), and a 2 s poll of one aggregate query per table costs next to nothing.
@router.get("/version")
async def version(session: SessionDep, _: User, jobs: bool = False) -> Response:
    stamp = await queries.change_stamp(session, jobs=jobs)
    return JSONResponse({"version": stamp}, headers={"Cache-Control": "no-store"})


# --- incidents -----------------------------------------------------------------------------------
@router.get("", response_class=HTMLResponse)
async def incidents_page(
    request: Request,
    session: SessionDep,
    who: User,
    job: str | None = None,
    category: str | None = None,
    incident_state: Annotated[str | None, Query(alias="state")] = None,
    window: str | None = None,
    fragment: bool = False,
) -> Response:
    window, window_s = pictures.window_seconds(window)
    filters = {"job": job or "", "category": category or "", "state": incident_state or ""}
    rows = await IncidentRepository(session).list(
        job_id=job or None, state=incident_state or None, category=category or None, limit=200
    )
    context: dict[str, Any] = {
        "incidents": queries.open_first(rows),
        "counts": await queries.incident_counts(session),
        "filters": filters,
        "open_states": OPEN_STATES,
        "window": window,
        "windows": list(pictures.WINDOWS),
        "chart": await pictures.incidents_by_category(session, window_s),
    }
    if fragment:
        return render(request, "_incident_rows.html", **context)
    return render(
        request,
        "incidents.html",
        live=True,
        version=await queries.change_stamp(session),
        states=INCIDENT_STATES,
        categories=[c.value for c in Category],
        **context,
    )


@router.get("/incidents/{incident_id}", response_class=HTMLResponse)
async def incident_page(
    request: Request, incident_id: IdPath, session: SessionDep, who: User, fragment: bool = False
) -> Response:
    incident = await IncidentRepository(session).get(incident_id)
    if incident is None:
        raise NotFound(f"There is no incident {incident_id}.")
    signals = [
        s for s in await SignalRepository(session).for_job(incident.job_id, limit=100) if s.line_index >= 0
    ]
    actions = await ActionRepository(session).for_incident(incident_id)
    culprits = [str(n) for n in incident.culprit_nodes or ()]
    root_index = next((s.line_index for s in signals if s.line == incident.root_cause_line), None)
    context: dict[str, Any] = {
        "incident": incident,
        "signals": signals,
        "actions": actions,
        "awaiting": any(a.state == "awaiting_approval" for a in actions),
        "node_states": await NodeRepository(session).states(culprits),
        "root_index": root_index,
        "llm": (incident.diagnosis or {}).get("llm"),
        "story": pictures.incident_story(incident, signals, actions),
    }
    if fragment:
        return render(request, "_incident_body.html", **context)
    return render(
        request,
        "incident.html",
        live=True,
        version=await queries.change_stamp(session),
        categories=[c.value for c in Category],
        blames=[b.value for b in Blame],
        action_names=[a.value for a in Action],
        **context,
    )


@router.post("/incidents/{incident_id}/approve", dependencies=[SameOrigin])
async def approve(request: Request, incident_id: IdPath, session: SessionDep, who: User) -> Response:
    require_operator(who)
    reason = (await form_fields(request)).get("reason", "")[:2000]
    await orchestrate.approve(session, incident_id, actor=who.name, reason=reason)
    return RedirectResponse(f"/console/incidents/{incident_id}", status_code=303)


@router.post("/incidents/{incident_id}/reject", dependencies=[SameOrigin])
async def reject(request: Request, incident_id: IdPath, session: SessionDep, who: User) -> Response:
    require_operator(who)
    reason = (await form_fields(request)).get("reason", "")[:2000]
    await orchestrate.reject(session, incident_id, actor=who.name, reason=reason)
    return RedirectResponse(f"/console/incidents/{incident_id}", status_code=303)


def _choice(enum: Any, value: str | None) -> Any:
    if not value:
        return None
    try:
        return enum(value)
    except ValueError as exc:
        raise InvalidInput(f"{value!r} is not a valid {enum.__name__.lower()}") from exc


@router.post("/incidents/{incident_id}/feedback", dependencies=[SameOrigin])
async def feedback(request: Request, incident_id: IdPath, session: SessionDep, who: User) -> Response:
    require_operator(who)
    form = await form_fields(request)
    if form.get("verdict") not in ("correct", "wrong"):
        raise InvalidInput("say whether the diagnosis was correct or wrong")
    correct = form["verdict"] == "correct"
    await review.record_feedback(
        session,
        incident_id,
        correct=correct,
        by=who.name,
        note=form.get("note", "")[:2000],
        category=None if correct else _choice(Category, form.get("category")),
        blame=None if correct else _choice(Blame, form.get("blame")),
        action=None if correct else _choice(Action, form.get("action")),
    )
    return RedirectResponse(f"/console/incidents/{incident_id}#feedback", status_code=303)


# --- jobs ----------------------------------------------------------------------------------------
@router.get("/jobs", response_class=HTMLResponse)
async def jobs_page(
    request: Request,
    session: SessionDep,
    who: User,
    window: str | None = None,
    job_state: Annotated[str | None, Query(alias="state")] = None,
    fragment: bool = False,
) -> Response:
    window, window_s = pictures.window_seconds(window)
    jobs = await JobRepository(session).list(limit=200, state=job_state or None)
    context: dict[str, Any] = {
        "jobs": [(j, ettr(j)) for j in jobs],
        "chart": await pictures.ettr_by_job(session, window_s),
        "window": window,
        "windows": list(pictures.WINDOWS),
        "job_state": job_state or "",
    }
    if fragment:
        return render(request, "_jobs_body.html", **context)
    stamp = await queries.change_stamp(session, jobs=True)
    return render(
        request, "jobs.html", live=True, version=stamp, version_url="/console/version?jobs=1", **context
    )


@router.get("/jobs/{job_id:path}", response_class=HTMLResponse)
async def job_page(
    request: Request,
    job_id: str,
    session: SessionDep,
    state: StateDep,
    who: User,
    around: Annotated[int | None, Query(ge=0)] = None,
    fragment: bool = False,
) -> Response:
    job = await JobRepository(session).get(job_id)
    if job is None:
        raise NotFound(f"There is no job {job_id!r}.")
    nodes = [str(n) for n in job.nodes or ()]
    context: dict[str, Any] = {
        "job": job,
        "ettr": ettr(job),
        "chart": pictures.job_ettr_chart(job),
        "nodes": nodes,
        "node_states": await NodeRepository(session).states(nodes),
        "incidents": await IncidentRepository(session).for_job(job_id),
        "templates": await TemplateRepository(session).top(job_id, limit=25),
    }
    if fragment:  # the live part only: the raw log below it stays where the reader scrolled
        return render(request, "_job_body.html", **context)
    if around is None:  # the tail is what someone opening a failed job wants to see
        around = max(0, (job.next_line or 0) - 60)
    lines = await job_lines(session, open_archive(state.settings), job_id, job.archive_bytes)
    page = await asyncio.to_thread(queries.log_page, lines, around)
    stamp = await queries.change_stamp(session, jobs=True)
    return render(
        request,
        "job.html",
        live=True,
        version=stamp,
        version_url="/console/version?jobs=1",
        page=page,
        **context,
    )


# --- nodes ---------------------------------------------------------------------------------------
@router.get("/nodes", response_class=HTMLResponse)
async def nodes_page(request: Request, session: SessionDep, who: User, fragment: bool = False) -> Response:
    nodes = (await orchestrate.list_nodes(session)).nodes
    context: dict[str, Any] = {"nodes": nodes, "fleet": await pictures.fleet(session)}
    if fragment:
        return render(request, "_nodes_body.html", **context)
    return render(request, "nodes.html", live=True, version=await queries.change_stamp(session), **context)


@router.post("/nodes/{node}/uncordon", dependencies=[SameOrigin])
async def uncordon(node: str, session: SessionDep, who: User) -> Response:
    require_operator(who)
    await orchestrate.uncordon(session, node, actor=who.name)
    return RedirectResponse("/console/nodes", status_code=303)


# --- rules ---------------------------------------------------------------------------------------
@router.get("/rules", response_class=HTMLResponse)
async def rules_page(
    request: Request, session: SessionDep, state: StateDep, who: User, fragment: bool = False
) -> Response:
    suggestions = await RuleSuggestionRepository(session).list(limit=100)
    context: dict[str, Any] = {
        "pending": [s for s in suggestions if s.status == "pending"],
        "decided": [s for s in suggestions if s.status != "pending"][:20],
    }
    if fragment:
        return render(request, "_suggestions.html", **context)
    packs: dict[str, list[Rule]] = defaultdict(list)
    for rule in state.engine.rules:
        packs[rule.id.split(".", 1)[0]].append(rule)
    return render(
        request,
        "rules.html",
        live=True,
        version=await queries.change_stamp(session),
        packs=dict(sorted(packs.items())),
        rule_count=len(state.engine.rules),
        **context,
    )


@router.post("/rules/suggestions/{suggestion_id}/{decision}", dependencies=[SameOrigin])
async def decide_suggestion(
    request: Request, suggestion_id: IdPath, decision: str, session: SessionDep, who: User
) -> Response:
    if decision not in ("approve", "reject"):
        raise NotFound(f"no such decision {decision!r}")
    require_operator(who)
    note = (await form_fields(request)).get("note", "")[:2000] or None
    await review.decide_suggestion(
        session, suggestion_id, approve=decision == "approve", by=who.name, note=note
    )
    return RedirectResponse("/console/rules", status_code=303)


# Last: anything else under /console is a console 404 page, not the API's JSON.
@router.api_route("/{rest:path}", methods=["GET", "POST"])
async def not_found(request: Request, rest: str) -> Response:
    return error_page(request, 404, f"There is no console page /console/{rest}.")

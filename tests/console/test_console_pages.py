"""The console's pages and errors through httpx against the app (no browser)."""

from __future__ import annotations

import re

from app.store.llm import RuleSuggestionRow
from tests.console.conftest import ORIGIN, XID79, Console, make_xid_incident


async def test_pages_need_a_session_and_login_sets_a_strict_httponly_cookie(console: Console) -> None:
    resp = await console.client.get("/console/incidents/1")
    assert resp.status_code == 303
    assert resp.headers["location"] == "/console/login?next=/console/incidents/1"

    page = await console.client.get("/console/login")
    assert page.status_code == 200 and 'name="token"' in page.text

    resp = await console.client.post(
        "/console/login", data={"token": "t-viewer", "next": "/console/nodes"}, headers={"Origin": ORIGIN}
    )
    assert resp.status_code == 303 and resp.headers["location"] == "/console/nodes"
    cookie = resp.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=strict" in cookie and "path=/console" in cookie
    assert (await console.client.get("/console/nodes")).status_code == 200


async def test_login_refuses_bad_tokens_foreign_origins_and_open_redirects(console: Console) -> None:
    bad = await console.post("/console/login", {"token": "nope"})
    assert bad.status_code == 401 and "not valid" in bad.text
    shipper = await console.post("/console/login", {"token": "t-shipper"})
    assert shipper.status_code == 401 and "cannot view" in shipper.text
    foreign = await console.client.post(
        "/console/login", data={"token": "t-viewer"}, headers={"Origin": "http://evil.test"}
    )
    assert foreign.status_code == 403 and "Origin check" in foreign.text
    redirect = await console.post("/console/login", {"token": "t-viewer", "next": "https://evil.test/x"})
    assert redirect.headers["location"] == "/console"


async def test_incident_list_shows_open_incidents_with_counts_and_filters(console: Console) -> None:
    incident = await make_xid_incident(console.service)
    await console.login("viewer")
    page = await console.client.get("/console")
    assert page.status_code == 200
    assert f'data-incident="{incident["id"]}"' in page.text
    assert "gpu02" in page.text and "awaiting approval" in page.text
    assert re.search(r"awaiting approval</span> <b>1</b>", page.text)
    assert 'src="/console/static/live.js"' in page.text
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]
    css = await console.client.get("/console/static/console.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    assert (await console.client.get("/console/static/../routes.py")).status_code == 404

    other = await console.client.get("/console", params={"category": "cuda_oom"})
    assert f'data-incident="{incident["id"]}"' not in other.text and "No incident matches" in other.text
    by_job = await console.client.get("/console", params={"job": "job-xid", "state": "awaiting_approval"})
    assert f'data-incident="{incident["id"]}"' in by_job.text

    fragment = await console.client.get("/console", params={"fragment": "1"})
    assert "<html" not in fragment.text and f'data-incident="{incident["id"]}"' in fragment.text


async def test_incident_page_shows_the_verdict_and_hides_operator_buttons_from_viewers(
    console: Console,
) -> None:
    incident = await make_xid_incident(console.service)
    await console.login("viewer")
    page = await console.client.get(f"/console/incidents/{incident['id']}")
    assert page.status_code == 200
    text = page.text
    assert 'class="node node-' in text and ">gpu02" in text
    assert XID79 in text  # the root-cause line, verbatim (escaped characters survive)
    assert "cordon_and_restart".replace("_", " ") in text
    assert "Waiting for an operator to approve" in text
    assert 'id="approve"' not in text
    assert "/console/jobs/job-xid?around=8#L8" in text  # root cause links into the log

    await console.login("operator")
    page = await console.client.get(f"/console/incidents/{incident['id']}")
    assert 'id="approve"' in page.text and 'id="reject"' in page.text


async def test_viewer_gets_403_page_and_operator_approves_once(console: Console) -> None:
    incident = await make_xid_incident(console.service)
    url = f"/console/incidents/{incident['id']}"
    await console.login("viewer")
    denied = await console.post(f"{url}/approve")
    assert denied.status_code == 403 and "<html" in denied.text and "needs &#39;operator&#39;" in denied.text

    await console.login("operator")
    no_origin = await console.client.post(f"{url}/approve")
    assert no_origin.status_code == 403
    done = await console.post(f"{url}/approve", {"reason": "gpu02 is dead, go"})
    assert done.status_code == 303 and done.headers["location"] == url
    detail = await console.client.get(
        f"/v1/incidents/{incident['id']}", headers=console.service.auth("viewer")
    )
    assert detail.json()["state"] != "awaiting_approval"
    assert all(a["state"] != "awaiting_approval" for a in detail.json()["actions"])
    assert any(a["decided_by"] == "bootstrap-operator" for a in detail.json()["actions"])

    again = await console.post(f"{url}/approve")
    assert again.status_code == 409 and "no action awaiting approval" in again.text


async def test_operator_rejects_and_gives_feedback(console: Console) -> None:
    incident = await make_xid_incident(console.service)
    url = f"/console/incidents/{incident['id']}"
    await console.login("operator")
    assert (await console.post(f"{url}/reject", {"reason": "maintenance"})).status_code == 303
    assert "rejected" in (await console.client.get(url)).text

    bad = await console.post(f"{url}/feedback", {"verdict": "wrong", "category": "not-a-category"})
    assert bad.status_code == 422 and "not a valid category" in bad.text
    ok = await console.post(
        f"{url}/feedback", {"verdict": "wrong", "category": "ecc_error", "note": "was ECC"}
    )
    assert ok.status_code == 303
    page = await console.client.get(url)
    assert "category → ecc_error" in page.text and "was ECC" in page.text


async def test_unknown_things_are_404_pages_not_json(console: Console) -> None:
    await console.login("viewer")
    for path in ("/console/incidents/999", "/console/jobs/no-such-job", "/console/nowhere"):
        resp = await console.client.get(path)
        assert resp.status_code == 404, path
        assert resp.headers["content-type"].startswith("text/html") and "Not found" in resp.text
    bad = await console.client.get("/console/incidents/abc")
    assert bad.status_code == 400 and "<html" in bad.text
    await console.login("operator")
    assert (await console.post("/console/nodes/ghost/uncordon")).status_code == 404


async def test_job_page_pages_through_the_archive(console: Console) -> None:
    await make_xid_incident(console.service)
    await console.login("viewer")
    page = await console.client.get("/console/jobs/job-xid", params={"around": 8})
    assert page.status_code == 200
    assert re.search(r'class="logrow here err" id="L8">.*GPU has fallen off the bus', page.text)
    assert "[rank0]: step 10 loss 2.31" in page.text
    assert "gpu04" in page.text and "ETTR" in page.text and "Top templates" in page.text
    tail = await console.client.get("/console/jobs/job-xid")
    assert 'id="L8"' in tail.text
    beyond = await console.client.get("/console/jobs/job-xid", params={"around": 5000})
    assert "No archived lines here" in beyond.text
    assert (await console.client.get("/console/jobs/job-xid", params={"around": -1})).status_code == 400


async def test_nodes_page_and_uncordon(console: Console) -> None:
    incident = await make_xid_incident(console.service)
    await console.login("operator")
    await console.post(f"/console/incidents/{incident['id']}/approve")

    async def cordoned() -> bool:
        resp = await console.client.get("/v1/nodes/gpu02", headers=console.service.auth("operator"))
        return bool(resp.json()["state"] == "cordoned")

    await console.service.wait_for(cordoned, timeout=10.0)
    page = await console.client.get("/console/nodes")
    assert 'data-node="gpu02"' in page.text and "/console/nodes/gpu02/uncordon" in page.text
    await console.login("viewer")
    assert "/uncordon" not in (await console.client.get("/console/nodes")).text
    assert (await console.post("/console/nodes/gpu02/uncordon")).status_code == 403
    await console.login("operator")
    assert (await console.post("/console/nodes/gpu02/uncordon")).status_code == 303
    resp = await console.client.get("/v1/nodes/gpu02", headers=console.service.auth("operator"))
    assert resp.json()["state"] == "ok"


async def test_rules_page_lists_packs_and_decides_suggestions(console: Console) -> None:
    async with console.service.client._transport.app.state.crashcart.db.session() as session:  # type: ignore[attr-defined]
        session.add(
            RuleSuggestionRow(
                rule_id="learned.fake_fault",
                fingerprint="f" * 16,
                category="other",
                rule={},
                rule_yaml="id: learned.fake_fault\n",
                checks={"examples": "pass"},
            )
        )
        await session.commit()
    await console.login("viewer")
    page = await console.client.get("/console/rules")
    assert (
        page.status_code == 200 and "learned.fake_fault" in page.text and "Nothing to review" not in page.text
    )
    assert "/rules/suggestions/1/approve" not in page.text
    await console.login("operator")
    assert "/rules/suggestions/1/approve" in (await console.client.get("/console/rules")).text
    assert (await console.post("/console/rules/suggestions/1/approve", {"note": "good"})).status_code == 303
    page = await console.client.get("/console/rules")
    assert "Nothing to review" in page.text and "good" in page.text
    assert (await console.post("/console/rules/suggestions/1/reject")).status_code == 409


async def test_version_stamp_moves_when_an_incident_changes_and_logout_ends_the_session(
    console: Console,
) -> None:
    await console.login("viewer")
    before = (await console.client.get("/console/version")).json()["version"]
    assert re.fullmatch(r"[0-9a-f]{16}", before)
    assert (await console.client.get("/console/version")).json()["version"] == before
    await make_xid_incident(console.service)
    assert (await console.client.get("/console/version")).json()["version"] != before
    out = await console.post("/console/logout")
    assert out.status_code == 303
    assert (await console.client.get("/console")).status_code == 303

"""GET /v1/rules and POST /v1/rules/test."""

from __future__ import annotations

from tests.helpers import Service

ECC = "[rank5]: RuntimeError: CUDA error: uncorrectable ECC error encountered"


async def test_rules_are_listed(service: Service) -> None:
    resp = await service.client.get("/v1/rules", headers=service.auth("viewer"))
    assert resp.status_code == 200
    body = resp.json()
    assert body["count"] == len(body["rules"]) > 20
    ids = {r["id"] for r in body["rules"]}
    assert len(ids) == body["count"]
    assert any(r["hardware"] and r["action"] == "cordon_and_restart" for r in body["rules"])


async def test_posted_log_shows_which_rules_fire(service: Service) -> None:
    log = "\n".join(["[rank0]: step 1 loss 2.0", ECC, "[rank1]: step 1 loss 2.0"])
    resp = await service.client.post("/v1/rules/test", json={"log": log}, headers=service.auth("viewer"))
    assert resp.status_code == 200, resp.text
    body = resp.json()
    assert body["lines"] == 3
    assert [h["line"] for h in body["hits"]] == [2]
    assert body["hits"][0]["rank"] == 5
    assert body["incidents"][0]["category"] == "ecc_error"
    bad = await service.client.post("/v1/rules/test", json={"text": log}, headers=service.auth("viewer"))
    assert bad.status_code == 422 and "log" in bad.json()["error"]["message"]
    nobody = await service.client.post("/v1/rules/test", json={"log": log})
    assert nobody.status_code == 401

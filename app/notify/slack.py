"""Slack incoming webhooks, with a Block Kit message.

Log lines and LLM explanations are untrusted text: they are escaped (``&``, ``<``, ``>`` per
Slack's formatting rules, which also defuses ``<!channel>`` and link syntax) and cut to Block Kit's
limits (header 150 chars, section 3,000).
"""

from __future__ import annotations

import json
import re
from typing import Any

import httpx

from app.notify.base import Notifier
from app.notify.http import post
from app.notify.schemas import Notification, Phase

HEADER_LIMIT = 150
SECTION_LIMIT = 3000

PHASE_TITLE = {
    Phase.detected: "Failure",
    Phase.approval_needed: "Approval needed",
    Phase.needs_human: "Needs a human",
    Phase.resolved: "Recovered",
    Phase.rejected: "Action rejected",
}
PHASE_EMOJI = {
    Phase.detected: ":rotating_light:",
    Phase.approval_needed: ":raised_hand:",
    Phase.needs_human: ":eyes:",
    Phase.resolved: ":white_check_mark:",
    Phase.rejected: ":no_entry_sign:",
}
# Slack member/user-group ids in a job's notify list become mentions; anything else is plain text.
_SLACK_ID = re.compile(r"^@?([UW][A-Z0-9]{6,})$")


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _code_block(line: str) -> str:
    # A ``` inside the log line would close the block early.
    safe = escape(line).replace("```", "`\u200b``")
    return "```" + _cut(safe, SECTION_LIMIT - 40) + "```"


def _mention(who: str) -> str:
    match = _SLACK_ID.match(who.strip())
    return f"<@{match.group(1)}>" if match else escape(who)


def build_message(notification: Notification) -> dict[str, Any]:
    inc = notification.incident
    phase = notification.phase
    title = f"{PHASE_TITLE[phase]}: {inc.category} in job {inc.job_id}"
    nodes = ", ".join(inc.culprit_nodes) or "—"
    ranks = ", ".join(str(r) for r in inc.culprit_ranks) or "—"
    fields = [
        ("Category", f"`{inc.category}` ({inc.layer})"),
        ("Action", f"`{inc.action}`"),
        ("Culprit nodes", escape(nodes)),
        ("Culprit ranks", ranks),
        ("Blame", inc.blame),
        ("Confidence", f"{inc.confidence:.0%} ({inc.source})"),
    ]
    blocks: list[dict[str, Any]] = [
        {"type": "header", "text": {"type": "plain_text", "text": _cut(f"{title}", HEADER_LIMIT)}},
        {
            "type": "section",
            "fields": [{"type": "mrkdwn", "text": _cut(f"*{k}*\n{v}", 2000)} for k, v in fields],
        },
    ]
    if inc.root_cause_line:
        blocks.append(
            {
                "type": "section",
                "text": {"type": "mrkdwn", "text": "*Root cause*\n" + _code_block(inc.root_cause_line)},
            }
        )
    if inc.explanation:
        blocks.append(
            {
                "type": "section",
                "text": {"type": "mrkdwn", "text": _cut(escape(inc.explanation), SECTION_LIMIT)},
            }
        )
    decision: list[str] = []
    if inc.action_reason:
        decision.append(f"*Why `{inc.action}`*: {escape(inc.action_reason)}")
    if inc.missing_evidence:
        decision.append("*Missing evidence*: " + "; ".join(escape(m) for m in inc.missing_evidence))
    if decision:
        blocks.append(
            {"type": "section", "text": {"type": "mrkdwn", "text": _cut("\n".join(decision), SECTION_LIMIT)}}
        )
    if inc.decisions:
        why = "\n".join(f"• {escape(d)}" for d in inc.decisions)
        blocks.append(
            {
                "type": "section",
                "text": {"type": "mrkdwn", "text": _cut(f"*Waiting on you*\n{why}", SECTION_LIMIT)},
            }
        )
    context: list[str] = [f"incident {inc.incident_id} · state `{inc.state}`"]
    if notification.console_url:
        context.append(f"<{notification.console_url}|Open in console>")
    if notification.repeats:
        context.append(f"seen {notification.repeats} more time(s) on this job")
    people = [p for p in [inc.owner, *inc.notify] if p]
    if people:
        context.append("cc " + ", ".join(_mention(p) for p in dict.fromkeys(people)))
    blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": " · ".join(context)}]})
    # ``text`` is what notifications and screen readers show.
    fallback = f"{PHASE_EMOJI[phase]} {escape(title)}: {inc.action}"
    return {"text": _cut(fallback, SECTION_LIMIT), "blocks": blocks}


class SlackNotifier(Notifier):
    kind = "slack"

    def __init__(self, webhook_url: str, client: httpx.AsyncClient) -> None:
        self.webhook_url = webhook_url
        self.client = client

    async def send(self, notification: Notification) -> None:
        body = json.dumps(build_message(notification)).encode()
        await post(
            self.client,
            self.webhook_url,
            content=body,
            headers={"Content-Type": "application/json"},
            peer="slack",
        )

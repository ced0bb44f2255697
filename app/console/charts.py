"""Server-rendered SVG charts for the console: no JavaScript library, nothing from a CDN.

Pure functions from plain data to markup. Every piece of text that reaches the SVG (categories,
job ids, node names, log lines) passes through :func:`markupsafe.escape`: log lines are untrusted
and a chart is as much an injection point as a table. Colours are SVG presentation attributes,
not ``style=`` attributes, so the console's ``default-src 'self'`` policy needs no exception.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from markupsafe import Markup, escape

# Distinct on the dark background; categories take them in vocabulary order so a category keeps
# its colour from page to page.
PALETTE = (
    "#ff6b6b", "#7cb7ff", "#ffc266", "#6fdc8c", "#c792ea", "#4dd0e1", "#f78c6c", "#a5d6a7",
    "#f48fb1", "#90a4ae", "#ffd54f", "#80cbc4", "#b39ddb", "#ef9a9a", "#9fa8da", "#c5e1a5",
)  # fmt: skip
STATE_COLOURS = {"ok": "#6fdc8c", "suspect": "#ffc266", "cordoned": "#ff6b6b"}
TONES = {"root": "#ff6b6b", "symptom": "#ffc266", "action": "#7cb7ff", "verify": "#6fdc8c", "bad": "#ff6b6b"}


def colour_of(name: str, order: Sequence[str]) -> str:
    index = order.index(name) if name in order else len(order) + sum(map(ord, name))
    return PALETTE[index % len(PALETTE)]


def _x(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def time_label(t: float, span_s: float) -> str:
    moment = datetime.fromtimestamp(t, UTC)
    if span_s <= 120:
        return moment.strftime("%H:%M:%S")
    if span_s <= 2 * 86400:
        return moment.strftime("%H:%M")
    return moment.strftime("%m-%d")


def _svg(width: int, height: int, label: str, body: Iterable[str], css: str) -> Markup:
    return Markup(
        f'<svg class="chart {css}" viewBox="0 0 {width} {height}" width="100%" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg">'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )


def _time_axis(t0: float, t1: float, left: float, right: float, y: float, ticks: int = 6) -> list[str]:
    out = [f'<line class="axis" x1="{_x(left)}" y1="{_x(y)}" x2="{_x(right)}" y2="{_x(y)}"/>']
    span = max(t1 - t0, 1e-9)
    for k in range(ticks + 1):
        t = t0 + span * k / ticks
        x = left + (right - left) * k / ticks
        anchor = "start" if k == 0 else "end" if k == ticks else "middle"
        out.append(
            f'<text class="tick" x="{_x(x)}" y="{_x(y + 14)}" text-anchor="{anchor}">'
            f"{escape(time_label(t, span))}</text>"
        )
    return out


def _legend(items: Sequence[tuple[str, str]], x: float, y: float, width: float) -> list[str]:
    out, cx, cy = [], x, y
    for label, colour in items:
        w = 24 + 7.2 * len(label)
        if cx + w > x + width and cx > x:
            cx, cy = x, cy + 16
        out.append(
            f'<g class="legend-item"><rect x="{_x(cx)}" y="{_x(cy - 9)}" width="10" height="10" rx="2" '
            f'fill="{colour}"/><text x="{_x(cx + 14)}" y="{_x(cy)}">{escape(label)}</text></g>'
        )
        cx += w
    return out


@dataclass(frozen=True)
class Buckets:
    """Counts per category in equal time buckets starting at ``start`` (epoch seconds)."""

    start: float
    width_s: float
    counts: dict[str, list[int]]  # category -> one count per bucket
    n: int


def stacked_bars(
    data: Buckets, order: Sequence[str], label: str, width: int = 960, height: int = 240
) -> Markup:
    """Incidents over time, one bar per bucket, stacked by category."""
    cats = [c for c in order if c in data.counts] + sorted(c for c in data.counts if c not in order)
    totals = [sum(data.counts[c][k] for c in cats) for k in range(data.n)]
    top = max([1, *totals])
    left, right, y0, y1 = 36.0, width - 8.0, 10.0, height - 60.0
    body = [f'<text class="tick" x="{_x(left - 6)}" y="{_x(y0 + 8)}" text-anchor="end">{top}</text>']
    body.append(f'<text class="tick" x="{_x(left - 6)}" y="{_x(y1)}" text-anchor="end">0</text>')
    slot = (right - left) / max(data.n, 1)
    for k in range(data.n):
        x, base = left + k * slot + 1, y1
        for cat in cats:
            n = data.counts[cat][k]
            if not n:
                continue
            h = (y1 - y0) * n / top
            when = time_label(data.start + k * data.width_s, data.width_s * data.n)
            body.append(
                f'<rect class="bar" data-category="{escape(cat)}" x="{_x(x)}" y="{_x(base - h)}" '
                f'width="{_x(max(slot - 2, 1))}" height="{_x(h)}" fill="{colour_of(cat, order)}">'
                f"<title>{escape(cat)}: {n} at {escape(when)}</title></rect>"
            )
            base -= h
    body += _time_axis(data.start, data.start + data.width_s * data.n, left, right, y1)
    if not cats:
        body.append(f'<text class="empty" x="{width / 2}" y="{(y0 + y1) / 2}">no incidents</text>')
    body += _legend([(c, colour_of(c, order)) for c in cats], left, height - 22, right - left)
    return _svg(width, height, label, body, "stacked")


@dataclass(frozen=True)
class Series:
    label: str
    points: list[tuple[float, float]]  # (epoch seconds, value 0..1)
    href: str | None = None


def percent(value: float) -> str:
    return f"{value * 100:.0f}%"


def line_chart(
    series: Sequence[Series],
    t0: float,
    t1: float,
    label: str,
    *,
    fmt: Callable[[float], str] = percent,
    width: int = 960,
    height: int = 240,
) -> Markup:
    """Values between 0 and 1 over time, one line per series (ETTR per job)."""
    left, right, y0, y1 = 40.0, width - 8.0, 10.0, height - 60.0
    span = max(t1 - t0, 1e-9)
    body: list[str] = []
    for v in (0.0, 0.5, 1.0):
        y = y1 - (y1 - y0) * v
        body.append(f'<line class="grid" x1="{_x(left)}" y1="{_x(y)}" x2="{_x(right)}" y2="{_x(y)}"/>')
        body.append(
            f'<text class="tick" x="{_x(left - 6)}" y="{_x(y + 4)}" text-anchor="end">{escape(fmt(v))}</text>'
        )
    order = [s.label for s in series]
    for s in series:
        colour = colour_of(s.label, order)
        pts = " ".join(
            f"{_x(left + (right - left) * (t - t0) / span)},{_x(y1 - (y1 - y0) * min(max(v, 0.0), 1.0))}"
            for t, v in s.points
        )
        last = fmt(s.points[-1][1]) if s.points else "—"
        line = (
            f'<g class="series" data-series="{escape(s.label)}">'
            f"<title>{escape(s.label)}: {escape(last)}</title>"
            f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{pts}"/></g>'
        )
        if s.href:
            line = f'<a href="{escape(s.href)}">{line}</a>'
        body.append(line)
    body += _time_axis(t0, t1, left, right, y1)
    if not series:
        body.append(f'<text class="empty" x="{width / 2}" y="{(y0 + y1) / 2}">no tracked jobs</text>')
    legend = [
        (f"{s.label} {fmt(s.points[-1][1]) if s.points else '—'}", colour_of(s.label, order)) for s in series
    ]
    body += _legend(legend, left, height - 22, right - left)
    return _svg(width, height, label, body, "lines")


@dataclass(frozen=True)
class FleetNode:
    name: str
    state: str  # ok | suspect | cordoned
    incidents: int
    href: str | None = None
    why: str = ""


FLEET_STATES = ("ok", "suspect", "cordoned")


def fleet_grid(nodes: Sequence[FleetNode], label: str, width: int = 960) -> Markup:
    """Nodes by state: one row per state, one tile per node, its incident count on the tile."""
    tile_w, tile_h, gap, head = 112.0, 40.0, 6.0, 90.0
    per_row = max(1, int((width - head) // (tile_w + gap)))
    rows: list[str] = []
    y = 6.0
    for state in FLEET_STATES:
        members = [n for n in nodes if n.state == state]
        lines = max(1, -(-len(members) // per_row))
        rows.append(
            f'<text class="row-label state-{state}" x="0" y="{_x(y + tile_h / 2 + 5)}">'
            f'{state} <tspan class="count">{len(members)}</tspan></text>'
        )
        for k, node in enumerate(members):
            x = head + (k % per_row) * (tile_w + gap)
            ty = y + (k // per_row) * (tile_h + gap)
            name = node.name if len(node.name) <= 14 else node.name[:13] + "…"
            tip = f"{node.name}: {state}, {node.incidents} incident(s)" + (
                f" — {node.why}" if node.why else ""
            )
            tile = (
                f'<g class="tile" data-node="{escape(node.name)}" data-state="{state}">'
                f"<title>{escape(tip)}</title>"
                f'<rect x="{_x(x)}" y="{_x(ty)}" width="{_x(tile_w)}" height="{_x(tile_h)}" rx="6" '
                f'fill="{STATE_COLOURS[state]}" fill-opacity="0.18" stroke="{STATE_COLOURS[state]}"/>'
                f'<text class="node-name" x="{_x(x + 8)}" y="{_x(ty + 17)}">{escape(name)}</text>'
                f'<text class="node-count" x="{_x(x + 8)}" y="{_x(ty + 33)}">{node.incidents} incident'
                f"{'' if node.incidents == 1 else 's'}</text></g>"
            )
            rows.append(f'<a href="{escape(node.href)}">{tile}</a>' if node.href else tile)
        y += lines * (tile_h + gap) + 8
    return _svg(width, int(y), label, rows, "fleet")


@dataclass(frozen=True)
class Event:
    at: float  # epoch seconds
    lane: str  # root | symptom | action | verify
    title: str
    detail: str = ""
    tone: str = ""  # a key of TONES; the lane's by default


LANES = (("root", "root cause"), ("symptom", "symptoms"), ("action", "actions"), ("verify", "verification"))


def timeline(events: Sequence[Event], label: str, width: int = 960) -> Markup:
    """An incident's story on four lanes: root-cause line, symptoms, actions, verification."""
    lane_h, left, right, top = 34.0, 110.0, width - 14.0, 8.0
    height = top + lane_h * len(LANES) + 26
    if events:
        t0, t1 = min(e.at for e in events), max(e.at for e in events)
    else:
        t0 = t1 = 0.0
    if t1 - t0 < 1.0:
        t1 = t0 + 1.0
    body: list[str] = []
    for k, (lane, name) in enumerate(LANES):
        y = top + lane_h * k + lane_h / 2
        body.append(f'<text class="lane-label" x="0" y="{_x(y + 4)}">{name}</text>')
        body.append(f'<line class="grid" x1="{_x(left)}" y1="{_x(y)}" x2="{_x(right)}" y2="{_x(y)}"/>')
        for e in (e for e in events if e.lane == lane):
            x = left + (right - left) * (e.at - t0) / (t1 - t0)
            colour = TONES.get(e.tone or lane, TONES["action"])
            when = datetime.fromtimestamp(e.at, UTC).strftime("%H:%M:%S")
            tip = f"{when} {e.title}" + (f": {e.detail}" if e.detail else "")
            body.append(
                f'<g class="event" data-lane="{lane}"><title>{escape(tip)}</title>'
                f'<circle cx="{_x(x)}" cy="{_x(y)}" r="6" fill="{colour}"/></g>'
            )
    body += _time_axis(t0, t1, left, right, top + lane_h * len(LANES) + 2, ticks=4)
    return _svg(width, int(height), label, body, "timeline")

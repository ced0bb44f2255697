"""The web triage console: server-rendered pages with live updates (see routes.py)."""

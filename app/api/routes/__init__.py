"""Routers, one module per area; ``app.main`` includes every router listed in ``ROUTERS``."""

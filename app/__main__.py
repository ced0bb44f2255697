"""``python -m app`` is ``crashcart``."""

from app.cli import main

main()

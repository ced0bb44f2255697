# crashcart — the two set-up commands are `make run` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTEST_ARGS ?=

.PHONY: run test install install-dev services slurm lint typecheck pytest bench clean

run: install ## install and run the service (embedded: SQLite, in-process queue)
	$(VENV)/bin/crashcart serve

install:
	@scripts/bootstrap.sh run

install-dev:
	@scripts/bootstrap.sh test

services: ## PostgreSQL and Redis on loopback, for the tests
	@scripts/services.sh

slurm: ## a real Slurm cluster with 4 fake nodes on this machine
	@scripts/slurm.sh up

test: install-dev services slurm lint typecheck pytest ## everything CI runs

lint: install-dev
	$(VENV)/bin/ruff check app tests bench examples
	$(VENV)/bin/ruff format --check app tests bench examples

typecheck: install-dev
	$(VENV)/bin/mypy

pytest: install-dev
	$(VENV)/bin/pytest -q $(PYTEST_ARGS)

bench: install-dev services
	$(PY) bench/ingest.py
	$(PY) bench/compress.py
	$(PY) bench/rules.py
	$(PY) bench/checkpoint.py
	$(PY) bench/recovery.py
	$(PY) bench/llm.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache data

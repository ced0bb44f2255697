# crashcart — the two set-up commands are `make run` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTEST_ARGS ?=

.PHONY: run test install install-dev services slurm monitoring lint typecheck pytest bench clean

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

monitoring: ## Prometheus, promtool and Alertmanager (Debian's) for the monitoring tests
	@scripts/monitoring.sh

test: install-dev services slurm monitoring lint typecheck pytest ## everything CI runs

lint: install-dev
	$(VENV)/bin/ruff check app tests bench examples
	$(VENV)/bin/ruff format --check app tests bench examples

typecheck: install-dev
	$(VENV)/bin/mypy

# The tests run on PYTEST_WORKERS processes (pytest-xdist); those sharing the Slurm cluster run
# one at a time (tests/conftest.py). PYTEST_WORKERS=0: all in this process. Tests marked `serial`
# (sub-second leases and deadlines) run afterwards in one process with nothing beside them
# (exit status 5: PYTEST_ARGS selected none of them). Without PYTEST_ARGS the serial run collects
# only the files that mark tests `serial`, not the whole suite again (a test marked so in a file
# that does not say `mark.serial` stops the first run: tests/conftest.py). Three workers on a 2-core
# machine: the suite waits on servers, clusters and browsers about half the time (user + sys CPU
# was ~20 of ~25 wall minutes at 2 workers), so a third keeps the cores busy.
PYTEST_WORKERS ?= 3
SERIAL_FILES = $(shell grep -rlE --include='test_*.py' 'mark\.serial' tests)
pytest: install-dev
	CRASHCART_REQUIRE_MONITORING=1 $(VENV)/bin/pytest -q -n $(PYTEST_WORKERS) -m "not serial" $(PYTEST_ARGS)
	CRASHCART_REQUIRE_MONITORING=1 $(VENV)/bin/pytest -q -m serial $(if $(PYTEST_ARGS),,$(SERIAL_FILES)) $(PYTEST_ARGS) || [ $$? -eq 5 ]

bench: install-dev services
	$(PY) bench/ingest.py
	$(PY) bench/compress.py
	$(PY) bench/rules.py
	$(PY) bench/checkpoint.py
	$(PY) bench/recovery.py
	$(PY) bench/llm.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache data

# Grimorio: the two commands of the README (`make play`, `make test`) create the virtual
# environment and install what they need by themselves.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play demo test services test-fast fuzz lint bench strength coverage clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

play: $(STAMP)
	$(BIN)/grimorio serve --port $${PORT:-8000}

demo: $(STAMP)
	$(BIN)/grimorio play --demo --seed $${SEED:-1}

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests
	$(BIN)/mypy
	$(BIN)/mypy --strict src/grimorio/core src/grimorio/dsl src/grimorio/mtg

test: lint services
	GRIMORIO_ABILITY_USE=1 \
	GRIMORIO_TEST_POSTGRES=postgresql+psycopg://grimorio:grimorio@127.0.0.1:5432/grimorio_test \
	$(BIN)/python -m pytest -n 2

# PostgreSQL (started, with the test role and database) and Chromium, installed with apt
# where missing: what the store and browser tests need (tools/services.sh).
services:
	tools/services.sh

# The suite without the tests marked slow (fuzz games, search agents, terminal sessions), for
# a quick check while working; `make test` (what CI runs) runs everything.
test-fast: lint
	$(BIN)/python -m pytest -n 2 -m "not slow"

# The long random search (issue 17): the tests marked fuzz, then the property suites with
# the large hypothesis profile (the statistics show how many inputs each test tried), then
# GAMES whole games of random and careless agents with no cap (tools/fuzz_games.py).
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -n 2 -m fuzz --hypothesis-show-statistics
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -n 2 tests/property --hypothesis-show-statistics
	$(BIN)/python tools/fuzz_games.py --games $${GAMES:-2000}

coverage: $(STAMP)
	$(BIN)/coverage run --source=src/grimorio -m pytest -p no:xdist
	$(BIN)/coverage report

bench: $(STAMP)
	$(BIN)/grimorio bench --games $${GAMES:-200}

# Agent strength: heuristic against random, then search against heuristic (long: GAMES games
# at THINK seconds a decision).
strength: $(STAMP)
	$(BIN)/grimorio match heuristic random --games $${GAMES:-200} --seed 0
	$(BIN)/grimorio match search heuristic --games $${GAMES:-200} --seed 0 --think $${THINK:-1}

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache

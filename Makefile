# Grimorio: the two commands of the README (`make play`, `make test`) create the virtual
# environment and install what they need by themselves.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play demo test services test-fast fuzz lint bench strength coverage clean compiled \
	test-compiled bench-compiled test-pure

# The compiled build (issue 20, setup.py): core/, dsl/, rules/, mtg/ and inferno/ compiled to C with mypyc, in
# a virtual environment of its own; .venv keeps the pure-Python editable install.
CVENV := .venv-compiled
CBIN := $(CVENV)/bin
CSTAMP := $(CVENV)/.installed
MYPY_PIN := $(shell sed -n 's/^ *"\(mypy==[^"]*\)",*/\1/p' pyproject.toml)
ENGINE_SOURCES := $(shell find src/grimorio -name '*.py')

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

# The game runs on the compiled build (built once, then again only after a source changes: a
# few minutes), or on the pure-Python engine where that can't be built or PURE=1 asks for it.
play: $(STAMP)
	@if [ -z "$(PURE)" ] && $(MAKE) --no-print-directory compiled; then \
		exec $(CBIN)/grimorio serve --port $${PORT:-8000}; \
	else \
		echo "grimorio: the pure-Python engine serves (make compiled builds the fast one)"; \
		exec $(BIN)/grimorio serve --port $${PORT:-8000}; \
	fi

demo: $(STAMP)
	$(BIN)/grimorio play --demo --seed $${SEED:-1}

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests
	$(BIN)/mypy
	$(BIN)/mypy --strict src/grimorio/core src/grimorio/dsl src/grimorio/rules src/grimorio/mtg src/grimorio/inferno

# What CI runs: the whole suite on the compiled build (what users run, `make play`), then on
# the pure-Python sources (what developers edit) the tests marked pure: the golden games and
# the fuzz test's random games, which the two builds must play alike, and the tests that need
# the pure build (they count calls by replacing functions, which compiled calls don't see). GRIMORIO_COMPILED=1 makes
# tests/test_compiled_build.py check that the compiled modules are the ones in use.
test: lint services $(CSTAMP)
	GRIMORIO_COMPILED=1 GRIMORIO_ABILITY_USE=1 \
	GRIMORIO_TEST_POSTGRES=postgresql+psycopg://grimorio:grimorio@127.0.0.1:5432/grimorio_test \
	$(CBIN)/python -m pytest -n 2
	$(BIN)/python -m pytest -n 2 -m pure

# The whole suite on the pure-Python sources alone (no compiled build needed).
test-pure: lint services
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
# GAMES whole games of random and careless agents with no cap (tools/fuzz_games.py), then
# GAMES (by default 200) four-player games: free-for-all, Commander and Archenemy in turn.
fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -n 2 -m fuzz --hypothesis-show-statistics
	HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -n 2 tests/property --hypothesis-show-statistics
	$(BIN)/python tools/fuzz_games.py --games $${GAMES:-2000}
	$(BIN)/python tools/fuzz_games.py --games $${GAMES:-200} --players 4 --variant mixed

coverage: $(STAMP)
	$(BIN)/coverage run --source=src/grimorio -m pytest -p no:xdist
	$(BIN)/coverage report

bench: $(STAMP)
	$(BIN)/grimorio bench --games $${GAMES:-200}

# Agent strength: heuristic against random, then search against heuristic (long: GAMES games
# at THINK seconds a decision).
strength: $(STAMP)
	$(BIN)/grimorio match heuristic random --games $${GAMES:-200} --seed 0
	$(BIN)/grimorio match heuristic suave --games $${GAMES:-200} --seed 0
	$(BIN)/grimorio match search heuristic --games $${GAMES:-200} --seed 0 --think $${THINK:-1}

# A wheel with the engine compiled (mypy builds it: the pinned one), installed into
# .venv-compiled with the dev extra; rebuilt when a source changes.
$(CSTAMP): pyproject.toml setup.py $(ENGINE_SOURCES)
	@test -x $(CBIN)/python || $(PYTHON) -m venv $(CVENV) || python3 -m venv $(CVENV)
	$(CBIN)/python -m pip install --quiet --upgrade pip 'setuptools>=68' wheel '$(MYPY_PIN)'
	rm -rf build/wheels build/lib.* build/bdist.*  # a module no longer compiled leaves no .so
	GRIMORIO_COMPILE=1 $(CBIN)/python -m pip wheel --quiet --no-build-isolation --no-deps \
		-w build/wheels .
	$(CBIN)/python -m pip install --quiet "$$(ls build/wheels/grimorio-*.whl)[dev]"
	$(CBIN)/python -m pip install --quiet --force-reinstall --no-deps build/wheels/grimorio-*.whl
	@touch $(CSTAMP)

compiled: $(CSTAMP)

# The suite against the compiled build: nothing puts src/ on the path (pyproject adds only
# tests/), so `grimorio` is the installed compiled package; GRIMORIO_COMPILED=1 makes
# tests/test_compiled_build.py check that it is.
test-compiled: $(CSTAMP)
	GRIMORIO_COMPILED=1 $(CBIN)/python -m pytest -n 2 $(ARGS)

bench-compiled: $(CSTAMP)
	$(CBIN)/grimorio bench --games $${GAMES:-200}

clean:
	rm -rf $(VENV) $(CVENV) build .pytest_cache .mypy_cache .ruff_cache

# searchlab: the verbs people type. `make demo` runs the statement samples; `make test` is
# the full check (format, lints, every test and testdata file) that CI runs.

CARGO ?= cargo

.PHONY: all build install readme-installed demo test lint bench bundle judge-compat rust-1.63 parallel oj \
	testdata toolchain fuzz slurm-check shards-check

all: build

# Every program of the workspace, judges and tools, into target/release/.
build:
	$(CARGO) build --release --workspace --bins

# Every program, the seven judges and the five tools, into $(PREFIX)/bin: one `cargo
# install` a package (cargo install --path PACKAGE installs one of them alone).
PREFIX ?= $(HOME)/.local
PACKAGES = . bundle checker filefind mazegen npuzzle sudokugen

install:
	@for package in $(PACKAGES); do \
		$(CARGO) install --locked --path $$package --root "$(PREFIX)" || exit 1; \
	done
	@echo "make install: the judges and the tools are in $(PREFIX)/bin"

# The README as a newcomer reads it: its install command, `make install` as written, run with
# HOME set to a fresh folder (so ~/.local/bin is that folder's, and Cargo and rustup keep
# their own homes), then every command of its console blocks and its GNU parallel line, as
# written, with that ~/.local/bin first on the PATH.
README_HOME = target/readme-home
INSTALLED_BIN = $(CURDIR)/$(README_HOME)/.local/bin

# The test itself builds as `make test` does (without LTO), reusing what that built.
readme-installed:
	rm -rf $(README_HOME)
	mkdir -p $(README_HOME)
	home="$${HOME:-$$(getent passwd "$$(id -u)" | cut -d: -f6)}"; \
		cargo_home="$${CARGO_HOME:-$$home/.cargo}"; rustup_home="$${RUSTUP_HOME:-$$home/.rustup}"; \
		HOME=$(CURDIR)/$(README_HOME) CARGO_HOME="$$cargo_home" RUSTUP_HOME="$$rustup_home" \
		$(MAKE) install
	README_BIN=$(INSTALLED_BIN) CARGO_PROFILE_RELEASE_LTO=false \
		CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 $(CARGO) test --release -p searchlab-tests \
		--test workspace readme::every_readme_example
	$(MAKE) parallel
	README_BIN=$(INSTALLED_BIN) .ci/readme-parallel target/parallel

demo: build
	@echo "make demo: building the demo runner, then running every sample"
	$(CARGO) run --release -p searchlab-tests --bin demo

# Everything builds in the release profile without its link-time optimisation (Cargo reads
# the two settings from the environment, and so do the builds the tests start), the lints
# and doc examples too, sharing what is built: LTO would link each of some forty test
# binaries for seconds, and a dev build would compile every dependency again. The bench
# package holds no tests (`make bench` runs it): leaving it out spares compiling its peer.
# The API pages are built with warnings as errors (a broken link fails the run), in the
# release profile so that they reuse the dependencies clippy has just checked.
# The tools the tests run (Rust 1.63, GNU parallel, oj) are fetched while the lints and the
# build run, the fetches waiting on the network and the build on the processor; the tests
# start once both are done (the fetches' output follows the build's).
test: export CARGO_PROFILE_RELEASE_LTO = false
test: export CARGO_PROFILE_RELEASE_CODEGEN_UNITS = 16
test: toolchain
	@mkdir -p target
	@$(MAKE) --no-print-directory rust-1.63 parallel oj >target/fetch.log 2>&1 & fetch=$$!; \
	set -ex; \
	$(CARGO) fmt --all --check; \
	$(CARGO) clippy --release --workspace --all-targets -- -D warnings; \
	RUSTDOCFLAGS="-D warnings" $(CARGO) doc --release --workspace --no-deps; \
	$(CARGO) build --release --workspace --bins --examples; \
	if ! wait $$fetch; then cat target/fetch.log >&2; exit 1; fi; \
	cat target/fetch.log; \
	$(CARGO) test --release --workspace --exclude searchlab-benches; \
	.ci/readme-parallel target/parallel

lint: toolchain
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings

# One self-contained dist/PROG.rs per judge program, for online judges.
bundle:
	$(CARGO) run --release --quiet -p bundle -- --all

# Every judge and example bundle compiled by the oldest Rust tested (1.63, Debian bookworm's,
# unpacked into target/ without installing) under editions 2018 and 2021, and by the current
# rustc under 2018, 2021 and 2024, warnings denied; and each made for edition 2015 (where
# the library's imports are written from `self::`), compiled by both; each build judged on
# all its testdata beside the Cargo build.
OLD_RUSTC = target/rust-1.63/rustc

# The problems solved on the closure searches (README, "Writing your own solution").
EXAMPLES = $(sort $(wildcard examples/*.rs))

# Rust 1.63 for the tests that hold the library and the bundles to it.
rust-1.63:
	.ci/fetch-rustc-1.63 target/rust-1.63

# GNU parallel for the README's parallel block and the test of its check.
parallel:
	.ci/fetch-parallel target/parallel

# online-judge-tools (`oj`, from PyPI) for the test that runs the README's `oj test` line.
oj:
	.ci/fetch-oj target/oj

judge-compat: build rust-1.63
	$(CARGO) build --release -p searchlab --examples
	target/release/bundle --all --out-dir target/judge-compat --check --editions 2018,2021,2024
	target/release/bundle --all --out-dir target/judge-compat --check --rustc $(OLD_RUSTC) --editions 2018,2021
	target/release/bundle --all --out-dir target/judge-compat/2015 --edition 2015 --check
	target/release/bundle --all --out-dir target/judge-compat/2015 --edition 2015 --check --rustc $(OLD_RUSTC)
	target/release/bundle $(EXAMPLES) --out-dir target/judge-compat --check --editions 2018,2021,2024
	target/release/bundle $(EXAMPLES) --out-dir target/judge-compat --check --rustc $(OLD_RUSTC) --editions 2018,2021
	target/release/bundle $(EXAMPLES) --out-dir target/judge-compat/2015 --edition 2015 --check
	target/release/bundle $(EXAMPLES) --out-dir target/judge-compat/2015 --edition 2015 --check --rustc $(OLD_RUSTC)
	@echo "make judge-compat: every judge and example bundle compiled warning-free and behaved" \
		"as its Cargo build on its testdata, on $$($(OLD_RUSTC) --version) (2015, 2018, 2021) and" \
		"$$(rustc --version) (2015, 2018, 2021, 2024)"

bench: build
	@test -x target/fd/bin/fd || $(CARGO) install --quiet --root target/fd fd-find
	.ci/fetch-qqwing target/qqwing
	$(CARGO) bench -p searchlab-benches

# The long hostile-input campaign: FUZZ_CASES mutated inputs and absurd options drawn
# from FUZZ_SEED, one at a time under a memory cap and a time limit, stopping after
# FUZZ_SECONDS (0: when all have run); each failing input is written with a reproducer to
# FUZZ_FAILURES.
FUZZ_SEED ?= 1
FUZZ_CASES ?= 20000
FUZZ_SECONDS ?= 0
FUZZ_FAILURES ?= target/fuzz-failures

fuzz:
	FUZZ_SEED=$(FUZZ_SEED) FUZZ_CASES=$(FUZZ_CASES) FUZZ_SECONDS=$(FUZZ_SECONDS) \
		FUZZ_FAILURES=$(FUZZ_FAILURES) \
		$(CARGO) test --release -p searchlab-tests --test workspace hostile::hostile_campaign_long -- --ignored --nocapture

# The README's Slurm job arrays (queens, npuzzle), run under a one-node Slurm on this host
# (see the script).
slurm-check: build
	.ci/slurm-check target/slurm

# The README's GNU parallel loop that splits one 24-puzzle's IDA* into 8 shards, checked
# against one process (see the script; the tables are cached under target/npuzzle-cache).
shards-check: build parallel
	.ci/shards-check target/parallel target/npuzzle-cache

# Regenerates the computed testdata (random and hardest cases, expected outputs).
testdata:
	$(CARGO) run --release -p searchlab-tests --bin gen_testdata

# rustfmt and clippy ship with rustup's default profile; add them if a minimal one left them out.
toolchain:
	@$(CARGO) fmt --version >/dev/null 2>&1 || rustup component add rustfmt
	@$(CARGO) clippy --version >/dev/null 2>&1 || rustup component add clippy

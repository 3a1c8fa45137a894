# The two Quick start commands, and what they need on a fresh Debian machine (or a Mac with Homebrew).
.PHONY: deps generate test example fuzz-smoke bench install generate-sources

PREFIX ?= /usr/local

# Release builds on Linux link the Swift runtime and FoundationEssentials into the binary (the core
# does not import the whole of Foundation): it starts in about 8 ms instead of 20 (no dynamic lookup
# of the runtime's symbols at every launch, no ICU tables to map), calls
# the runtime without going through the PLT (less CPU on every retain and release; docs/performance.md
# has the measurements), and runs on a machine with no Swift toolchain. macOS ships the runtime in
# the OS, so the flag is Linux's only.
RELEASE := -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

# libyaml is the one C dependency (a SwiftPM systemLibrary target finds it through pkg-config);
# the tests also check the editor schema with Python's jsonschema, an independent validator.
deps:
	@pkg-config --exists yaml-0.1 2>/dev/null || if command -v apt-get >/dev/null; then \
	  echo "installing libyaml-dev"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config; \
	elif command -v brew >/dev/null; then \
	  echo "installing libyaml"; brew install libyaml pkg-config; \
	else echo "install libyaml and pkg-config (Debian: apt-get install libyaml-dev; macOS: brew install libyaml)"; exit 1; fi
	@python3 -c 'import jsonschema, yaml' 2>/dev/null || { \
	  echo "installing jsonschema and pyyaml"; \
	  python3 -m pip install --quiet jsonschema pyyaml; }

# The main job on the example specs.
generate: deps
	swift run screengen generate Specs --output Generated

# The files made from others (embedded templates, generated docs and schema), after editing their
# source; the tests fail when one is stale.
generate-sources: deps
	swift run generate-sources

# The whole test suite.
test: deps
	swift test

# The example consumer package: the plugin's drift check, then its tests of the generated stores
# and routes (they build and run on Linux).
example: deps
	cd Examples/ScreenApp && swift package --allow-writing-to-package-directory generate-screens --check
	cd Examples/ScreenApp && swift test
	cd Examples/ScreenApp/Packages/Shelf && swift test

# A short run of the libFuzzer target over the whole pipeline (CI runs it; see docs/performance.md).
fuzz-smoke: deps
	Fuzz/run.sh 45

# The benchmark against the floor (see docs/performance.md).
bench: deps
	swift build $(RELEASE) --product screengen
	swift build $(RELEASE) --product screengen-bench
	.build/release/screengen-bench

# A release binary in $(PREFIX)/bin; the templates are compiled into it.
install: deps
	swift build $(RELEASE) --product screengen
	install -d "$(PREFIX)/bin"
	install -m 755 .build/release/screengen "$(PREFIX)/bin/screengen"

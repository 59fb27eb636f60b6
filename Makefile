# memterm -- top-level build.  `make` builds build/memterm, `make check`
# builds everything and runs every test, `make demo` verifies an example.
# Both `check` and `demo` first install missing Debian packages (as root).

LLVM_CONFIG ?= /usr/lib/llvm-19/bin/llvm-config
LLVM_PREFIX := $(shell $(LLVM_CONFIG) --prefix 2>/dev/null || echo /usr/lib/llvm-19)
LIT         ?= python3 $(LLVM_PREFIX)/build/utils/lit/lit.py
CC          ?= cc

WARN     := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wno-unused-parameter
BASEFLAGS = -std=c17 -D_GNU_SOURCE $(WARN) -isystem $(LLVM_PREFIX)/include -MMD -MP
LDLIBS    = -L$(LLVM_PREFIX)/lib -Wl,-rpath,$(LLVM_PREFIX)/lib -lLLVM-19 -lz3 -lyaml -ljansson -lnettle -lm

REL_CFLAGS  := -O2 -g
ASAN_CFLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

SRCS      := $(sort $(wildcard src/*/*.c))
LIB_SRCS  := $(filter-out src/driver/main.c,$(SRCS))
UNIT_SRCS := $(sort $(wildcard test/unit/test_*.c))

REL_OBJS  := $(SRCS:%.c=build/rel/%.o)
ASAN_OBJS := $(SRCS:%.c=build/asan/%.o)
ASAN_LIB  := $(LIB_SRCS:%.c=build/asan/%.o)
UNIT_BINS := $(UNIT_SRCS:test/unit/%.c=build/unit/%)

FUZZ_TARGETS := prp task smt2 koat c
FUZZ_REPLAY  := $(FUZZ_TARGETS:%=build/fuzz/replay_%)
AFL_CC       ?= afl-clang-fast
AFL_OBJS     := $(LIB_SRCS:%.c=build/afl/%.o)
AFL_BINS     := $(FUZZ_TARGETS:%=build/afl/fuzz_%)

PREFIX  ?= /usr/local
DESTDIR ?=

.PHONY: all deps check check-unit check-lit check-fuzz demo clean asan fuzz install
all: build/memterm

deps:
	@sh scripts/install-deps.sh

build/memterm: $(REL_OBJS)
	$(CC) $(REL_CFLAGS) -o $@ $^ $(LDLIBS)

build/asan/memterm: $(ASAN_OBJS)
	$(CC) $(ASAN_CFLAGS) -o $@ $^ $(LDLIBS)

asan: build/asan/memterm

build/rel/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(REL_CFLAGS) -c -o $@ $<

build/asan/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(ASAN_CFLAGS) -c -o $@ $<

build/unit/%: test/unit/%.c $(ASAN_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(ASAN_CFLAGS) -Isrc -o $@ $< $(ASAN_LIB) $(LDLIBS) -lcmocka

# fuzz targets (test/fuzz): replay builds (gcc, ASan+UBSan, the committed
# corpus run once per input in make check) and AFL++ builds (make fuzz;
# scripts/fuzz-afl.sh runs the campaign)
fuzz_src = $(if $(filter smt2 koat,$(1)),test/fuzz/fuzz_its.c,test/fuzz/fuzz_$(1).c)
fuzz_def = $(if $(filter koat,$(1)),-DFUZZ_ITS_KOAT=1,)

build/fuzz/replay_%: test/fuzz/*.c test/fuzz/fuzz.h $(ASAN_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) $(ASAN_CFLAGS) $(call fuzz_def,$*) -o $@ $(call fuzz_src,$*) \
	  test/fuzz/fuzz_replay.c $(ASAN_LIB) $(LDLIBS)

build/afl/%.o: %.c
	@mkdir -p $(dir $@)
	$(AFL_CC) $(filter-out -Werror,$(BASEFLAGS)) $(ASAN_CFLAGS) -c -o $@ $<

build/afl/fuzz_%: test/fuzz/*.c test/fuzz/fuzz.h $(AFL_OBJS)
	@mkdir -p $(dir $@)
	$(AFL_CC) $(filter-out -Werror,$(BASEFLAGS)) $(ASAN_CFLAGS) $(call fuzz_def,$*) \
	  -o $@ $(call fuzz_src,$*) $(AFL_OBJS) /usr/lib/afl/libAFLDriver.a $(LDLIBS)

fuzz: $(AFL_BINS)

check-fuzz: $(FUZZ_REPLAY)
	@sh scripts/fuzz-afl.sh --replay

check: deps
	@$(MAKE) --no-print-directory build/memterm build/asan/memterm $(UNIT_BINS) $(FUZZ_REPLAY)
	@sh scripts/run-checks.sh $(UNIT_BINS)

check-unit: $(UNIT_BINS)
	@for t in $(UNIT_BINS); do $$t || exit 1; done

check-lit: build/memterm build/asan/memterm
	$(LIT) -sv test/lit

demo: deps
	@$(MAKE) --no-print-directory build/memterm
	@echo '$$ build/memterm --property-file examples/properties/valid-memsafety.prp examples/copy.c'
	@build/memterm --property-file examples/properties/valid-memsafety.prp examples/copy.c
	@echo '$$ build/memterm --run examples/copy.c --nondet 1'
	@build/memterm --run examples/copy.c --nondet 1 || true
	@echo '$$ build/memterm --property-file examples/properties/termination.prp examples/countdown.c'
	@build/memterm --property-file examples/properties/termination.prp examples/countdown.c | grep -v '^  main:'

# the binary (self-contained: clang-19, LLVM and Z3 come from Debian), the
# man page, the property files and the BenchExec module
install: build/memterm
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/memterm/properties $(DESTDIR)$(PREFIX)/share/memterm/benchexec
	install -m 755 build/memterm $(DESTDIR)$(PREFIX)/bin/memterm
	install -m 644 man/memterm.1 $(DESTDIR)$(PREFIX)/share/man/man1/memterm.1
	install -m 644 examples/properties/*.prp $(DESTDIR)$(PREFIX)/share/memterm/properties/
	install -m 644 contrib/benchexec/memterm.py contrib/benchexec/memterm.xml \
	  $(DESTDIR)$(PREFIX)/share/memterm/benchexec/

clean:
	rm -rf build

-include $(REL_OBJS:.o=.d) $(ASAN_OBJS:.o=.d) $(AFL_OBJS:.o=.d)

# executor.mk -- build the PTX executor (included by the Makefile).
#
#   $(BUILD)/exec/libcuda.so.1   the CUDA driver stand-in with the
#                                executor, which libgomp's nvptx plugin
#                                and nvptx-none-run load
#   $(BUILD)/msp-run             runs a command with it (executor/msp-run.sh)
#
# Plain C, no GCC headers: one build serves every GCC release.

EXEC_DIR := $(BUILD)/exec
EXEC_SOURCES := $(wildcard executor/*.c)
EXEC_HEADERS := $(wildcard executor/*.h)
EXEC_OBJECTS := $(patsubst executor/%.c,$(EXEC_DIR)/obj/%.o,$(EXEC_SOURCES))
EXEC_LIB := $(EXEC_DIR)/libcuda.so.1
MSP_RUN := $(BUILD)/msp-run
PTX_RUN := $(EXEC_DIR)/ptx-run

EXEC_CC ?= $(or $(filter-out cc,$(CC)),gcc-$(GCC_VERSION))
EXEC_CFLAGS ?= -O2 -g
# -ffp-contract=off: every PTX float operation rounds once, as the
# PTX ISA says; the host compiler must not fuse them.
EXEC_ALL_CFLAGS := -std=gnu11 -fPIC -pthread -Wall -Wextra \
	-Wno-unused-parameter -fvisibility=hidden -ffp-contract=off \
	$(EXEC_CFLAGS)

.PHONY: exec
exec: $(EXEC_LIB) $(MSP_RUN) $(PTX_RUN)

$(EXEC_DIR)/obj/%.o: executor/%.c $(EXEC_HEADERS)
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(EXEC_CC) $(EXEC_ALL_CFLAGS) -c $< -o $@

# The driver's soname, which the plugin dlopens.
$(EXEC_LIB): $(EXEC_OBJECTS)
	$(call quiet,LINK,$@)$(EXEC_CC) -shared -pthread -Wl,-soname,libcuda.so.1 $(EXEC_CFLAGS) \
	  -o $@ $(EXEC_OBJECTS) -lm

# The testsuite's driver of hand-written PTX (testsuite/msp.exec).
$(PTX_RUN): executor/tests/ptx-run.c $(EXEC_LIB)
	$(call quiet,LINK,$@)$(EXEC_CC) $(EXEC_CFLAGS) -Wall -o $@ $< -L$(EXEC_DIR) -l:libcuda.so.1 \
	  -Wl,-rpath,$(CURDIR)/$(EXEC_DIR)

$(MSP_RUN): executor/msp-run.sh core/msp.h
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)sed -e 's|@EXEC_LIBDIR@|$(CURDIR)/$(EXEC_DIR)|' \
	  -e "s|@MSP_VERSION@|$$(sed -n 's/^#define MSP_VERSION \"\(.*\)\"/\1/p' core/msp.h)|" \
	  $< > $@
	@chmod +x $@

# Makefile for msp, a GCC plugin for the nvptx-none offload compiler.
#
#   make            build build/msp.so (generating the nvptx-none GCC
#                   plugin headers first, once)
#   make check      run the DejaGnu testsuite and check doc/msp.texi
#   make demo       compile the examples with and without msp and print
#                   their PTX memory instructions by state space
#   make bench      the benchmark corpus: figures, compile times, plot
#   make bench-real the real-code corpus (HeCBench, BabelStream, miniBUDE,
#                   OpenMP Examples) without and with msp: builds broken,
#                   ICEs, resolved share, causes of generic accesses left
#   make install    put msp.so where -fplugin=msp finds it, in the host
#                   compiler and in the offload compiler
#   make clean      remove build/ except the generated headers
#   make distclean  remove build/

# The host compiler driver that offloads, and the nvptx-none accel driver
# whose "Configured with:" line the headers are generated from.
GCC ?= gcc-12
ifeq ($(origin CXX),default)
CXX = g++-12
endif
ACCEL_DRIVER ?= x86_64-linux-gnu-accel-nvptx-none-gcc-12
GCC_SOURCE ?= $(firstword $(wildcard /usr/src/gcc-12/gcc-12*.tar.xz))
JOBS ?= 2

BUILD := build
HDR := $(BUILD)/gcc-nvptx
PLUGIN := $(BUILD)/msp.so

# Where the offload compiler looks for -fplugin=NAME (its plugin dir).
ACCEL_LTO1 = $(shell $(ACCEL_DRIVER) -print-prog-name=lto1)
PLUGIN_DIR = $(dir $(ACCEL_LTO1))plugin
# Where the host compiler looks for it: the "plugin" directory beside
# libgcc.a, which -print-file-name=plugin names once it exists.
HOST_PLUGIN_DIR = $(dir $(shell $(GCC) -print-libgcc-file-name))plugin

SOURCES := $(wildcard plugin/*.cc gimple/*.cc backend/*.cc)
OBJECTS := $(patsubst %.cc,$(BUILD)/obj/%.o,$(SOURCES))
HEADERS := $(wildcard plugin/*.h gimple/*.h backend/*.h)

GCC_INCLUDES := -I$(HDR)/obj/gcc -I$(HDR)/src/gcc -I$(HDR)/src/include \
	-I$(HDR)/src/libcpp/include -I$(HDR)/src/libdecnumber \
	-I$(HDR)/src/libdecnumber/bid -I$(HDR)/obj/libdecnumber \
	-I$(HDR)/src/libbacktrace

CXXFLAGS ?= -O2 -g
MSP_CXXFLAGS := -fPIC -fno-rtti -fno-exceptions -std=gnu++11 -Wall \
	-Wno-unused-parameter -Iplugin -Igimple -Ibackend -I$(BUILD) \
	$(GCC_INCLUDES)

.PHONY: all deps headers check demo bench bench-real install uninstall \
	clean distclean

all: $(PLUGIN)

deps:
	@sh scripts/deps.sh

headers: $(HDR)/stamp

$(HDR)/stamp: scripts/gen-headers.sh | deps
	@test -n "$(GCC_SOURCE)" || { echo "msp: no GCC source tarball in /usr/src/gcc-12 (package gcc-12-source)" >&2; exit 1; }
	JOBS=$(JOBS) sh scripts/gen-headers.sh $(ACCEL_DRIVER) $(GCC_SOURCE) $(HDR)

# The function names the nvptx-none libraries call (gimple/callgraph.cc).
$(BUILD)/libnames.inc: scripts/gen-libnames.sh
	@mkdir -p $(BUILD)
	sh scripts/gen-libnames.sh $(ACCEL_DRIVER) $@

$(BUILD)/obj/gimple/callgraph.o: $(BUILD)/libnames.inc

$(BUILD)/obj/%.o: %.cc $(HEADERS) $(HDR)/stamp
	@mkdir -p $(dir $@)
	$(CXX) $(MSP_CXXFLAGS) $(CXXFLAGS) -c $< -o $@

# Not linked with libstdc++: the offload compiler (lto1) has its own,
# linked statically, and exports the few symbols the plugin uses
# (operator new and delete).  Loading libstdc++.so.6 as well cost about
# 1.5 ms of every offload compile (measured by make bench).
$(PLUGIN): $(OBJECTS)
	$(CXX) -shared -nodefaultlibs $(CXXFLAGS) -o $@ $(OBJECTS) -lc -lgcc

check: $(PLUGIN)
	@sh scripts/check.sh

demo: $(PLUGIN)
	@sh scripts/demo.sh $(GCC) $(CURDIR)/$(PLUGIN)

bench: $(PLUGIN)
	@sh bench/run.sh $(GCC) $(CURDIR)/$(PLUGIN)

bench-real: $(PLUGIN)
	@sh bench/real/run.sh $(GCC) $(CURDIR)/$(PLUGIN)

install: $(PLUGIN)
	install -d $(DESTDIR)$(PLUGIN_DIR) $(DESTDIR)$(HOST_PLUGIN_DIR)
	install -m 644 $(PLUGIN) $(DESTDIR)$(PLUGIN_DIR)/msp.so
	install -m 644 $(PLUGIN) $(DESTDIR)$(HOST_PLUGIN_DIR)/msp.so

uninstall:
	rm -f $(DESTDIR)$(PLUGIN_DIR)/msp.so $(DESTDIR)$(HOST_PLUGIN_DIR)/msp.so

clean:
	rm -rf $(BUILD)/obj $(PLUGIN) $(BUILD)/testsuite $(BUILD)/demo \
		$(BUILD)/bench $(BUILD)/bench-real $(BUILD)/doc

distclean:
	rm -rf $(BUILD)

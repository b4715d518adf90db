# Makefile for msp, a GCC plugin for the nvptx-none offload compiler.
#
#   make            build build/msp.so (generating the nvptx-none GCC
#                   plugin headers first, once)
#   make check      run the DejaGnu testsuite and check doc/msp.texi
#   make check-all  the same for every GCC release msp supports (12 to
#                   16), and each release's refusal of the others' msp
#   make demo       compile the examples with and without msp and print
#                   their PTX memory instructions by state space
#   make bench      the benchmark corpus: figures, compile times, plot
#   make bench-real the real-code corpus (HeCBench, BabelStream, miniBUDE,
#                   OpenMP Examples) without and with msp: builds broken,
#                   ICEs, resolved share, causes of generic accesses left
#   make bench-twins per-iteration SASS of dev-corpus codes with msp
#                   against their CUDA twins compiled by nvcc (GCC 12;
#                   bench/twins/README)
#   make sass-tools fetch CUDA 11.8's ptxas and nvdisasm into build/cuda
#                   (Debian bookworm non-free, about 84 MB, once; nothing
#                   installed on the system): both benches print the SASS
#                   of the offload code with them, and fetch them
#                   themselves if they are missing (or say "SASS:
#                   skipped")
#   make install    put msp.so where -fplugin=msp finds it, in the host
#                   compiler and in the offload compiler; msp-run,
#                   msp-census, the Info manual and the man pages under
#                   prefix (default /usr/local)
#   make deb        a Debian package of the same, msp-gcc-N (dpkg-deb)
#   make check-deb  install that package with apt, compile the examples
#                   with -fplugin=msp, remove it (as root; with
#                   GCC_VERSION=N of a chroot, in the chroot)
#   make clean      remove the build except the generated headers
#   make distclean  remove the build (build/ but for the chroots)
#
# GCC_VERSION=N builds, tests and installs msp for GCC N instead of the
# host's own gcc (12 on Debian 12), in build/gccN; N is 12 to 16.  Where
# the host lacks gcc-N-offload-nvptx, every goal runs in a Debian chroot
# that has it (scripts/chroot.sh: build/chroot/trixie for GCC 13 and 14,
# build/chroot/sid for 15 and 16; made on first use, as root):
#
#   make check GCC_VERSION=15
#   make chroot GCC_VERSION=15      make or update the chroot only
#   make chroot-clean               remove the chroots

# The host's own GCC release: its gcc's major version.
NATIVE_GCC_VERSION := $(or $(shell gcc -dumpversion 2>/dev/null | sed 's/\..*//'),12)
GCC_VERSION ?= $(NATIVE_GCC_VERSION)

# One build directory per GCC release: build/ for the host's own, as
# before there were others, and build/gccN for GCC N.
ifeq ($(GCC_VERSION),$(NATIVE_GCC_VERSION))
BUILD ?= build
else
BUILD ?= build/gcc$(GCC_VERSION)
endif

.PHONY: all deps headers check check-all demo bench bench-real bench-twins install \
	uninstall clean distclean chroot chroot-clean sass-tools deb info \
	check-deb
.DEFAULT_GOAL := all

# Goals that work on the chroots themselves run on the host.
chroot:
	sh scripts/chroot.sh create $$(sh scripts/chroot.sh release $(GCC_VERSION))

chroot-clean:
	rm -rf --one-file-system build/chroot

# Every release, each natively or in its chroot (scripts/check-all.sh).
check-all:
	@sh scripts/check-all.sh

# The SASS tools serve every release: one copy, build/cuda, whatever
# BUILD is.  They need only the C library, so they run in the chroots
# too, where the project is at the same path.
sass-tools:
	@sh scripts/sass-tools.sh build/cuda

ifneq ($(shell sh scripts/chroot.sh native $(GCC_VERSION) || echo no),)

# GCC N is not on the host: run every goal (by default "all") in its
# chroot, where it is, with the project tree at the same path.
CHROOT_GOALS := $(filter-out chroot chroot-clean check-all sass-tools,$(or $(MAKECMDGOALS),all))
.PHONY: $(CHROOT_GOALS)
$(CHROOT_GOALS):
	@sh scripts/chroot.sh run $(GCC_VERSION) $(MAKE) --no-print-directory \
	  GCC_VERSION=$(GCC_VERSION) BUILD=$(BUILD) $@

else

# The host compiler driver that offloads, and the nvptx-none accel driver
# whose "Configured with:" line the headers are generated from.
GCC ?= gcc-$(GCC_VERSION)
ifeq ($(origin CXX),default)
CXX = g++-$(GCC_VERSION)
endif
FC = gfortran-$(GCC_VERSION)
ACCEL_DRIVER ?= x86_64-linux-gnu-accel-nvptx-none-gcc-$(GCC_VERSION)
GCC_SOURCE ?= $(firstword $(wildcard /usr/src/gcc-$(GCC_VERSION)/gcc-$(GCC_VERSION)*.tar.xz))
JOBS ?= 2

HDR := $(BUILD)/gcc-nvptx
PLUGIN := $(BUILD)/msp.so
CORE := $(BUILD)/msp-core.so

# Where each compiler looks for -fplugin=NAME: the "plugin" directory of
# its installation directory (libsubdir, "install:" of -print-search-dirs),
# where GCC's find_file ("plugin") finds it.  That is where the offload
# compiler's lto1 is in GCC 12, and not in GCC 15, whose programs are in
# libexec.
PLUGIN_DIR = $(shell $(ACCEL_DRIVER) -print-search-dirs | sed -n 's/^install: //p')plugin
HOST_PLUGIN_DIR = $(shell $(GCC) -print-search-dirs | sed -n 's/^install: //p')plugin

# msp.so is the loader alone (plugin/loader.cc), msp-core.so the rest.
# The folders are the layers, bottom first (doc/msp.texi, "Internals").
LAYERS := core gimple/analysis gimple/ipa gimple/transform rtl plugin
SOURCES := $(filter-out plugin/loader.cc,$(wildcard $(addsuffix /*.cc,$(LAYERS))))
OBJECTS := $(patsubst %.cc,$(BUILD)/obj/%.o,$(SOURCES))
HEADERS := $(wildcard $(addsuffix /*.h,$(LAYERS)))

GCC_INCLUDES := -I$(HDR)/obj/gcc -I$(HDR)/src/gcc -I$(HDR)/src/include \
	-I$(HDR)/src/libcpp/include -I$(HDR)/src/libdecnumber \
	-I$(HDR)/src/libdecnumber/bid -I$(HDR)/obj/libdecnumber \
	-I$(HDR)/src/libbacktrace

CXXFLAGS ?= -O2 -g

# The commands print one short line each (V=1 prints them whole).
ifeq ($(V),1)
quiet =
else
quiet = @printf '  %-8s %s\n' $(1) $(2);
endif

# Where make install puts what is not a plugin; make deb uses /usr.
prefix ?= /usr/local
bindir ?= $(prefix)/bin
libdir ?= $(prefix)/lib
infodir ?= $(prefix)/share/info
mandir ?= $(prefix)/share/man
MSP_VERSION := $(shell sed -n 's/^\#define MSP_VERSION "\(.*\)"/\1/p' core/msp.h)
MSP_CXXFLAGS := -fPIC -fno-rtti -fno-exceptions -std=gnu++11 -Wall \
	-Wno-unused-parameter -I. -I$(BUILD) \
	$(GCC_INCLUDES)

# Where msp's help, version and manual send bug reports
# (plugin/msp-plugin.h has the default): make MSP_BUGURL=URL.
ifdef MSP_BUGURL
MSP_CXXFLAGS += -DMSP_BUGURL='"$(MSP_BUGURL)"'
endif

all: $(PLUGIN) $(CORE)

include executor/executor.mk

deps:
	@sh scripts/deps.sh $(GCC_VERSION)

headers: $(HDR)/stamp

$(HDR)/stamp: scripts/gen-headers.sh | deps
	@test -n "$(GCC_SOURCE)" || { echo "msp: no GCC source tarball in /usr/src/gcc-$(GCC_VERSION) (package gcc-$(GCC_VERSION)-source)" >&2; exit 1; }
	$(call quiet,HEADERS,$(HDR))JOBS=$(JOBS) CC=$(GCC) CXX=$(CXX) \
	  sh scripts/gen-headers.sh $(ACCEL_DRIVER) $(GCC_SOURCE) $(HDR)

# The headers describe the offload compiler's data structures: struct
# gcc_options, struct gcc_target, the tree codes and the machine modes
# have the sizes its lto1 says.
$(BUILD)/layout-ok: scripts/check-layout.sh $(HDR)/stamp
	@sh scripts/check-layout.sh $(ACCEL_DRIVER) $(BUILD) \
	  $(CXX) $(MSP_CXXFLAGS) $(CXXFLAGS)

# The function names the nvptx-none libraries call (core/callgraph.cc),
# read from the installed libraries: after deps, which installs them.
$(BUILD)/libnames.inc: scripts/gen-libnames.sh | deps
	@mkdir -p $(BUILD)
	$(call quiet,GEN,$@)sh scripts/gen-libnames.sh $(ACCEL_DRIVER) $@

$(BUILD)/obj/core/callgraph.o: $(BUILD)/libnames.inc

$(BUILD)/obj/%.o: %.cc $(HEADERS) $(HDR)/stamp | $(BUILD)/layout-ok
	@mkdir -p $(dir $@)
	$(call quiet,CXX,$@)$(CXX) $(MSP_CXXFLAGS) $(CXXFLAGS) -c $< -o $@

# msp-core.so exports its entry point alone (msp_core_init, which the
# loader looks up).  Every other symbol is hidden, so loading it makes the
# dynamic linker look up only the compiler's functions msp calls, not
# msp's own calls between its files as well: some 160 fewer symbol
# lookups, 2% of the instructions lto1 spends on msp (make bench).
$(OBJECTS): MSP_CXXFLAGS += -fvisibility=hidden

# Not linked with libstdc++: the offload compiler (lto1) has its own,
# linked statically, and exports the few symbols the plugin uses
# (operator new and delete).  Loading libstdc++.so.6 as well cost about
# 1.5 ms of every offload compile (measured by make bench).
$(CORE): $(OBJECTS)
	$(call quiet,LINK,$@)$(CXX) -shared -nodefaultlibs $(CXXFLAGS) -o $@ $(OBJECTS) -lc -lgcc

# Whether the offload compiler defines every function msp-core.so
# calls, and its build ID: the loader then binds msp-core.so lazily in
# that compiler (scripts/lto1-id.sh).
$(BUILD)/lto1-id.h: scripts/lto1-id.sh $(CORE)
	$(call quiet,GEN,$@)sh scripts/lto1-id.sh $(ACCEL_DRIVER) $(CORE) $@

$(BUILD)/obj/plugin/loader.o: $(BUILD)/lto1-id.h

# The loader calls no function of GCC's directly (plugin/loader.cc), so
# it loads into any release and says which msp that one needs.
$(PLUGIN): $(BUILD)/obj/plugin/loader.o
	$(call quiet,LINK,$@)$(CXX) -shared -nodefaultlibs $(CXXFLAGS) -o $@ $< -lc -lgcc -ldl

check: all exec
	@GCC=$(GCC) GXX=$(CXX) GFORTRAN=$(FC) MSP_BUILD=$(CURDIR)/$(BUILD) sh scripts/check.sh

demo: all exec
	@MSP_BUILD=$(CURDIR)/$(BUILD) sh scripts/demo.sh $(GCC) $(CURDIR)/$(PLUGIN)

bench: all exec
	@MSP_BUILD=$(CURDIR)/$(BUILD) sh bench/run.sh $(GCC) $(CURDIR)/$(PLUGIN)

bench-real: all exec
	@MSP_BUILD=$(CURDIR)/$(BUILD) sh bench/real/run.sh $(GCC) $(CURDIR)/$(PLUGIN)

bench-twins: all
	@TWINS_PLUGIN=$(CURDIR)/$(PLUGIN) sh bench/twins/run.sh

# The Info manual, and the PTX census as a command.
info: $(BUILD)/doc/msp.info

$(BUILD)/doc/msp.info: doc/msp.texi
	@mkdir -p $(dir $@)
	$(call quiet,MAKEINFO,$@)makeinfo --no-split -o $@ $<

$(BUILD)/msp-census: scripts/ptx-census.awk
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@){ echo '#!/usr/bin/awk -f'; cat $<; } > $@ && chmod +x $@

# msp-run as installed: the executor's library in $(libdir)/msp.
$(BUILD)/install/msp-run: executor/msp-run.sh core/msp.h
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)sed -e 's|@EXEC_LIBDIR@|$(libdir)/msp|' \
	  -e 's|@MSP_VERSION@|$(MSP_VERSION)|' $< > $@ && chmod +x $@

# The plugin goes into GCC's own plugin directories, the rest under
# prefix.  install-info registers the manual where it can, but not in a
# DESTDIR (a package's trigger does it there).
install: all exec info $(BUILD)/msp-census $(BUILD)/install/msp-run
	install -d $(DESTDIR)$(PLUGIN_DIR) $(DESTDIR)$(HOST_PLUGIN_DIR) \
	  $(DESTDIR)$(bindir) $(DESTDIR)$(libdir)/msp $(DESTDIR)$(infodir) \
	  $(DESTDIR)$(mandir)/man1 $(DESTDIR)$(mandir)/man7
	install -m 644 $(PLUGIN) $(CORE) $(DESTDIR)$(PLUGIN_DIR)
	install -m 644 $(PLUGIN) $(CORE) $(DESTDIR)$(HOST_PLUGIN_DIR)
	install -m 644 $(EXEC_LIB) $(DESTDIR)$(libdir)/msp/libcuda.so.1
	install -m 755 $(BUILD)/install/msp-run $(BUILD)/msp-census \
	  $(DESTDIR)$(bindir)
	install -m 644 $(BUILD)/doc/msp.info $(DESTDIR)$(infodir)
	install -m 644 doc/msp-run.1 doc/msp-census.1 $(DESTDIR)$(mandir)/man1
	install -m 644 doc/msp.7 $(DESTDIR)$(mandir)/man7
	if [ -z "$(DESTDIR)" ] && command -v install-info > /dev/null; then \
	  install-info $(infodir)/msp.info $(infodir)/dir || :; fi

uninstall:
	rm -f $(DESTDIR)$(PLUGIN_DIR)/msp.so $(DESTDIR)$(PLUGIN_DIR)/msp-core.so \
	  $(DESTDIR)$(HOST_PLUGIN_DIR)/msp.so $(DESTDIR)$(HOST_PLUGIN_DIR)/msp-core.so \
	  $(DESTDIR)$(bindir)/msp-run $(DESTDIR)$(bindir)/msp-census \
	  $(DESTDIR)$(libdir)/msp/libcuda.so.1 \
	  $(DESTDIR)$(mandir)/man1/msp-run.1 $(DESTDIR)$(mandir)/man1/msp-census.1 \
	  $(DESTDIR)$(mandir)/man7/msp.7
	if [ -z "$(DESTDIR)" ] && command -v install-info > /dev/null; then \
	  install-info --delete $(infodir)/msp.info $(infodir)/dir || :; fi
	rm -f $(DESTDIR)$(infodir)/msp.info
	-rmdir $(DESTDIR)$(libdir)/msp

# A Debian package for GCC N, msp-gcc-N, of what make install installs
# with prefix /usr (scripts/deb.sh); dpkg-deb only.
deb: all exec info $(BUILD)/msp-census
	rm -rf $(BUILD)/deb
	$(MAKE) --no-print-directory install prefix=/usr \
	  DESTDIR=$(CURDIR)/$(BUILD)/deb/root > /dev/null
	@sh scripts/deb.sh $(BUILD)/deb/root $(GCC_VERSION) $(MSP_VERSION) \
	  $(GCC) $(BUILD)

# Installs the package on this system (a CI machine, a chroot) and
# removes it again: scripts/check-deb.sh.
check-deb: deb
	@sh scripts/check-deb.sh $(BUILD)/msp-gcc-$(GCC_VERSION)_$(MSP_VERSION)-1_$$(dpkg --print-architecture).deb $(GCC_VERSION)

clean:
	rm -rf $(BUILD)/obj $(PLUGIN) $(CORE) $(BUILD)/testsuite $(BUILD)/demo \
		$(BUILD)/deb $(BUILD)/install $(BUILD)/msp-census $(BUILD)/*.deb \
		$(BUILD)/bench $(BUILD)/bench-real $(BUILD)/doc \
		$(BUILD)/layout-ok $(BUILD)/layout-probe.* $(BUILD)/lto1-id.h

# build/ holds the other releases' builds (build/gccN), the chroots and
# the SASS tools; the chroots and the tools stay (make chroot-clean; rm
# -rf build/cuda).
distclean:
	test ! -d $(BUILD) || find $(BUILD) -mindepth 1 -maxdepth 1 \
	  ! -name chroot ! -name cuda -exec rm -rf {} +

endif

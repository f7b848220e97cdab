"""The sandbox child's system call allow-list, compiled to BPF with libseccomp (through the pyseccomp
bindings) in the parent, for x86_64 and aarch64; the child installs it (sandbox/child.py).

Only what the locked-down child does is allowed: read its request pipe (fd 0), write its reply pipe
and stderr (fds 1, 2), manage memory, wait on futexes, read clocks, return from signal handlers and
exit. Every other call fails with EPERM rather than killing the process: the call never runs either
way, and a refused call is then the program's own error at its line (or a fallback of the runtime),
not a crash with no line. A call in a foreign ABI (x32, i386 on x86_64) kills the process.
"""

from __future__ import annotations

import errno
import functools
import os

ARCHES = ("x86_64", "aarch64")  # libseccomp's names; the filter is built only for these
# syscall name -> None (any arguments) or the values its first argument (a file descriptor) may take
ALLOWED: dict[str, tuple[int, ...] | None] = {
    "read": (0,), "write": (1, 2),
    "brk": None, "mmap": None, "munmap": None, "mremap": None, "mprotect": None, "madvise": None,
    "futex": None, "clock_gettime": None, "clock_getres": None, "gettimeofday": None,
    "rt_sigreturn": None, "exit": None, "exit_group": None,
}


def _bindings():
    """pyseccomp, or None where it (or libseccomp.so.2 under it) cannot be loaded."""
    try:
        import pyseccomp
    except (ImportError, OSError, RuntimeError):  # RuntimeError: pyseccomp found no libseccomp
        return None
    return pyseccomp


def _filter(sc, arch: str):
    """The allow-list as a libseccomp filter for `arch` alone."""
    token = getattr(sc.Arch, arch.upper())
    filt = sc.SyscallFilter(sc.ERRNO(errno.EPERM))
    filt.set_attr(sc.Attr.ACT_BADARCH, sc.KILL_PROCESS)
    if token != sc.system_arch():
        filt.add_arch(token)
        filt.remove_arch(sc.Arch.NATIVE)
    for name, fds in ALLOWED.items():
        if sc.resolve_syscall(token, name) < 0:
            continue  # not a system call of this architecture
        for fd in fds or (None,):
            filt.add_rule(sc.ALLOW, name, *([] if fd is None else [sc.Arg(0, sc.EQ, fd)]))
    return filt


def export(arch: str, form: str = "bpf") -> bytes:
    """The allow-list for `arch` as the kernel's BPF program (`bpf`: struct sock_filter array) or
    libseccomp's readable pseudo filter code (`pfc`). Raises OSError without libseccomp."""
    sc = _bindings()
    if sc is None:
        raise OSError(errno.ENOSYS, "libseccomp's Python bindings (pyseccomp) cannot be loaded")
    if arch not in ARCHES or form not in ("bpf", "pfc"):
        raise ValueError(f"no allow-list for {arch!r} as {form!r} (only {', '.join(ARCHES)}; bpf or pfc)")
    fd = os.memfd_create("seccomp-filter")
    with os.fdopen(fd, "w+b") as out:
        getattr(_filter(sc, arch), f"export_{form}")(out)
        out.seek(0)
        return out.read()


@functools.cache
def child_filter() -> dict | None:
    """This machine's allow-list for the child's start message ({"arch", "bpf": hex}), or None
    (no bindings, or an architecture without one): the child then applies its hand-built deny-list."""
    sc = _bindings()
    if sc is None:
        return None
    arch = next((a for a in ARCHES if getattr(sc.Arch, a.upper()) == sc.system_arch()), None)
    return None if arch is None else {"arch": arch, "bpf": export(arch).hex()}

"""The page tables of a process's code, copied by its forks instead of faulted in again.

At fork, Linux copies the page-table entries of a mapping only when the mapping holds
anonymous memory (``vma_needs_copy`` in mm/memory.c); for a read-only file mapping it
leaves them out, since a page fault can fill them. So each run process forked from the
warm server maps the interpreter's and its libraries' code and read-only data again, one
page fault for every 16 pages it runs (the kernel's fault-around), in every run.

``copy_code_on_fork`` gives each such mapping an anonymous page: the mapping is made
writable for a moment and one byte is written with its own value (its content does not
change), then its protection is put back. From then on every fork copies the entries of
the pages this process has touched, and a child faults only on the pages it writes.
"""

from __future__ import annotations

import ctypes

from codereward.sandbox.kernel import namespaces

PROT_READ, PROT_WRITE, PROT_EXEC = 1, 2, 4
# private file mappings that a fork would leave for page faults to fill: code, read-only data
_READ_ONLY = {"r-xp": PROT_READ | PROT_EXEC, "r--p": PROT_READ}


def _protect(start: int, size: int, prot: int) -> int:
    return namespaces.libc().mprotect(ctypes.c_void_p(start), ctypes.c_size_t(size), ctypes.c_int(prot))


def copy_code_on_fork(maps: str = "/proc/self/maps") -> int:
    """Make the forks of this (single-threaded) process copy the page tables of its
    read-only private file mappings; returns how many mappings now are. A mapping that
    cannot be made writable (W^X policies: SELinux, ``PR_SET_MDWE``) is left as it was and
    is only faulted in again by each child. Raises ``OSError`` if a protection cannot be
    put back (the process must not go on with writable code)."""
    with open(maps) as handle:
        lines = handle.read().splitlines()
    done = 0
    for line in lines:
        fields = line.split(maxsplit=5)
        if len(fields) < 6 or not fields[5].startswith("/") or fields[1] not in _READ_ONLY:
            continue
        start, end = (int(bound, 16) for bound in fields[0].split("-"))
        prot = _READ_ONLY[fields[1]]
        # the whole mapping at once: one range keeps it one mapping (a part would split it)
        if _protect(start, end - start, prot | PROT_WRITE) != 0:
            continue
        cell = ctypes.c_char.from_address(start)
        cell.value = cell.value  # a private copy of the first page, the same bytes
        if _protect(start, end - start, prot) != 0:
            raise OSError(ctypes.get_errno(), f"mprotect: cannot make {fields[5]} read-only again")
        done += 1
    return done

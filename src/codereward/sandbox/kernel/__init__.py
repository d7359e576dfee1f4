"""The kernel interfaces: namespaces, Landlock, seccomp, system call numbers."""

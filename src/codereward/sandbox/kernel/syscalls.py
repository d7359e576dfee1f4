"""Linux system call numbers, for the seccomp filter of the container tier (``seccomp.py``).

Only the calls the filter names, per architecture, from the kernel's UAPI headers
(``asm/unistd_64.h`` for x86_64, ``asm-generic/unistd.h`` for aarch64). The legacy calls
that aarch64 never had (``open``, ``fork``, ``stat`` ...) are absent from its table."""

from __future__ import annotations

# the architecture as the kernel reports it to a seccomp filter (AUDIT_ARCH_*)
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}

X86_64 = {
    "read": 0, "write": 1, "open": 2, "close": 3, "stat": 4, "fstat": 5, "lstat": 6, "poll": 7, "lseek": 8, "mmap":
    9, "mprotect": 10, "munmap": 11, "brk": 12, "rt_sigaction": 13, "rt_sigprocmask": 14, "rt_sigreturn": 15,
    "ioctl": 16, "pread64": 17, "pwrite64": 18, "readv": 19, "writev": 20, "access": 21, "pipe": 22, "select": 23,
    "sched_yield": 24, "mremap": 25, "msync": 26, "mincore": 27, "madvise": 28, "dup": 32, "dup2": 33, "pause": 34,
    "nanosleep": 35, "getitimer": 36, "alarm": 37, "setitimer": 38, "getpid": 39, "sendfile": 40, "socket": 41,
    "accept": 43, "sendto": 44, "recvfrom": 45, "sendmsg": 46, "recvmsg": 47, "shutdown": 48, "bind": 49, "listen":
    50, "getsockname": 51, "getpeername": 52, "socketpair": 53, "setsockopt": 54, "getsockopt": 55, "clone": 56,
    "fork": 57, "vfork": 58, "execve": 59, "exit": 60, "wait4": 61, "kill": 62, "uname": 63, "fcntl": 72, "flock":
    73, "fsync": 74, "fdatasync": 75, "truncate": 76, "ftruncate": 77, "getdents": 78, "getcwd": 79, "chdir": 80,
    "fchdir": 81, "rename": 82, "mkdir": 83, "rmdir": 84, "creat": 85, "link": 86, "unlink": 87, "symlink": 88,
    "readlink": 89, "fchmod": 91, "fchown": 93, "umask": 95, "gettimeofday": 96, "getrlimit": 97, "getrusage": 98,
    "sysinfo": 99, "times": 100, "getuid": 102, "getgid": 104, "geteuid": 107, "getegid": 108, "setpgid": 109,
    "getppid": 110, "getpgrp": 111, "setsid": 112, "getgroups": 115, "getresuid": 118, "getresgid": 120, "getpgid":
    121, "getsid": 124, "capget": 125, "rt_sigpending": 127, "rt_sigtimedwait": 128, "rt_sigqueueinfo": 129,
    "rt_sigsuspend": 130, "sigaltstack": 131, "mknod": 133, "personality": 135, "statfs": 137, "fstatfs": 138,
    "getpriority": 140, "setpriority": 141, "sched_setparam": 142, "sched_getparam": 143, "sched_setscheduler": 144,
    "sched_getscheduler": 145, "sched_get_priority_max": 146, "sched_get_priority_min": 147,
    "sched_rr_get_interval": 148, "mlock": 149, "munlock": 150, "mlockall": 151, "munlockall": 152, "prctl": 157,
    "arch_prctl": 158, "setrlimit": 160, "sync": 162, "gettid": 186, "readahead": 187, "getxattr": 191, "lgetxattr":
    192, "fgetxattr": 193, "listxattr": 194, "llistxattr": 195, "flistxattr": 196, "tkill": 200, "time": 201,
    "futex": 202, "sched_setaffinity": 203, "sched_getaffinity": 204, "epoll_create": 213, "getdents64": 217,
    "set_tid_address": 218, "restart_syscall": 219, "fadvise64": 221, "clock_gettime": 228, "clock_getres": 229,
    "clock_nanosleep": 230, "exit_group": 231, "epoll_wait": 232, "epoll_ctl": 233, "tgkill": 234, "set_mempolicy":
    238, "get_mempolicy": 239, "waitid": 247, "inotify_init": 253, "inotify_add_watch": 254, "inotify_rm_watch":
    255, "openat": 257, "mkdirat": 258, "mknodat": 259, "newfstatat": 262, "unlinkat": 263, "renameat": 264,
    "linkat": 265, "symlinkat": 266, "readlinkat": 267, "faccessat": 269, "pselect6": 270, "ppoll": 271,
    "set_robust_list": 273, "splice": 275, "tee": 276, "sync_file_range": 277, "utimensat": 280, "epoll_pwait": 281,
    "signalfd": 282, "timerfd_create": 283, "eventfd": 284, "fallocate": 285, "timerfd_settime": 286,
    "timerfd_gettime": 287, "accept4": 288, "signalfd4": 289, "eventfd2": 290, "epoll_create1": 291, "dup3": 292,
    "pipe2": 293, "inotify_init1": 294, "preadv": 295, "pwritev": 296, "rt_tgsigqueueinfo": 297, "recvmmsg": 299,
    "prlimit64": 302, "syncfs": 306, "sendmmsg": 307, "getcpu": 309, "sched_setattr": 314, "sched_getattr": 315,
    "renameat2": 316, "seccomp": 317, "getrandom": 318, "memfd_create": 319, "execveat": 322, "membarrier": 324,
    "mlock2": 325, "copy_file_range": 326, "preadv2": 327, "pwritev2": 328, "pkey_mprotect": 329, "pkey_alloc": 330,
    "pkey_free": 331, "statx": 332, "rseq": 334, "pidfd_send_signal": 424, "pidfd_open": 434, "clone3": 435,
    "close_range": 436, "openat2": 437, "faccessat2": 439, "epoll_pwait2": 441, "landlock_create_ruleset": 444,
    "landlock_add_rule": 445, "landlock_restrict_self": 446, "futex_waitv": 449
}

AARCH64 = {
    "getxattr": 8, "lgetxattr": 9, "fgetxattr": 10, "listxattr": 11, "llistxattr": 12, "flistxattr": 13, "getcwd":
    17, "eventfd2": 19, "epoll_create1": 20, "epoll_ctl": 21, "epoll_pwait": 22, "dup": 23, "dup3": 24, "fcntl": 25,
    "inotify_init1": 26, "inotify_add_watch": 27, "inotify_rm_watch": 28, "ioctl": 29, "flock": 32, "mknodat": 33,
    "mkdirat": 34, "unlinkat": 35, "symlinkat": 36, "linkat": 37, "renameat": 38, "statfs": 43, "fstatfs": 44,
    "truncate": 45, "ftruncate": 46, "fallocate": 47, "faccessat": 48, "chdir": 49, "fchdir": 50, "fchmod": 52,
    "fchown": 55, "openat": 56, "close": 57, "pipe2": 59, "getdents64": 61, "lseek": 62, "read": 63, "write": 64,
    "readv": 65, "writev": 66, "pread64": 67, "pwrite64": 68, "preadv": 69, "pwritev": 70, "sendfile": 71,
    "pselect6": 72, "ppoll": 73, "signalfd4": 74, "splice": 76, "tee": 77, "readlinkat": 78, "newfstatat": 79,
    "fstat": 80, "sync": 81, "fsync": 82, "fdatasync": 83, "sync_file_range": 84, "timerfd_create": 85,
    "timerfd_settime": 86, "timerfd_gettime": 87, "utimensat": 88, "capget": 90, "personality": 92, "exit": 93,
    "exit_group": 94, "waitid": 95, "set_tid_address": 96, "futex": 98, "set_robust_list": 99, "nanosleep": 101,
    "getitimer": 102, "setitimer": 103, "clock_gettime": 113, "clock_getres": 114, "clock_nanosleep": 115,
    "sched_setparam": 118, "sched_setscheduler": 119, "sched_getscheduler": 120, "sched_getparam": 121,
    "sched_setaffinity": 122, "sched_getaffinity": 123, "sched_yield": 124, "sched_get_priority_max": 125,
    "sched_get_priority_min": 126, "sched_rr_get_interval": 127, "restart_syscall": 128, "kill": 129, "tkill": 130,
    "tgkill": 131, "sigaltstack": 132, "rt_sigsuspend": 133, "rt_sigaction": 134, "rt_sigprocmask": 135,
    "rt_sigpending": 136, "rt_sigtimedwait": 137, "rt_sigqueueinfo": 138, "rt_sigreturn": 139, "setpriority": 140,
    "getpriority": 141, "getresuid": 148, "getresgid": 150, "times": 153, "setpgid": 154, "getpgid": 155, "getsid":
    156, "setsid": 157, "getgroups": 158, "uname": 160, "getrlimit": 163, "setrlimit": 164, "getrusage": 165,
    "umask": 166, "prctl": 167, "getcpu": 168, "gettimeofday": 169, "getpid": 172, "getppid": 173, "getuid": 174,
    "geteuid": 175, "getgid": 176, "getegid": 177, "gettid": 178, "sysinfo": 179, "socket": 198, "socketpair": 199,
    "bind": 200, "listen": 201, "accept": 202, "getsockname": 204, "getpeername": 205, "sendto": 206, "recvfrom":
    207, "setsockopt": 208, "getsockopt": 209, "shutdown": 210, "sendmsg": 211, "recvmsg": 212, "readahead": 213,
    "brk": 214, "munmap": 215, "mremap": 216, "clone": 220, "execve": 221, "mmap": 222, "fadvise64": 223,
    "mprotect": 226, "msync": 227, "mlock": 228, "munlock": 229, "mlockall": 230, "munlockall": 231, "mincore": 232,
    "madvise": 233, "get_mempolicy": 236, "set_mempolicy": 237, "rt_tgsigqueueinfo": 240, "accept4": 242,
    "recvmmsg": 243, "wait4": 260, "prlimit64": 261, "syncfs": 267, "sendmmsg": 269, "sched_setattr": 274,
    "sched_getattr": 275, "renameat2": 276, "seccomp": 277, "getrandom": 278, "memfd_create": 279, "execveat": 281,
    "membarrier": 283, "mlock2": 284, "copy_file_range": 285, "preadv2": 286, "pwritev2": 287, "pkey_mprotect": 288,
    "pkey_alloc": 289, "pkey_free": 290, "statx": 291, "rseq": 293, "pidfd_send_signal": 424, "pidfd_open": 434,
    "clone3": 435, "close_range": 436, "openat2": 437, "faccessat2": 439, "epoll_pwait2": 441,
    "landlock_create_ruleset": 444, "landlock_add_rule": 445, "landlock_restrict_self": 446, "futex_waitv": 449
}

NUMBERS = {"x86_64": X86_64, "aarch64": AARCH64}

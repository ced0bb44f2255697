# ruff: noqa
"""Real excerpts, batch SOBOX: failure logs from Stack Exchange sites (stackoverflow.com,
askubuntu.com, unix.stackexchange.com), labelled from the accepted answer or the thread's conclusion.
Each site maps to the dev fold and had no case in the corpus before. `source` is the question's URL
(/questions/<id>/<slug>); real_kit.real() takes the id from it."""

from __future__ import annotations

from real_kit import USER, real

UNIX_SE = "https://unix.stackexchange.com/questions/"


CASES = [
    real(
        UNIX_SE + "282155/what-is-the-out-of-memory-message-sacrifice-child",
        "unix.stackexchange.com",
        "host_oom",
        "user_code",
        USER,
        "Out of memory: Kill process 7429 (java) score 259 or sacrifice child",
        r"""
        Out of memory: Kill process 7429 (java) score 259 or sacrifice child
        """,
        "The asker's machine ran out of memory while compiling software and working with large GIS "
        "datasets; the system log line is the kernel's OOM killer choosing java (pid 7429). The answers "
        "(quoting mm/oom_kill.c) explain that the kernel kills the highest-badness process or one of its "
        "children to free memory. A kernel OOM record against the job's own process: the workload asked "
        "for more memory than the host has, and a rerun with the same inputs would be killed again, so the "
        "user has to reduce memory use or ask for a bigger machine.",
    ),
]

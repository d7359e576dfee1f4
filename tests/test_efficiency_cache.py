"""The references' CPU times kept per machine: used only when a fresh measurement agrees,
replaced when it does not, keyed by the reference and the machine, written by references only."""

import sqlite3
from types import SimpleNamespace

import pytest

from codereward.rewards.efficiency import EfficiencySettings, measure_batch
from codereward.rewards.reference_times import ReferenceTimes, machine, time_key
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.caller import scale

SETUP = "import random\nrng = random.Random(4)\nxs = [rng.randrange(10**6) for _ in range(4000)]"
TESTS = [{"setup": SETUP, "call": "distinct(xs)"}]
REFERENCE = "def distinct(xs):\n    return len(set(xs))\n"
QUADRATIC = ("def distinct(xs):\n    seen = []\n    for x in xs:\n        if x not in seen:\n"
             "            seen.append(x)\n    return len(seen)\n")
# as fast as it gets: it returns at once, with the wrong result
SHORTCUT = "def distinct(xs):\n    return 0\n"


@pytest.fixture(scope="module")
def sandbox():
    with Sandbox(SandboxConfig(timeout=3.0, workers=2, memory_mb=512)) as sb:
        sb.start()
        yield sb


def kept_time(times, sandbox, reference=REFERENCE):
    return times.get([time_key(reference, TESTS[0], machine(sandbox))])[0]


def test_a_kept_time_is_used_only_when_the_reference_agrees_with_it(sandbox):
    """Measured against a time it agrees with, the reference runs once and the kept time is
    the base; against one it does not agree with, it runs every repeat and its own least counts."""
    fresh = sandbox.measure(REFERENCE, TESTS).results[0]
    assert fresh.ok and not fresh.held and len(fresh.samples) == 3
    # any time agrees within a factor of 1000: one measurement, the kept time is the reference's
    held = scale.measure(sandbox, [REFERENCE, REFERENCE], TESTS, reference=0, cached=[fresh.cpu * 2], agree=1000.0)
    assert held[0].results[0].held and len(held[0].results[0].samples) == 1
    assert held[0].results[0].cpu == fresh.cpu * 2
    assert not held[1].results[0].held  # only the reference's time is ever the kept one
    # 50 s: no measurement agrees with it; the fresh least is the base
    wrong = scale.measure(sandbox, [REFERENCE], TESTS, reference=0, cached=[50.0])[0].results[0]
    assert not wrong.held and len(wrong.samples) == 3 and wrong.cpu == min(wrong.samples) < 1.0


def test_measure_batch_keeps_the_reference_time_and_replaces_one_that_no_longer_holds(sandbox, tmp_path):
    times = ReferenceTimes(tmp_path / "times.sqlite3")
    first = measure_batch([REFERENCE], [REFERENCE], [TESTS], sandbox, reference_times=times)[0]
    assert first.score == 1.0 and kept_time(times, sandbox) == first.reference_cpu[0]
    # a kept time far from what the reference takes now (another machine's, a slower day's): not used, replaced
    times.record({time_key(REFERENCE, TESTS[0], machine(sandbox)): 50.0})
    found = measure_batch([REFERENCE, QUADRATIC], [REFERENCE] * 2, [TESTS] * 2, sandbox, reference_times=times)
    assert found[0].reference_cpu[0] < 1.0 and found[0].budget[0] < 5.0
    assert found[0].score == 1.0 and found[1].score < 0.5
    assert kept_time(times, sandbox) == found[0].reference_cpu[0]


def test_the_key_changes_with_the_reference_the_test_and_the_machine(sandbox, tmp_path):
    here = machine(sandbox)
    keys = {time_key(REFERENCE, TESTS[0], here),
            time_key(REFERENCE + "\n# changed\n", TESTS[0], here),
            time_key(REFERENCE, {**TESTS[0], "setup": SETUP.replace("4000", "5000")}, here),
            time_key(REFERENCE, {**TESTS[0], "call": "distinct(xs[:100])"}, here),
            time_key(REFERENCE, TESTS[0], machine(SimpleNamespace(config=sandbox.config, tier="another tier")))}
    assert len(keys) == 5 and time_key(REFERENCE, "not a test", here) is None
    times = ReferenceTimes(tmp_path / "times.sqlite3")
    times.record({time_key(REFERENCE, TESTS[0], here): 0.002})
    changed = REFERENCE.replace("return len(set(xs))", "return len(frozenset(xs))")
    measure_batch([changed], [changed], [TESTS], sandbox, reference_times=times)
    # the changed reference was measured in full and kept under its own key; the old one is untouched
    assert kept_time(times, sandbox) == 0.002 and kept_time(times, sandbox, changed) not in (None, 0.002)


def test_no_answer_time_enters_the_cache(sandbox, tmp_path):
    """Answers faster than the reference (a wrong shortcut), slower, or the reference's own text
    measured as an answer: what is kept is the reference's least, nothing else."""
    times = ReferenceTimes(tmp_path / "times.sqlite3")
    codes = [SHORTCUT, QUADRATIC, REFERENCE]
    found = measure_batch(codes, [REFERENCE] * 3, [TESTS] * 3, sandbox, EfficiencySettings(repeats=3),
                          reference_times=times)
    assert found[0].score == 0.0 and found[1].score < 0.5 and found[2].score == 1.0
    with sqlite3.connect(tmp_path / "times.sqlite3") as db:
        rows = db.execute("SELECT key, seconds FROM reference_cpu").fetchall()
    assert rows == [(time_key(REFERENCE, TESTS[0], machine(sandbox)), found[0].reference_cpu[0])]
    # an answer is never the batch's reference: the fast shortcut's time is in its result, not in the cache
    assert found[0].answer_cpu[0] not in (row[1] for row in rows)


def test_a_cache_that_cannot_be_used_is_off_and_the_reward_still_measures(sandbox, tmp_path):
    (tmp_path / "a file").write_text("not a folder")
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"this is not a database" * 100)
    for times in (ReferenceTimes(tmp_path / "a file" / "times.sqlite3"), ReferenceTimes(damaged)):
        found = measure_batch([REFERENCE, QUADRATIC], [REFERENCE] * 2, [TESTS] * 2, sandbox, reference_times=times)
        assert found[0].score == 1.0 and found[1].score < 0.5
        assert times.get(["any"]) == [None]
    assert damaged.read_bytes() == b"this is not a database" * 100

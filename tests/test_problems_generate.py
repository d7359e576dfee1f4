"""``codereward problems generate`` against a real local chat-completions server with scripted answers.

The server speaks ``POST /v1/chat/completions`` and ``GET /v1/models`` over loopback HTTP and
answers by reading the prompt: the statement request names the category and the
subcategories already covered, the code request names the function, a fix request carries
the failed checks. Its problems are real: their code runs in the sandbox and is scored by
the analyzer, exactly as a model's would be.
"""

from __future__ import annotations

import json
import re
import socket
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from codereward.cli.main import main
from codereward.problems import CATEGORIES, read_rows
from codereward.problems.llm import ChatClient, LLMError, Settings, parse_json_object, retry_after
from codereward.problems.validate import validate

PROBLEMS_PAGE = Path(__file__).resolve().parents[1] / "docs" / "problems.md"


def _problem(category, subcategory, statement, starter, reference, tests, hidden, fixed_reference=None, scale=None):
    return {"category": category, "subcategory": subcategory, "statement": statement, "starter_code": starter,
            "reference_solution": reference, "tests": tests, "hidden_tests": hidden, "fixed_reference": fixed_reference,
            "scale_tests": scale or []}


INVOICE = _problem(
    "loop efficiency", "invoice text assembled line by line",
    "A billing service prints plain-text invoices. Write `format_invoice(items)` where each item is a dict "
    "with `name`, `qty` and `unit_cents`. Return one line per item, `<name> x<qty> = <total cents>`, then a "
    "last line `TOTAL <sum of all totals>`, joined with newlines. An empty list gives just `TOTAL 0`. "
    "Invoices may hold tens of thousands of items, so the text must be built in linear time.",
    "def format_invoice(items):\n    s = ''\n    for i in range(len(items)):\n        t = items[i]['qty'] * items[i]['unit_cents']\n"
    "        s = s + items[i]['name'] + ' x' + str(items[i]['qty']) + ' = ' + str(t) + '\\n'\n    tot = 0\n"
    "    for i in range(len(items)):\n        tot = tot + items[i]['qty'] * items[i]['unit_cents']\n"
    "    s = s + 'TOTAL ' + str(tot)\n    return s\n",
    'def format_invoice(items: list[dict]) -> str:\n    """Invoice text: one line per item, then the grand total."""\n'
    "    lines = []\n    total = 0\n    for item in items:\n        amount = item['qty'] * item['unit_cents']\n"
    "        total += amount\n        lines.append(f\"{item['name']} x{item['qty']} = {amount}\")\n"
    "    lines.append(f'TOTAL {total}')\n    return '\\n'.join(lines)\n",
    [{"call": "format_invoice([])", "expected": "TOTAL 0"},
     {"call": "format_invoice([{'name': 'pen', 'qty': 2, 'unit_cents': 150}])", "expected": "pen x2 = 300\nTOTAL 300"},
     {"call": "format_invoice([{'name': 'a', 'qty': 1, 'unit_cents': 5}, {'name': 'b', 'qty': 3, 'unit_cents': 2}])",
      "expected": "a x1 = 5\nb x3 = 6\nTOTAL 11"},
     {"call": "format_invoice([{'name': 'free', 'qty': 4, 'unit_cents': 0}])", "expected": "free x4 = 0\nTOTAL 0"},
     {"call": "format_invoice([{'name': 'x', 'qty': 0, 'unit_cents': 99}])", "expected": "x x0 = 0\nTOTAL 0"}],
    [{"call": "format_invoice([{'name': 'n', 'qty': 1, 'unit_cents': 1}] * 3).count('\\n')", "expected": 3},
     {"call": "format_invoice([{'name': 'n', 'qty': 1, 'unit_cents': 1}] * 20000).splitlines()[-1]",
      "expected": "TOTAL 20000"},
     {"call": "format_invoice([{'name': 'big', 'qty': 1000, 'unit_cents': 100000}])",
      "expected": "big x1000 = 100000000\nTOTAL 100000000"},
     {"call": "format_invoice([{'name': 'é', 'qty': 1, 'unit_cents': 7}])", "expected": "é x1 = 7\nTOTAL 7"},
     {"call": "format_invoice([{'name': 'a b', 'qty': 2, 'unit_cents': 3}])", "expected": "a b x2 = 6\nTOTAL 6"}],
)

REPEATED_ERRORS = _problem(
    "loop efficiency", "repeated counting of log messages",
    "An on-call dashboard highlights error messages that keep coming back. Write "
    "`frequent_errors(messages, threshold)` returning the distinct messages that occur at least `threshold` "
    "times, sorted alphabetically. Messages are compared exactly (case matters). A threshold below 1 is "
    "treated as 1. Logs can contain a hundred thousand lines, so counting must not rescan the list per message.",
    "def frequent_errors(messages, threshold):\n    out = []\n    for m in messages:\n"
    "        if messages.count(m) >= max(threshold, 1) and m not in out:\n            out.append(m)\n"
    "    out.sort()\n    return out\n",
    "from collections import Counter\n\n\ndef frequent_errors(messages: list[str], threshold: int) -> list[str]:\n"
    '    """Distinct messages seen at least ``threshold`` times (at least once), sorted."""\n'
    "    counts = Counter(messages)\n    minimum = max(threshold, 1)\n"
    "    return sorted(message for message, seen in counts.items() if seen >= minimum)\n",
    [{"call": "frequent_errors([], 2)", "expected": []},
     {"call": "frequent_errors(['a', 'b', 'a'], 2)", "expected": ["a"]},
     {"call": "frequent_errors(['x', 'y'], 0)", "expected": ["x", "y"]},
     {"call": "frequent_errors(['E', 'e', 'E'], 2)", "expected": ["E"]},
     {"call": "frequent_errors(['b', 'a', 'b', 'a'], 2)", "expected": ["a", "b"]}],
    [{"call": "frequent_errors(['only'], 1)", "expected": ["only"]},
     {"call": "frequent_errors(['t'] * 5, 6)", "expected": []},
     {"call": "frequent_errors(['m%d' % (i % 50) for i in range(100000)], 2000)[:2]", "expected": ["m0", "m1"]},
     {"call": "frequent_errors(['z', 'y', 'z', 'y', 'x'], -3)", "expected": ["x", "y", "z"]},
     {"call": "len(frequent_errors([str(i) for i in range(30000)], 1))", "expected": 30000}],
    scale=[{"setup": "import random\nrng = random.Random(3)\nmessages = [f'err{rng.randrange(1500)}' for _ in range(4000)]",
            "call": "frequent_errors(messages, 3)"}],
)

PAGES = _problem(
    "off by one", "1-based page numbers to slice bounds",
    "A REST API returns search hits a page at a time. Write `page_of(items, page, page_size)` returning the "
    "items on `page`, where pages are numbered from 1: page 1 is the first `page_size` items. A page past the "
    "end is an empty list, and the last page may be short. `page` below 1 or `page_size` below 1 raises "
    "ValueError. The input list must not be modified.",
    "def page_of(items, page, page_size):\n    if page < 1 or page_size < 1:\n        raise ValueError('bad page')\n"
    "    start = page * page_size\n    return items[start:start + page_size]\n",
    'def page_of(items: list, page: int, page_size: int) -> list:\n    """The items on 1-based ``page``."""\n'
    "    if page < 1 or page_size < 1:\n        raise ValueError(f'page and page_size must be >= 1, got {page}, {page_size}')\n"
    "    start = (page - 1) * page_size\n    return items[start:start + page_size]\n",
    [{"call": "page_of([1, 2, 3, 4, 5], 1, 2)", "expected": [1, 2]},
     {"call": "page_of([1, 2, 3, 4, 5], 3, 2)", "expected": [5]},
     {"call": "page_of([1, 2, 3], 4, 2)", "expected": []},
     {"call": "page_of([], 1, 10)", "expected": []},
     {"call": "page_of([1], 0, 1)", "raises": "ValueError"}],
    [{"call": "page_of(list(range(100)), 10, 10)", "expected": list(range(90, 100))},
     {"call": "page_of(list(range(7)), 2, 3)", "expected": [3, 4, 5]},
     {"call": "page_of([1, 2], 1, 0)", "raises": "ValueError"},
     {"call": "page_of(['a'], 1, 5)", "expected": ["a"]},
     {"setup": "data = [3, 1, 2]\npage_of(data, 1, 2)", "call": "data", "expected": [3, 1, 2]}],
)

WINDOWS = _problem(
    "off by one", "sliding windows that miss the last position",
    "A sensor monitor reports the peak reading of every window of `k` consecutive samples. Write "
    "`window_peaks(samples, k)` returning the maximum of each window, from the window starting at index 0 to "
    "the one ending at the last sample, so a list of n samples gives n - k + 1 peaks. When `k` is larger than "
    "the number of samples the result is empty; `k` below 1 raises ValueError.",
    "def window_peaks(samples, k):\n    if k < 1:\n        raise ValueError('k')\n"
    "    return [max(samples[i:i + k]) for i in range(len(samples) - k)]\n",
    'def window_peaks(samples: list[float], k: int) -> list[float]:\n    """The maximum of every window of ``k`` consecutive samples."""\n'
    "    if k < 1:\n        raise ValueError(f'k must be >= 1, got {k}')\n"
    "    return [max(samples[start:start + k]) for start in range(len(samples) - k + 1)]\n",
    [{"call": "window_peaks([1, 3, 2, 5], 2)", "expected": [3, 3, 5]},
     {"call": "window_peaks([4], 1)", "expected": [4]},
     {"call": "window_peaks([1, 2], 3)", "expected": []},
     {"call": "window_peaks([2, 2, 2], 3)", "expected": [2]},
     {"call": "window_peaks([1], 0)", "raises": "ValueError"}],
    [{"call": "window_peaks([], 1)", "expected": []},
     {"call": "window_peaks([5, 4, 3, 2, 1], 1)", "expected": [5, 4, 3, 2, 1]},
     {"call": "window_peaks([1.5, -2.0, 0.5], 2)", "expected": [1.5, 0.5]},
     {"call": "len(window_peaks(list(range(1000)), 10))", "expected": 991},
     {"call": "window_peaks([-1, -5, -3], 2)", "expected": [-1, -3]}],
)

STAIRS_BUGGY = (
    "from functools import cache\n\n\ndef count_routes(steps: int, allowed: tuple[int, ...]) -> int:\n"
    '    """Ordered ways to climb ``steps`` with strides from ``allowed``."""\n    strides = tuple(sorted(set(allowed)))\n\n'
    "    @cache\n    def ways(left: int) -> int:\n        if left <= 0:\n            return 0\n"
    "        return sum(ways(left - stride) for stride in strides if stride <= left)\n\n    return ways(steps)\n"
)
STAIRS = _problem(
    "memoization", "counting climbing routes with cached subproblems",
    "A fitness app counts the distinct ordered ways to climb a staircase. Write `count_routes(steps, allowed)` "
    "returning how many sequences of strides taken from `allowed` (positive integers) add up to exactly `steps`. "
    "Zero steps has one route, the empty one. Staircases of a few hundred steps must be answered instantly, so "
    "no subproblem may be solved twice.",
    "def count_routes(steps, allowed):\n    if steps == 0:\n        return 1\n    if steps < 0:\n        return 0\n"
    "    n = 0\n    for a in allowed:\n        n = n + count_routes(steps - a, allowed)\n    return n\n",
    STAIRS_BUGGY,
    [{"call": "count_routes(0, (1, 2))", "expected": 1},
     {"call": "count_routes(4, (1, 2))", "expected": 5},
     {"call": "count_routes(5, (1, 3, 5))", "expected": 5},
     {"call": "count_routes(3, (2,))", "expected": 0},
     {"call": "count_routes(10, (1, 2))", "expected": 89}],
    [{"call": "count_routes(30, (1, 2))", "expected": 1346269},
     {"call": "count_routes(1, (2,))", "expected": 0},
     {"call": "count_routes(6, (1, 3, 5))", "expected": 8},
     {"call": "count_routes(50, (1, 2))", "expected": 20365011074},
     {"call": "count_routes(7, (7,))", "expected": 1}],
    fixed_reference=STAIRS_BUGGY.replace("if left <= 0:\n            return 0", "if left == 0:\n            return 1"),
)

EMAILS = _problem(
    "hash table usage", "grouping accounts by normalised e-mail",
    "An identity service merges accounts that share an e-mail address. Write `duplicate_emails(accounts)` where "
    "each account is a pair (user_id, email). Addresses are compared case-insensitively. Return the sorted "
    "list of lower-cased addresses used by two or more different user ids. Tens of thousands of accounts "
    "arrive at once, so the addresses must be grouped in one pass with a dictionary.",
    "def duplicate_emails(accounts):\n    out = []\n    for i in range(len(accounts)):\n        for j in range(len(accounts)):\n"
    "            if i != j and accounts[i][1].lower() == accounts[j][1].lower() and accounts[i][0] != accounts[j][0]:\n"
    "                if accounts[i][1].lower() not in out:\n                    out.append(accounts[i][1].lower())\n"
    "    return sorted(out)\n",
    # case-sensitive grouping: wrong on the mixed-case tests, and the "fix" repeats it
    "from collections import defaultdict\n\n\ndef duplicate_emails(accounts: list[tuple[str, str]]) -> list[str]:\n"
    '    """Addresses shared by two or more user ids."""\n    owners: dict[str, set[str]] = defaultdict(set)\n'
    "    for user_id, email in accounts:\n        owners[email].add(user_id)\n"
    "    return sorted(email for email, users in owners.items() if len(users) > 1)\n",
    [{"call": "duplicate_emails([])", "expected": []},
     {"call": "duplicate_emails([('u1', 'A@x.io'), ('u2', 'a@x.io')])", "expected": ["a@x.io"]},
     {"call": "duplicate_emails([('u1', 'a@x.io'), ('u1', 'A@X.IO')])", "expected": []},
     {"call": "duplicate_emails([('u1', 'p@q.r'), ('u2', 's@t.u')])", "expected": []},
     {"call": "duplicate_emails([('u1', 'B@b.b'), ('u2', 'b@B.b'), ('u3', 'c@c.c'), ('u4', 'C@c.c')])",
      "expected": ["b@b.b", "c@c.c"]}],
    [{"call": "duplicate_emails([('1', 'x@y.z')])", "expected": []},
     {"call": "duplicate_emails([(str(i), 'M@m.m') for i in range(3)])", "expected": ["m@m.m"]},
     {"call": "duplicate_emails([('a', 'k@k.k'), ('b', 'k@k.k')])", "expected": ["k@k.k"]},
     {"call": "duplicate_emails([('a', 'Q@q.q'), ('a', 'q@q.q'), ('b', 'z@z.z')])", "expected": []},
     {"call": "len(duplicate_emails([(str(i), 'e%d@d.d' % (i % 100)) for i in range(20000)]))", "expected": 100}],
)

BANK = [INVOICE, REPEATED_ERRORS, PAGES, WINDOWS, STAIRS, EMAILS]
BY_ENTRY = {re.search(r"`(\w+)\(", p["statement"]).group(1): p for p in BANK}


class FakeLLM:
    """A chat-completions server answering from ``BANK``; ``faults`` are statuses for the first requests."""

    def __init__(self, faults=(), models=("test-model",), list_models=True, duplicate_first=None):
        self.faults = list(faults)
        self.models, self.list_models = models, list_models
        self.duplicate_first = duplicate_first  # a statement to offer before any novel one
        self.requests: list[dict] = []
        self.auth: set[str | None] = set()
        self.lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _send(self, status, body, headers=()):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in headers:
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                if self.path == "/v1/models" and fake.list_models:
                    self._send(200, {"object": "list", "data": [{"id": m, "object": "model"} for m in fake.models]})
                else:
                    self._send(404, {"error": {"message": "not found"}})

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with fake.lock:
                    fake.requests.append(body)
                    fake.auth.add(self.headers.get("Authorization"))
                    fault = fake.faults.pop(0) if fake.faults else None
                if fault is not None:
                    self._send(fault, {"error": {"message": "busy"}}, [("Retry-After", "0")] if fault == 429 else ())
                elif self.path != "/v1/chat/completions":
                    self._send(404, {"error": {"message": "no such route"}})
                elif body.get("model") not in fake.models:
                    self._send(404, {"error": {"message": f"The model `{body.get('model')}` does not exist."}})
                else:
                    content = fake.answer(body["messages"])
                    self._send(200, {"id": "cmpl-1", "object": "chat.completion", "model": body["model"],
                                     "choices": [{"index": 0, "finish_reason": "stop",
                                                  "message": {"role": "assistant", "content": content}}]})

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def answer(self, messages):
        first, last = messages[1]["content"], messages[-1]["content"]
        if first.startswith("Write a problem statement"):
            category = re.search(r"Category: (.+?) \(", first).group(1)
            if self.duplicate_first and "REJECTED" not in first:
                return json.dumps({"subcategory": "copy", "entry_point": "copy", "statement": self.duplicate_first})
            used = re.search(r"covered \(choose a different one\): (.*)", first)
            taken = set(used.group(1).split("; ")) if used else set()
            fresh = [p for p in BANK if p["category"] == category and p["subcategory"] not in taken]
            problem = (fresh or [p for p in BANK if p["category"] == category])[0]
            entry = next(name for name, p in BY_ENTRY.items() if p is problem)
            # prose around a fenced block, as chat models answer
            return ("Here is a new problem.\n```json\n" + json.dumps(
                {"subcategory": problem["subcategory"], "entry_point": entry, "statement": problem["statement"]})
                + "\n```\nLet me know if you need changes.")
        entry = re.search(r"Write, for the function `(\w+)`", first).group(1)
        problem = BY_ENTRY[entry]
        reference = problem["reference_solution"]
        if "checks FAILED" in last and problem["fixed_reference"]:
            reference = problem["fixed_reference"]
        answer = {"entry_point": entry, "starter_code": problem["starter_code"], "reference_solution": reference,
                  "tests": problem["tests"], "hidden_tests": problem["hidden_tests"],
                  "scale_tests": problem["scale_tests"], "starter_too_slow": bool(problem["scale_tests"])}
        return json.dumps(answer) + "\n\nThe reference is O(n)."  # trailing prose

    def kinds(self):
        """What each chat request asked for, in order."""
        out = []
        for body in self.requests:
            first, last = body["messages"][1]["content"], body["messages"][-1]["content"]
            out.append("statement" if first.startswith("Write a problem") else "fix" if "checks FAILED" in last else "code")
        return out

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def llm():
    servers = []

    def make(**kwargs):
        servers.append(FakeLLM(**kwargs))
        return servers[-1]

    yield make
    for server in servers:
        server.close()


def generate(server, out, *extra):
    return main(["problems", "generate", "--out", str(out), "--base-url", server.url, "--model", "test-model",
                 "--concurrency", "1", "--backoff", "0.001", *extra])


def test_generated_rows_validate_and_a_rerun_resumes_without_duplicates(llm, tmp_path, capsys):
    server = llm(faults=[500, 429])  # the first chat request is retried twice, then answered
    out = tmp_path / "gen.jsonl"
    categories = "loop efficiency,off by one"
    assert generate(server, out, "--count", "2", "--categories", categories) == 0
    first = read_rows(out)
    assert [r["id"] for r in first] == ["gen-0001", "gen-0002"]
    assert sorted(r["category"] for r in first) == ["loop efficiency", "off by one"]
    # the first statement request was answered 500, then 429, then served; nothing else was asked twice
    assert server.kinds() == ["statement"] * 3 + ["code", "statement", "code"]

    assert generate(server, out, "--count", "4", "--categories", categories, "--concurrency", "3") == 0
    rows = read_rows(out)
    assert [r["id"] for r in rows] == ["gen-0001", "gen-0002", "gen-0003", "gen-0004"]
    assert [r["statement"] for r in rows[:2]] == [r["statement"] for r in first]
    assert len({r["statement"] for r in rows}) == 4
    assert Counter(r["category"] for r in rows) == {"loop efficiency": 2, "off by one": 2}
    assert {(r["category"], r["split"]) for r in rows} == {
        (c, s) for c in ("loop efficiency", "off by one") for s in ("train", "validation")}
    calls = len(server.requests)
    assert generate(server, out, "--count", "4", "--categories", categories) == 0  # nothing left to do
    assert len(server.requests) == calls and len(read_rows(out)) == 4
    capsys.readouterr()
    assert main(["problems", "validate", str(out)]) == 0, capsys.readouterr().out
    # the statement that names a size came with a scale test, timed against the reference like the shipped ones
    timed = [r for r in rows if r["entry_point"] == "frequent_errors"]
    assert timed and all(r["scale_tests"] and r["starter_too_slow"] for r in timed)


def test_a_near_duplicate_statement_is_rejected_and_asked_again(llm, tmp_path, capsys, monkeypatch):
    shipped = next(r for r in read_rows() if r["category"] == "loop efficiency")
    server = llm(duplicate_first=shipped["statement"])
    out = tmp_path / "gen.jsonl"
    # endpoint, model and key from the environment this time
    monkeypatch.setenv("OPENAI_BASE_URL", server.url)
    monkeypatch.setenv("OPENAI_MODEL", "test-model")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-local")
    assert main(["problems", "generate", "--out", str(out), "--count", "1", "--categories", "loop efficiency"]) == 0
    assert server.auth == {"Bearer sk-local"}
    row, = read_rows(out)
    assert row["statement"] == INVOICE["statement"]
    statements = [b["messages"][1]["content"] for b in server.requests if "Write a problem" in b["messages"][1]["content"]]
    assert len(statements) == 2 and "REJECTED" in statements[1] and shipped["id"] in statements[1]
    assert "1 statements rejected as near duplicates" in capsys.readouterr().out


def test_a_failing_reference_gets_a_fix_round_and_a_row_that_never_passes_is_not_written(llm, tmp_path, capsys):
    server = llm()
    out = tmp_path / "gen.jsonl"
    code = generate(server, out, "--count", "2", "--categories", "memoization,hash table usage", "--max-fix-rounds", "1")
    report = capsys.readouterr().out
    assert code == 1
    row, = read_rows(out)
    assert row["entry_point"] == "count_routes" and row["reference_solution"] == STAIRS["fixed_reference"]
    fix_prompts = [b["messages"][-1]["content"] for b in server.requests if "checks FAILED" in b["messages"][-1]["content"]]
    assert any("count_routes(4, (1, 2))" in p and "expected 5, got 0" in p for p in fix_prompts)
    assert "1 failed" in report and "failed (hash table usage)" in report and "reference_solution fails" in report
    assert "duplicate_emails" not in out.read_text()
    assert validate([row], require_split=False).ok


def test_429_and_5xx_are_retried_with_exponential_backoff_honouring_retry_after(llm):
    server = llm(faults=[429, 500, 502, 503])
    delays: list[float] = []
    client = ChatClient(Settings(server.url, "test-model"), retries=5, backoff=0.01, sleep=delays.append)
    prompt = [{"role": "system", "content": "s"}, {"role": "user", "content": "Write a problem statement\n"
                                                                             "Category: memoization (x)"}]
    assert "count_routes" in client.chat(prompt)
    assert len(server.requests) == 5
    assert delays[0] == 0.0  # Retry-After: 0
    assert 0.01 <= delays[1] <= 0.03 and 0.02 <= delays[2] <= 0.06 and 0.04 <= delays[3] <= 0.12
    server.faults = [500] * 3
    with pytest.raises(LLMError, match="500"):
        ChatClient(Settings(server.url, "test-model"), retries=2, backoff=0.0).chat(prompt)
    assert retry_after("7") == 7.0 and retry_after("soon") is None and retry_after(None) is None


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_an_unreachable_endpoint_is_exit_code_2_with_one_clear_line(tmp_path, capsys):
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    code = main(["problems", "generate", "--out", str(tmp_path / "g.jsonl"), "--base-url", url, "--model", "m",
                 "--retries", "1", "--backoff", "0.001"])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert err.startswith("codereward problems: error: cannot reach " + url) and "\n" not in err
    assert not (tmp_path / "g.jsonl").exists()


def test_a_missing_model_is_exit_code_2(llm, tmp_path, capsys):
    listed = llm()
    assert generate(listed, tmp_path / "a.jsonl", "--model", "other-model") == 2
    assert "'other-model' is not served" in capsys.readouterr().err
    unlisted = llm(list_models=False)  # no /models route: the chat request's 404 decides
    code = main(["problems", "generate", "--out", str(tmp_path / "b.jsonl"), "--base-url", unlisted.url,
                 "--model", "gone", "--retries", "0"])
    assert code == 2 and "not found" in capsys.readouterr().err


def test_answers_are_parsed_from_fences_and_prose():
    assert parse_json_object('{"a": 1}') == {"a": 1}
    assert parse_json_object('Sure!\n```json\n{"a": [1, 2]}\n```\nDone.') == {"a": [1, 2]}
    assert parse_json_object('Result: {"code": "def f():\n    return 1\n"} -- hope it helps {}') == {
        "code": "def f():\n    return 1\n"}
    assert parse_json_object('<think>maybe {"a": 0}?</think>\n{"a": 2}') == {"a": 2}
    with pytest.raises(LLMError, match="no JSON object"):
        parse_json_object("I cannot help with that.")


def test_bad_flags_are_usage_errors(tmp_path, capsys):
    out = str(tmp_path / "g.jsonl")
    assert main(["problems", "generate", "--out", out, "--model", "m", "--categories", "cooking"]) == 2
    assert "unknown categories: cooking" in capsys.readouterr().err
    assert main(["problems", "generate", "--out", out, "--model", "m", "--concurrency", "0"]) == 2


def test_the_documented_category_table_matches_the_shipped_set():
    text = PROBLEMS_PAGE.read_text(encoding="utf-8")
    rows = read_rows()
    for category in CATEGORIES:
        mine = [r for r in rows if r["category"] == category]
        split = Counter(r["split"] for r in mine)
        level = Counter(r["difficulty"] for r in mine)
        line = (f"| {category} | {split['train']} | {split['validation']} | "
                f"{level['easy']}/{level['medium']}/{level['hard']} |")
        assert line in text, f"docs/problems.md table row out of date: {line}"
    total = Counter(r["split"] for r in rows)
    assert f"| **total** | **{total['train']}** | **{total['validation']}** |" in text


def test_the_plan_balances_categories_and_difficulties_around_what_is_there():
    from codereward.problems.generate import plan

    slots = plan([], 75, CATEGORIES, seed=0)
    assert Counter(c for c, _ in slots) == {c: 3 for c in CATEGORIES}
    assert all(Counter(d for c, d in slots if c == cat) == {"easy": 1, "medium": 1, "hard": 1} for cat in CATEGORIES)
    existing = [{"category": "memoization", "difficulty": "easy"}] * 2
    slots = plan(existing, 4, ("memoization", "off by one"), seed=0)
    assert Counter(c for c, _ in slots) == {"off by one": 3, "memoization": 1}
    assert ("memoization", "medium") in slots

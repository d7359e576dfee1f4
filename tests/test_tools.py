"""The batched adapters to ruff, radon, vulture, bandit and mypy (codereward.tools)."""

from __future__ import annotations

import io
import os
import stat
import textwrap
from pathlib import Path

import pytest

from codereward.findings import RULE_ID_PATTERN, Characteristic, Finding, Severity
from codereward.snippet import Snippet
from codereward.tools import ADAPTERS, adapters_for
from codereward.tools.bandit import BanditAdapter
from codereward.tools.mypy import MypyAdapter
from codereward.tools.radon import RadonAdapter
from codereward.tools.ruff import RuffAdapter
from codereward.tools.ruff_rules import RUFF_RULES, bandit_test_id
from codereward.tools.suppressions import blank_type_ignores
from codereward.tools.vulture import VultureAdapter
from codereward.weakness import cwe_for

INCOMPLETE = "CR009"


def snip(source: str) -> Snippet:
    snippet = Snippet.parse(textwrap.dedent(source).lstrip("\n"))
    assert snippet.ok, snippet.problem
    return snippet


def run(adapter, *sources: str, timeout: float = 60.0, **kwargs) -> list[list[Finding]]:
    return adapter.analyze([snip(s) for s in sources], timeout, **kwargs)


def only(findings: list[Finding], rule: str) -> list[Finding]:
    return [f for f in findings if f.rule == rule]


@pytest.fixture(scope="module")
def ruff() -> RuffAdapter:
    adapter = RuffAdapter()
    if not adapter.available():
        pytest.fail("ruff is a dependency of codereward and must be installed")
    return adapter


@pytest.fixture(scope="module")
def mypy(tmp_path_factory) -> MypyAdapter:
    return MypyAdapter(cache_dir=tmp_path_factory.getbasetemp() / "mypy-cache")


def fake_tool(tmp_path: Path, script: str) -> str:
    """An executable that stands in for a tool binary or a Python interpreter."""
    path = tmp_path / "fake-tool"
    path.write_text("#!/bin/sh\n" + script + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


# --------------------------------------------------------------------------- ruff

CLEAN = '''
def mean(values: list[float]) -> float:
    """The arithmetic mean of a non-empty list."""
    return sum(values) / len(values)
'''


def test_ruff_flags_shell_injection_with_banidts_cwe(ruff):
    (findings,) = run(ruff, """
        import subprocess


        def run(cmd: str) -> None:
            \"\"\"Run a command.\"\"\"
            subprocess.call(cmd, shell=True)
    """)
    (shell,) = only(findings, "S602")
    assert (shell.line, shell.column, shell.cwe) == (6, 4, 78)
    assert shell.characteristic is Characteristic.SECURITY
    assert shell.severity is Severity.CRITICAL  # OS command injection (weakness.py)
    assert shell.source == "ruff"


def test_ruff_bare_except_is_cwe_396_like_the_own_rule(ruff):
    (findings,) = run(ruff, """
        def load(path: str) -> str:
            \"\"\"Read a file.\"\"\"
            try:
                return open(path).read()
            except:
                return ""
    """)
    (bare,) = only(findings, "E722")
    assert (bare.line, bare.cwe, bare.characteristic) == (5, 396, Characteristic.RELIABILITY)


def test_ruff_clean_code_has_no_findings(ruff):
    assert run(ruff, CLEAN) == [[]]


def test_ruff_structure_naming_and_docstring_rules(ruff):
    (findings,) = run(ruff, """
        def Mix(a, b, c, d, e, f):
            return a
    """)
    rules = {f.rule: f for f in findings}
    assert rules["PLR0913"].cwe == 1064 and rules["PLR0913"].line == 1
    assert rules["D103"].cwe == 1053
    assert rules["N802"].cwe == 1099
    assert all(f.characteristic is Characteristic.MAINTAINABILITY for f in findings)


def test_ruff_compile_error_is_reported_as_e999(ruff):
    (findings,) = run(ruff, "def area(w, w):\n    return w * w\n")
    (error,) = only(findings, "E999")
    assert error.line == 1 and error.severity is Severity.HIGH


def test_ruff_selection_is_all_stable_in_installed_ruff(ruff):
    assert ruff.selected() == list(RUFF_RULES)


# Examples that trigger each S rule; ruff must report the S code on them, and bandit must
# report the corresponding B test, with the CWE in RUFF_RULES.
S_EXAMPLES: dict[str, str] = {
    "S102": "exec(code)\n",
    "S103": "import os\nos.chmod('/etc/passwd', 0o777)\n",
    "S108": "path = '/tmp/cache.txt'\n",
    "S113": "import requests\nrequests.get('https://example.com')\n",
    "S201": "from flask import Flask\napp = Flask(__name__)\napp.run(debug=True)\n",
    "S202": "import tarfile\nwith tarfile.open('a.tar') as t:\n    t.extractall()\n",
    "S301": "import pickle\npickle.loads(data)\n",
    "S302": "import marshal\nmarshal.loads(data)\n",
    "S304": "from cryptography.hazmat.primitives.ciphers import algorithms\nalgorithms.ARC4(key)\n",
    "S305": "from cryptography.hazmat.primitives.ciphers import modes\nmodes.ECB()\n",
    "S306": "import tempfile\ntempfile.mktemp()\n",
    "S307": "eval(user_input)\n",
    "S308": "from django.utils.safestring import mark_safe\nmark_safe(content)\n",
    "S312": "import telnetlib\ntelnetlib.Telnet('host')\n",
    "S321": "import ftplib\nftplib.FTP('host')\n",
    "S323": "import ssl\nssl._create_unverified_context()\n",
    "S501": "import requests\nrequests.get('https://example.com', timeout=5, verify=False)\n",
    "S502": "import ssl\nssl.wrap_socket(sock, ssl_version=ssl.PROTOCOL_SSLv3)\n",
    "S503": "import ssl\ndef f(ssl_version=ssl.PROTOCOL_SSLv3):\n    return ssl_version\n",
    "S504": "import ssl\nssl.wrap_socket(sock)\n",
    "S505": "from cryptography.hazmat.primitives.asymmetric import rsa\n"
            "rsa.generate_private_key(public_exponent=65537, key_size=1024)\n",
    "S506": "import yaml\nyaml.load(text)\n",
    "S507": "import paramiko\nclient = paramiko.SSHClient()\nclient.set_missing_host_key_policy(paramiko.AutoAddPolicy())\n",
    "S508": "from pysnmp.hlapi import CommunityData\nCommunityData('public', mpModel=0)\n",
    "S509": "from pysnmp.hlapi import UsmUserData\nUsmUserData('user')\n",
    "S601": "import paramiko\nparamiko.exec_command('ls ' + arg)\n",
    "S602": "import subprocess\nsubprocess.Popen(cmd, shell=True)\n",
    "S604": "run_command(cmd, shell=True)\n",
    "S605": "import os\nos.system(cmd)\n",
    "S608": "def q(name):\n    return 'SELECT * FROM users WHERE name = ' + name\n",
    "S609": "import subprocess\nsubprocess.Popen('chmod +w *', shell=True)\n",
    "S610": "from django.contrib.auth.models import User\nUser.objects.all().extra(where=[user_input])\n",
    "S611": "from django.db.models.expressions import RawSQL\nRawSQL(sql, [])\n",
    "S612": "import logging.config\nlogging.config.listen(9999)\n",
    "S701": "import jinja2\njinja2.Environment(loader=jinja2.FileSystemLoader('.'))\n",
    "S702": "from mako.template import Template\nTemplate('hello')\n",
    "S704": "from markupsafe import Markup\nMarkup('<b>' + content + '</b>')\n",
    # not an S rule, but a port of bandit's B613 (trojansource): same CWE
    "PLE2502": "access = 'user" + chr(0x202E) + " ' # admin\n",
}
PORTS = {"PLE2502": "B613"}


def bandit_issues(source: str) -> list:
    """Every issue bandit (all tests, in process) reports on ``source``."""
    from bandit.core import config, manager

    bandit = manager.BanditManager(config.BanditConfig(), "file", ignore_nosec=True)
    bandit._parse_file("/x/example.py", io.BytesIO(source.encode()), ["/x/example.py"])
    return bandit.results


def test_every_ruff_s_rule_has_an_example():
    s_codes = {code for code in RUFF_RULES if bandit_test_id(code) is not None}  # S602, not SIM102
    assert s_codes | set(PORTS) == set(S_EXAMPLES)


def test_ruff_s_rule_cwe_equals_what_bandit_reports(ruff):
    codes = list(S_EXAMPLES)
    results = ruff.analyze([Snippet.parse(S_EXAMPLES[c]) for c in codes], 60)
    for code, findings in zip(codes, results, strict=True):
        reported = only(findings, code)
        assert reported, f"ruff does not report {code} on its example"
        test_id = PORTS.get(code) or bandit_test_id(code)
        bandit_cwes = {issue.cwe.id for issue in bandit_issues(S_EXAMPLES[code]) if issue.test_id == test_id}
        assert bandit_cwes, f"bandit does not report {test_id} on the example of {code}"
        # the table keeps the tool's CWE; codereward reports the weakness (weakness.CWE_CHANGES)
        assert bandit_cwes == {RUFF_RULES[code][1]}, code
        assert reported[0].cwe == cwe_for("ruff", code, RUFF_RULES[code][1]), code
        assert reported[0].characteristic is Characteristic.SECURITY


# --------------------------------------------------------------------------- radon

def branchy(n_ifs: int) -> str:
    lines = ["def grade(x: int) -> int:", '    """Map a score to a grade."""']
    lines += [f"    if x == {i}:\n        return {i}" for i in range(n_ifs)]
    lines.append("    return -1")
    return "\n".join(lines) + "\n"


def test_radon_flags_complex_function_with_rising_severity():
    rank_c, rank_d = run(RadonAdapter(), branchy(12), branchy(25))
    (c,) = only(rank_c, "RAD001")
    assert (c.line, c.cwe, c.characteristic, c.severity) == (1, 1121, Characteristic.MAINTAINABILITY, Severity.LOW)
    assert "13" in c.message  # 12 ifs + 1
    (d,) = only(rank_d, "RAD001")
    assert d.severity is Severity.MEDIUM


def test_radon_simple_code_has_no_findings():
    assert run(RadonAdapter(), CLEAN, branchy(9)) == [[], []]


def test_radon_maintainability_index_is_radons():
    from radon.metrics import mi_visit

    dense = "def f(a, b, c, d):\n" + "".join(
        f"    x{i} = (a * {i} + b ** 2 - c % 7) / (d + {i}) if a > b and c < d or a == {i} else b - a * c\n"
        for i in range(120)
    ) + "    return x0\n"
    assert mi_visit(dense, True) <= 19  # rank B or C by radon's own computation
    (findings,) = run(RadonAdapter(), dense)
    (mi,) = only(findings, "RAD002")
    assert mi.line == 1 and mi.cwe == 1120
    assert f"{mi_visit(dense, True):.0f}"[:1] in mi.message  # same index, to the point


def test_radon_skips_halstead_only_when_the_index_cannot_be_low():
    from radon.metrics import h_visit_ast

    from codereward.tools.radon import _volume_bound

    source = """
        class Acc:
            def add(self, a, b, *rest):
                total = a + b - (-a)
                total += sum(rest)
                if 0 < a <= b < 10 and not (a or b) or a is None:
                    def inner(x):
                        return x ** 2 % 3
                    return inner(total)
                return ~total
    """
    snippet = snip(source)
    assert _volume_bound(snippet) >= h_visit_ast(snippet.tree).total.volume > 0


# --------------------------------------------------------------------------- vulture

def test_vulture_flags_dead_code_inside_the_snippet():
    (findings,) = run(VultureAdapter(), """
        import os


        def sign(x):
            first, second = x, -x
            if False:
                print("debug")
            return 1 if first > 0 else -1
            print("done")
    """)
    by_rule = {f.rule: f for f in findings}
    assert (by_rule["VUL001"].line, by_rule["VUL001"].cwe) == (1, 1164)
    assert (by_rule["VUL002"].line, by_rule["VUL002"].cwe) == (5, 563)
    assert "second" in by_rule["VUL002"].message
    assert (by_rule["VUL004"].line, by_rule["VUL004"].cwe) == (6, 570)
    assert (by_rule["VUL003"].line, by_rule["VUL003"].cwe) == (9, 561)


def test_vulture_never_reports_uncalled_functions_classes_or_exports():
    (findings,) = run(VultureAdapter(), """
        from dataclasses import dataclass

        LIMIT = 10


        @dataclass
        class Point:
            x: int
            y: int

            def norm(self, unused_scale):
                return abs(self.x) + abs(self.y)

            @property
            def area(self):
                return 0


        def solve(a, b):
            return a


        def helper():
            global COUNTER
            COUNTER = 1
    """)
    assert findings == []


# --------------------------------------------------------------------------- bandit

def test_bandit_flags_unsafe_torch_load():
    flagged, safe, unrelated = run(
        BanditAdapter(),
        "import torch\nmodel = torch.load('model.pt')\n",
        "import torch\nstate = torch.load('model.pt', weights_only=True)\n",
        "import pickle\n\ndef f(p):\n    return p\n",
    )
    (load,) = flagged
    assert (load.rule, load.line, load.cwe, load.characteristic) == ("B614", 2, 502, Characteristic.SECURITY)
    assert safe == [] and unrelated == []


def test_bandit_unpinned_hub_download_only_where_the_snippet_names_the_repository():
    named, bound, by_keyword, pinned, parameter, forwarded = run(
        BanditAdapter(),
        "from transformers import AutoModel\nmodel = AutoModel.from_pretrained('org/model')\n",
        "from transformers import AutoModel\nNAME = 'org/model'\nmodel = AutoModel.from_pretrained(NAME)\n",
        "from huggingface_hub import hf_hub_download\npath = hf_hub_download(repo_id='org/model', filename='w.bin')\n",
        "from transformers import AutoModel\nmodel = AutoModel.from_pretrained('org/model', revision='5d0f2e8a7f1c9b3e')\n",
        # the caller names the model (a hub id or a local folder) and pins it
        "from transformers import AutoModel\n\ndef load(name):\n    return AutoModel.from_pretrained(name)\n",
        # **kwargs may carry the revision (TRL's trainers: model_init_kwargs)
        "from transformers import AutoModel\nkw = {}\nmodel = AutoModel.from_pretrained('org/model', **kw)\n",
    )
    assert [(f.rule, f.line, f.cwe) for f in named + bound + by_keyword] == [("B615", 2, 494), ("B615", 3, 494),
                                                                            ("B615", 2, 494)]
    assert pinned == parameter == forwarded == []


def test_bandit_runs_only_tests_ruff_lacks():
    ported = {bandit_test_id(code) for code in RUFF_RULES if code.startswith("S")}
    assert {rule.id for rule in BanditAdapter().rules()}.isdisjoint(ported)


# --------------------------------------------------------------------------- mypy

def test_mypy_flags_argument_type_error(mypy):
    (findings,) = run(mypy, """
        def double(n: int) -> int:
            return n * 2


        result = double("3")
    """)
    (arg,) = only(findings, "TYP007")
    assert (arg.line, arg.column, arg.cwe) == (5, 16, 686)
    assert arg.characteristic is Characteristic.TYPE_SAFETY
    assert arg.source == "mypy"


def test_mypy_missing_annotations_are_low_and_clean_code_is_clean(mypy):
    untyped, clean = run(mypy, "def scale(v, k):\n    return v * k\n", CLEAN)
    (missing,) = untyped
    assert (missing.rule, missing.severity, missing.line) == ("TYP031", Severity.LOW, 1)
    assert clean == []


# --------------------------------------------------------------------------- suppressions

SUPPRESSED = """
import os  # noqa
import subprocess


def run(cmd: str) -> None:  # pylint: disable=unused-variable
    \"\"\"Run a command.\"\"\"
    subprocess.call(cmd, shell=True)  # nosec B602


def f(a, b, c, d, e, g):  # pylint: disable=too-many-arguments
    \"\"\"Too many.\"\"\"
    return a


def F(x):  # pylint: disable=too-many-arguments
    \"\"\"Badly named.\"\"\"
    return x
"""


def test_ruff_ignores_suppression_comments_by_default(ruff):
    (findings,) = run(ruff, SUPPRESSED)
    assert {"F401", "S602", "PLR0913"} <= {f.rule for f in findings}


def test_ruff_honours_noqa_nosec_and_pylint_disable_on_request(ruff):
    (findings,) = run(ruff, SUPPRESSED, respect_suppressions=True)
    rules = {f.rule for f in findings}
    assert not rules & {"F401", "S602", "PLR0913"}
    assert "N802" in rules  # disabling one pylint check leaves the others


def test_comment_suppressions_of_an_unparsed_snippet_parse_only_for_pylint_scopes(monkeypatch):
    from codereward.tools.suppressions import CommentSuppressions

    scoped = "def f(a):\n    # pylint: disable=unused-variable\n    return 1\n\n\ndef g(b):\n    return 2\n"
    marks = CommentSuppressions(Snippet.unparsed(scoped, []))
    assert marks.suppresses("F841", "unused-variable", 3)  # inside f: the tree gave the scope
    assert not marks.suppresses("F841", "unused-variable", 7)  # g is outside it

    def no_parse(*args, **kwargs):
        raise AssertionError("parsed again")

    monkeypatch.setattr(Snippet, "parse", no_parse)
    marks = CommentSuppressions(Snippet.unparsed("import subprocess\nsubprocess.call('ls', shell=True)  # nosec\n", []))
    assert marks.suppresses("S602", "subprocess-popen-with-shell-equals-true", 2)
    assert not marks.suppresses("S602", "subprocess-popen-with-shell-equals-true", 1)


def test_ruff_launched_runs_before_it_is_finished_and_a_cancelled_launch_leaves_nothing(ruff, tmp_path, monkeypatch):
    from codereward.tools import common

    monkeypatch.setenv("CODEREWARD_TMPDIR", str(tmp_path))
    common.scratch_dir.cache_clear()
    try:
        snippets = [snip("import os\n"), snip("x = 1\n"), snip("import sys\nprint(sys.argv)\n")]
        launched = ruff.launch(snippets, 60.0)
        (folder,) = tmp_path.iterdir()  # the batch's files, written for the process already running
        assert launched.finish() == ruff.analyze(snippets, 60.0)
        assert not folder.exists()
        cancelled = ruff.launch(snippets, 60.0)
        assert len(list(tmp_path.iterdir())) == 1
        cancelled.cancel()
        assert list(tmp_path.iterdir()) == []
    finally:
        common.scratch_dir.cache_clear()


def test_bandit_nosec_only_on_request():
    source = "import torch\nmodel = torch.load('model.pt')  # nosec\n"
    assert only(run(BanditAdapter(), source)[0], "B614")
    assert run(BanditAdapter(), source, respect_suppressions=True) == [[]]


def test_vulture_noqa_only_on_request():
    source = "import os  # noqa\n"
    assert only(run(VultureAdapter(), source)[0], "VUL001")
    assert run(VultureAdapter(), source, respect_suppressions=True) == [[]]


def test_mypy_type_ignore_only_on_request(mypy):
    source = 'count: int = "none"  # type: ignore\n'
    (findings,) = run(mypy, source)
    assert only(findings, "TYP011")
    assert run(mypy, source, respect_suppressions=True) == [[]]


def test_mypy_cache_never_mixes_up_equal_sized_snippets_of_consecutive_batches(mypy):
    wrong, right = 'count: int = "none"\n', 'count: str = "none"\n'
    assert len(wrong) == len(right)  # same temp name, same size, same second
    for _ in range(2):
        assert only(run(mypy, wrong)[0], "TYP011")
        assert run(mypy, right) == [[]]


def test_blanking_type_ignore_keeps_columns_and_strings():
    snippet = snip('x: int = "a"  # type: ignore[assignment]\ns = "# type: ignore"\n')
    blanked = blank_type_ignores(snippet)
    assert len(blanked) == len(snippet.source)
    assert blanked.splitlines()[0].rstrip() == 'x: int = "a"'
    assert blanked.splitlines()[1] == 's = "# type: ignore"'


# --------------------------------------------------------------------------- batches

def test_batch_maps_findings_to_their_snippet(ruff, mypy):
    sources = [
        "import os\n",
        "def broken(:\n",
        "import subprocess\nsubprocess.call(c, shell=True)\n",
        CLEAN,
        'def f(x: int) -> int:\n    return x\n\n\nf("a")\n',
    ]
    snippets = [Snippet.parse(s) for s in sources]
    assert not snippets[1].ok
    ruff_results = ruff.analyze(snippets, 60)
    assert len(ruff_results) == len(sources)
    assert {f.rule for f in ruff_results[0]} == {"F401"}
    assert ruff_results[1] == []  # not analysed: the analyzer reports the input problem
    assert "S602" in {f.rule for f in ruff_results[2]}
    assert ruff_results[3] == []
    assert "S602" not in {f.rule for f in ruff_results[4]}
    mypy_results = mypy.analyze(snippets, 60)
    assert [bool(only(r, "TYP007")) for r in mypy_results] == [False, False, False, False, True]


def test_single_parsed_snippet_after_an_unparsed_one_keeps_its_index(ruff):
    unparsed, parsed = Snippet.parse("def broken(:\n"), snip("import os\n")
    results = ruff.analyze([unparsed, parsed], 60)
    assert results[0] == [] and [f.rule for f in results[1]] == ["F401"]


def test_adapters_return_one_list_per_snippet_for_an_empty_or_unparsed_batch(ruff):
    unparsed = Snippet.parse("def broken(:\n")
    for adapter in ADAPTERS:
        assert adapter.analyze([], 10) == []
        assert adapter.analyze([unparsed], 10) == [[]]


# --------------------------------------------------------------------------- failures

def assert_incomplete(results: list[list[Finding]], tool: str, characteristic: Characteristic, why: str) -> None:
    for findings in results:
        (finding,) = findings
        assert finding.rule == INCOMPLETE and finding.source == tool
        assert finding.characteristic is characteristic
        assert why in finding.message


def test_ruff_missing_binary_gives_incomplete_findings():
    results = run(RuffAdapter(binary="/nonexistent/ruff"), CLEAN, "import os\n")
    assert_incomplete(results, "ruff", Characteristic.MAINTAINABILITY, "not found")


def test_ruff_non_json_output_gives_incomplete_findings(tmp_path):
    results = run(RuffAdapter(binary=fake_tool(tmp_path, "echo 'this is not json'")), CLEAN, "import os\n")
    assert_incomplete(results, "ruff", Characteristic.MAINTAINABILITY, "not JSON")


def test_ruff_crash_gives_incomplete_findings(tmp_path):
    results = run(RuffAdapter(binary=fake_tool(tmp_path, "echo 'panic' >&2; exit 101")), CLEAN)
    assert_incomplete(results, "ruff", Characteristic.MAINTAINABILITY, "panic")


def test_ruff_timeout_gives_incomplete_findings(ruff):
    results = run(ruff, CLEAN, "import os\n", timeout=0.001)
    assert_incomplete(results, "ruff", Characteristic.MAINTAINABILITY, "timed out")


def test_hanging_tool_is_killed_at_the_timeout(tmp_path):
    import time

    start = time.monotonic()
    results = run(RuffAdapter(binary=fake_tool(tmp_path, "exec sleep 30")), CLEAN, timeout=0.5)
    assert time.monotonic() - start < 5
    assert_incomplete(results, "ruff", Characteristic.MAINTAINABILITY, "timed out")


def test_a_snippet_too_slow_for_ruff_costs_only_itself(ruff):
    """A module of 40,000 functions (4 MB: legit, with max-bytes raised) keeps ruff busy for
    seconds, past a timeout of one; its neighbours in the batch still get their findings."""
    big = "".join(f"\ndef mean_{i}(values: list[float]) -> float:\n    \"\"\"The mean.\"\"\"\n    return sum(values) / len(values)\n"
                  for i in range(40_000))
    # 18 neighbours: the batch is split twice (into parts of 2, then the slow one alone)
    neighbours = [snip("import os\n"), snip(CLEAN), snip("import subprocess\nimport sys\nsubprocess.call(sys.argv[1], shell=True)\n")] * 6
    alone = ruff.analyze(neighbours, 60)
    batch = [neighbours[0], Snippet.unparsed(big, [], "<big>", max_bytes=10**8), *neighbours[1:]]
    results = ruff.analyze(batch, 1.0)
    assert_incomplete([results[1]], "ruff", Characteristic.MAINTAINABILITY, "on this snippet alone")
    assert [results[0], *results[2:]] == alone
    assert {f.rule for f in alone[0]} == {"F401"} and "S602" in {f.rule for f in alone[2]}  # real findings


def test_a_snippet_that_crashes_ruff_costs_only_itself(ruff):
    """One expression of 50,000 terms parses (CPython's parser is iterative there) but makes
    ruff overflow its stack and abort: before, the whole batch's ruff run failed and every
    neighbour lost its findings (an `eval` scored as clean as a stub). The failing part is
    split like a slow one, down to the snippet that breaks the tool."""
    crasher = Snippet.unparsed("def total(x):\n    return " + " + ".join(["x"] * 50_000) + "\n", [], "<crash>")
    neighbours = [snip("import os\n"), snip("import subprocess\nimport sys\nsubprocess.call(sys.argv[1], shell=True)\n")]
    results = ruff.analyze([neighbours[0], crasher, neighbours[1]], 60)
    assert_incomplete([results[1]], "ruff", Characteristic.MAINTAINABILITY, "ruff exited")
    assert {f.rule for f in results[0]} == {"F401"} and "S602" in {f.rule for f in results[2]}


def test_mypy_failures_give_incomplete_findings(tmp_path, mypy):
    missing = run(MypyAdapter(python="/nonexistent/python"), CLEAN)
    assert_incomplete(missing, "mypy", Characteristic.TYPE_SAFETY, "not runnable")
    garbage = run(MypyAdapter(python=fake_tool(tmp_path, "echo 'Traceback: boom'; exit 1")), CLEAN)
    assert_incomplete(garbage, "mypy", Characteristic.TYPE_SAFETY, "not JSON")
    timeout = run(mypy, CLEAN, timeout=0.001)
    assert_incomplete(timeout, "mypy", Characteristic.TYPE_SAFETY, "timed out")


def test_mypy_code_that_does_not_compile_is_incomplete_not_a_crash(mypy):
    broken, fine = run(mypy, "def f(a, a):\n    return a\n", CLEAN)
    assert_incomplete([broken], "mypy", Characteristic.TYPE_SAFETY, "does not compile")
    assert fine == []


def test_mypy_blocking_error_sets_that_file_aside_and_reruns_the_rest(tmp_path):
    # Stand-in for mypy: the first pass stops on s00000.py (exit 2), the second reports s00001.py.
    script = """
if [ ! -e "$0.ran" ]; then
  : > "$0.ran"
  echo '{"file": "s00000.py", "line": 1, "column": 0, "message": "blocking", "code": null, "severity": "error"}'
  exit 2
fi
echo '{"file": "s00001.py", "line": 2, "column": 4, "message": "Bad arg", "code": "arg-type", "severity": "error"}'
exit 1
"""
    blocked, checked = run(MypyAdapter(python=fake_tool(tmp_path, script)), CLEAN, CLEAN)
    assert_incomplete([blocked], "mypy", Characteristic.TYPE_SAFETY, "blocking")
    (arg,) = checked
    assert (arg.rule, arg.line, arg.column) == ("TYP007", 2, 4)


def test_library_crash_is_incomplete_for_that_snippet_only():
    deep = "x = 1" + " + 1" * 600 + "\n"  # parses, but recursive visitors overflow
    # radon's visitor runs only where a finding is possible: give it a complex function too
    branchy = "def f(a):\n" + "    if a:\n        a -= 1\n" * 11 + "    return a\n"
    for adapter, source in ((RadonAdapter(), branchy + deep), (VultureAdapter(), deep)):
        crashed, fine = run(adapter, source, CLEAN)
        assert_incomplete([crashed], adapter.name, Characteristic.MAINTAINABILITY, "RecursionError")
        assert fine == []


def test_bandit_crash_is_incomplete_for_that_snippet_only(monkeypatch):
    from bandit.core import manager

    original = manager.BanditManager._parse_file

    def parse_file(self, fname, fdata, new_files_list):
        if b"explode" in fdata.getvalue():
            raise RuntimeError("bandit bug")
        return original(self, fname, fdata, new_files_list)

    monkeypatch.setattr(manager.BanditManager, "_parse_file", parse_file)
    crashed, fine = run(BanditAdapter(), "import torch\nexplode = torch.load('m.pt')\n",
                        "import torch\nmodel = torch.load('m.pt')\n")
    assert_incomplete([crashed], "bandit", Characteristic.SECURITY, "bandit bug")
    assert [f.rule for f in fine] == ["B614"]


def test_a_slow_snippet_costs_its_neighbours_nothing_in_an_in_process_adapter():
    import time

    from codereward.tools.common import per_snippet

    def slow_first(snippet: Snippet) -> list[Finding]:
        if "SLOW" in snippet.source:
            time.sleep(0.2)
        return []

    results = per_snippet([snip(CLEAN + "# SLOW\n"), snip(CLEAN), snip(CLEAN)], "radon",
                          Characteristic.MAINTAINABILITY, slow_first)
    assert results == [[], [], []]  # no deadline shared by the batch: nobody got CR009


# --------------------------------------------------------------------------- registry and metadata

def test_profiles_pick_the_adapters():
    assert [a.name for a in adapters_for("fast")] == ["ruff", "radon"]
    assert [a.name for a in adapters_for("thorough")] == ["ruff", "radon", "vulture", "bandit", "mypy"]
    with pytest.raises(ValueError, match="profile"):
        adapters_for("slow")
    for profile in ("fast", "thorough"):  # the package's table of profiles is the adapters' own
        assert [a.name for a in ADAPTERS if profile in a.profiles] == [a.name for a in adapters_for(profile)]


def test_every_rule_has_metadata_and_a_ruff_style_page(ruff):
    seen: set[str] = set()
    for adapter in ADAPTERS:
        assert adapter.available(), adapter.name
        for rule in adapter.rules():
            assert RULE_ID_PATTERN.match(rule.id) and rule.id not in seen, rule.id
            seen.add(rule.id)
            assert rule.source == adapter.name and rule.name and rule.message
            assert set(rule.profiles) <= set(adapter.profiles)
            assert "## What it does" in rule.doc and "## Why is this bad?" in rule.doc, rule.id
            if adapter.name != "ruff":  # ruff's own pages write "Use instead:" as text
                assert "## Example" in rule.doc and "## Use instead" in rule.doc, rule.id
    assert {"S602", "E722", "RAD001", "VUL003", "B614", "TYP007"} <= seen


def test_ruff_rule_docs_are_ruffs_own_explanations(ruff):
    rules = {rule.id: rule for rule in ruff.rules()}
    assert rules["F401"].name == "unused-import"
    assert rules["F401"].doc.startswith("## What it does\nChecks for unused imports.")


def test_tool_output_paths_map_back_by_temp_file_name():
    from codereward.tools.common import file_name, index_of

    assert index_of(os.path.join("/tmp/x", file_name(42))) == 42
    assert index_of("/old/run/" + file_name(7)) == 7
    assert index_of("/tmp/x/other.py") is None


# --------------------------------------------------------------------------- radon's fast path

_BRANCHY_SHAPES = '''
import functools


def decorated(f):
    @functools.wraps(f)
    def inner(*args, flag=lambda v: v if v else 0):
        assert args, "no args"
        try:
            value = f(*args)
        except (ValueError, KeyError):
            value = None
        except OSError:
            raise
        else:
            value = value or 0
        finally:
            pass
        while value and value > 10:
            value -= 1
        else:
            value += 1
        return [x for x in args if x if x > 1] + [y async for y in args] if value else {}
    return inner


class Shape:
    def area(self, kind):
        match kind:
            case "square" | "box":
                return 1
            case {"r": r} if r > 0:
                return 3 * r * r
            case _:
                return 0

    def perimeter(self, a, b, c):
        for side in (a, b, c):
            if side < 0 and a or b and not c:
                return -1
        else:
            return a + b + c
'''


def _corpus_snippets() -> list[Snippet]:
    folder = Path(__file__).resolve().parent.parent / "benchmarks" / "corpus"
    sources = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*__*.py"))]
    snippets = [Snippet.parse(text) for text in [*sources, _BRANCHY_SHAPES]]
    assert all(s.ok for s in snippets)
    return snippets


def test_radon_bounds_are_never_below_radons_own_figures():
    from radon.complexity import add_inner_blocks
    from radon.visitors import ComplexityVisitor, Function

    from codereward.tools.radon import _complexity_bounds

    for snippet in _corpus_snippets():
        visitor = ComplexityVisitor.from_ast(snippet.tree)
        worst = max((b.complexity for b in add_inner_blocks(visitor.blocks) if isinstance(b, Function)), default=0)
        bound, total = _complexity_bounds(snippet)
        assert bound >= worst and total >= visitor.total_complexity, snippet.source[:80]


def test_radon_fast_path_reports_exactly_what_radons_visitor_reports(monkeypatch):
    from codereward.tools import radon as radon_module

    snippets = _corpus_snippets()
    fast = RadonAdapter().analyze(snippets, 60)
    monkeypatch.setattr(radon_module, "_complexity_bounds", lambda _snippet: (10**6, 10**6))  # always run radon
    full = RadonAdapter().analyze(snippets, 60)
    assert fast == full
    assert sum(map(len, full)) >= 10  # the corpus has complex functions: the comparison means something

"""Files built to break the analysis (deep nesting, deep recursion, 10,000 functions, very
long expressions, a class whose methods hand request data to each other through fields)
finish under the thorough profile with a defined result: a score in [0, 1], the flows the
tracking can see reported, codereward's own rules finished (the tracking may stop at its step
budget and say so) and any tool that did not finish named with its reason."""

from __future__ import annotations

import pytest

from codereward.analyzer import Analyzer
from codereward.config import Config

N_FUNCTIONS = 10_000
SOURCES = {
    "nested-ifs": "import os\nx = input()\n" + "".join(" " * i + "if x:\n" for i in range(99)) + " " * 99
                  + "os.system(x)\n",
    "recursion": "import os\n" + "".join(f"def f{i}(x):\n    return f{i + 1}(x) if x else f{i}(x)\n"
                                         for i in range(3_000)) + "def f3000(x):\n    return x\nos.system(f0(input()))\n",
    "many-functions": "import os\n" + "".join(f"def f{i}(x):\n    y = x + '{i}'\n    return y\n"
                                              for i in range(N_FUNCTIONS)) + "os.system(f9999(input()))\n",
    "long-expression": "import os\nx = input()\nos.system(x" + " + x" * 900 + ")\n",
    "too-long-for-the-parser": "import os\nx = input()\nos.system(x" + " + x" * 5_000 + ")\n",
    "long-boolean": "import os\nx = input()\nos.system(x" + " or x" * 5_000 + ")\n",
    "long-string-concatenation": "import os\nx = input()\nos.system(" + " ".join(["'a'"] * 20_000) + " + x)\n",
    "fields": "import os\nfrom flask import request\nclass Chain:\n"
              + "".join(f"    def m{i}(self):\n        self.f{i + 1} = self.f{i}\n" for i in range(500))
              + "    def start(self):\n        self.f0 = request.args['x']\n"
              + "    def run(self):\n        os.system(self.f500)\n",
}


@pytest.mark.parametrize("name", list(SOURCES))
def test_a_file_built_to_break_the_analysis_gets_a_defined_result(name):
    with Analyzer(Config(profile="thorough")) as analyzer:
        report = analyzer.analyze(SOURCES[name], name + ".py")
    assert 0.0 <= report.score.overall <= 1.0
    # codereward's own rules neither crash nor time out (the tracking may stop at its budget and
    # say so); a tool that crashes on such a file is reported with the reason (vulture recurses)
    unfinished = [f.message for f in report.findings if "did not finish" in f.message]
    assert all(message.split(" did not finish")[0] not in ("codereward", "codereward:source-to-sink")
               or "source-to-sink tracking stopped after" in message for message in unfinished), unfinished
    assert all(message.startswith(("codereward:source-to-sink", "vulture", "radon", "mypy", "bandit", "ruff"))
               and ": " in message for message in unfinished), unfinished
    rules = {f.rule for f in report.findings}
    if name == "too-long-for-the-parser":
        assert "CR006" in rules  # nesting too deep to parse: its own finding, and a score
    elif name == "fields":
        assert "CR221" not in rules  # fields are followed a few rounds, not down a 500-method chain
    else:
        assert "CR221" in rules or "CR009" in rules, sorted(rules)  # the flow, or a stop the tracking reports

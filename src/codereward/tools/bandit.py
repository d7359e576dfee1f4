"""bandit, in process, for the security tests ruff does not port.

ruff's S rules port bandit's tests and run in the fast profile (``ruff_rules.py``). The
gap, bandit 1.9 against ruff 0.17 (stable rules):

- B614 pytorch_load and B615 huggingface_unsafe_download: no ruff port. Run here.
- B613 trojansource: ported as PLE2502 (bidirectional unicode), selected with bandit's
  CWE-838.
- B703 django_mark_safe: the call it inspects is already reported by S308 (B308,
  CWE-79); running it would count one ``mark_safe`` call twice.
- B401-B409, B411-B415 (imports of telnetlib, ftplib, pickle, subprocess, xml, ...):
  ruff has them only as preview rules. An import is not a use; the use is reported by
  the call rules (S301, S312, S321, S602, S313-S319, ...).
- B101 assert_used, B110/B112 try_except_pass/continue: left out on purpose, see
  ``ruff_rules.py``.

B615 is kept only where the snippet names what it downloads: a repository id that is a
constant (``from_pretrained("org/model")``, or a name bound to one). Where the id comes
from a parameter or an attribute, the caller chooses it (a hub id, a local folder) and
its revision, so pinning is the caller's duty; a call that passes ``**kwargs`` may carry
the revision in them. bandit gives a ``revision=`` it cannot read the same benefit of the
doubt; this extends it to the id and to ``**kwargs`` (library code such as TRL's
trainers, which load whatever model their user names, is otherwise reported at every
load).

Each test has import triggers: a snippet in which none of its trigger words appears
cannot fire it (both tests return early unless their module is imported), so such
snippets skip bandit's visitor, the adapter's dearest part.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.interpreters import RUNNING
from codereward.rules.analysis.values import constant_value
from codereward.snippet import Snippet
from codereward.tools.base import LibraryAdapter, tool_rule, tool_severity
from codereward.tools.common import call_at, char_column, doc_page, file_name
from codereward.weakness import cwe_for

_PROFILES = ("thorough",)
_S = Characteristic.SECURITY

PYTORCH_LOAD = tool_rule(
    "B614", "pytorch-load", _S, 502, Severity.MEDIUM, "Unsafe PyTorch load (pickle) of a file",
    "bandit",
    doc_page(
        what="Reports `torch.load` / `torch.serialization.load` without `weights_only=True`.",
        why="""
`torch.load` unpickles the file: a malicious checkpoint runs arbitrary code when it is
loaded (deserialization of untrusted data).
""",
        example="""
import torch

model = torch.load("model.pt")
""",
        use_instead="""
import torch

state = torch.load("model.pt", weights_only=True)
""",
    ),
    _PROFILES,
)

HF_UNPINNED = tool_rule(
    "B615", "huggingface-unsafe-download", _S, 494, Severity.MEDIUM,
    "Hugging Face Hub download without revision pinning", "bandit",
    doc_page(
        what="""
Reports `from_pretrained`, `load_dataset`, `hf_hub_download` and `snapshot_download`
calls that do not pin a `revision` (or `commit_id`) to a commit hash.
""",
        why="""
Without a pinned revision the call downloads whatever the repository holds today; a
compromised or changed repository silently changes the model, data or code that runs
(download of code without integrity check).
""",
        example="""
from transformers import AutoModel

model = AutoModel.from_pretrained("org/model")
""",
        use_instead="""
from transformers import AutoModel

model = AutoModel.from_pretrained("org/model", revision="5d0f2e8a7f1c9b3e4d6a8c0b2e4f6a8c0d2e4f6a")
""",
    ),
    _PROFILES,
)

RULES: dict[str, Rule] = {rule.id: rule for rule in (PYTORCH_LOAD, HF_UNPINNED)}
#: words one of which must appear in a snippet for the test to be able to fire
TRIGGERS: dict[str, tuple[str, ...]] = {
    "B614": ("torch",),
    "B615": ("transformers", "datasets", "huggingface_hub"),
}
_SEVERITY = {"LOW": Severity.LOW, "MEDIUM": Severity.MEDIUM, "HIGH": Severity.HIGH}
#: the keywords a hub call takes the repository id by (transformers, datasets, huggingface_hub)
_REPOSITORY_KEYWORDS = ("pretrained_model_name_or_path", "path", "repo_id")


class BanditAdapter(LibraryAdapter):
    """bandit's tests without a ruff port (``RULES``), in process."""

    name: ClassVar[str] = "bandit"
    profiles: ClassVar[tuple[str, ...]] = _PROFILES
    characteristic: ClassVar[Characteristic] = _S
    modules: ClassVar[tuple[str, ...]] = ("bandit.core.manager",)
    RULES: ClassVar[tuple[Rule, ...]] = tuple(RULES.values())

    def wants(self, snippet: Snippet) -> bool:
        # the usual case is no: then not even bandit's import (~0.1 s) is paid
        return any(word in snippet.source for words in TRIGGERS.values() for word in words)

    def checker(self, snippets: list[Snippet], respect_suppressions: bool) -> Callable[[Snippet], list[Finding]]:
        from bandit.core import config, manager

        names = {id(s): file_name(i) for i, s in enumerate(snippets)}
        bandit_manager = manager.BanditManager(
            config.BanditConfig(), "file", profile={"include": set(RULES), "exclude": set()},
            ignore_nosec=not respect_suppressions,
        )

        def one(snippet: Snippet) -> list[Finding]:
            # A path with a directory: bandit warns on stderr for a bare file name.
            path = f"/codereward/{names[id(snippet)]}"
            bandit_manager.results = []
            bandit_manager.skipped = []
            data = snippet.source.encode("utf-8", "replace")
            if snippet.parser != RUNNING.minor:  # bandit's own ast.parse would skip it as a syntax error
                _visit_tree(bandit_manager, path, data, snippet, respect_suppressions)
            else:
                bandit_manager._parse_file(path, io.BytesIO(data), [path])
            if bandit_manager.skipped:
                raise RuntimeError(bandit_manager.skipped[0][1])
            found = [_finding(snippet, issue) for issue in bandit_manager.results if issue.test_id in RULES]
            return [f for f in found if f.rule != "B615" or _names_its_download(snippet, f)]

        return one


def _visit_tree(bandit_manager, path: str, data: bytes, snippet: Snippet, respect_suppressions: bool) -> None:
    """bandit's ``_parse_file`` on the tree a newer grammar built (``codereward.grammar``):
    its visitor and its file-level tests, without its own ``ast.parse``."""
    from bandit.core import manager, node_visitor

    nosec = {tok.start[0]: manager._parse_nosec_comment(tok.string) for tok in snippet.comments} \
        if respect_suppressions else {}
    visitor = node_visitor.BanditNodeVisitor(path, io.BytesIO(data), bandit_manager.b_ma, bandit_manager.b_ts,
                                             bandit_manager.debug, nosec, bandit_manager.metrics)
    visitor.generic_visit(snippet.tree)
    visitor.context = {"file_data": visitor.fdata, "filename": path, "lineno": 0, "linerange": [0, 1], "col_offset": 0}
    visitor.update_scores(visitor.tester.run_tests(visitor.context, "File"))
    bandit_manager.results.extend(visitor.tester.results)


def _finding(snippet: Snippet, issue) -> Finding:
    rule = RULES[issue.test_id]
    line = int(issue.lineno or 1)
    column = char_column(snippet, line, int(getattr(issue, "col_offset", 0) or 0))
    end_line = max(list(getattr(issue, "linerange", None) or [line]))
    end_column = getattr(issue, "end_col_offset", None)
    # bandit's own CWE and severity for this issue, through codereward's policies
    cwe = cwe_for("bandit", rule.id, getattr(getattr(issue, "cwe", None), "id", None) or rule.cwe)
    severity = tool_severity(rule, _SEVERITY.get(str(issue.severity).upper(), rule.severity), cwe)
    return Finding.from_rule(
        rule, line, column, end_line,
        char_column(snippet, end_line, int(end_column)) if end_column else column,
        str(issue.text), cwe=cwe, severity=severity,
    )


def _names_its_download(snippet: Snippet, finding: Finding) -> bool:
    """The reported hub call downloads a repository the snippet names (see the module docstring)."""
    call = call_at(snippet, finding)
    if call is None:
        return True  # nothing to judge by: bandit's verdict stands
    if any(keyword.arg is None for keyword in call.keywords):
        return False
    repository = call.args[0] if call.args else next(
        (keyword.value for keyword in call.keywords if keyword.arg in _REPOSITORY_KEYWORDS), None)
    return isinstance(constant_value(snippet, repository), str)

"""CR206: a tar archive extracted without an extraction filter."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    dotted,
    enclosing_function,
    keyword_value,
    name_words,
    origins,
    qualified_name,
    walk,
    walk_body,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

OPENERS = frozenset({"tarfile.open", "tarfile.TarFile", "tarfile.TarFile.open", "tarfile.TarFile.gzopen",
                     "tarfile.TarFile.taropen", "tarfile.TarFile.bz2open", "tarfile.TarFile.xzopen"})
_TAR_WORDS = frozenset({"tar", "tarball", "tarfile", "tgz"})


def _is_tar(snippet: Snippet, receiver: ast.AST) -> bool:
    for origin in origins(snippet, receiver):
        if isinstance(origin, ast.Call) and qualified_name(snippet, origin.func) in OPENERS:
            return True
    # a parameter or attribute named like a tar archive (``check`` runs only where tarfile is named)
    name = receiver.attr if isinstance(receiver, ast.Attribute) else getattr(receiver, "id", "")
    return bool(_TAR_WORDS.intersection(name_words(name)))


def _members_checked(snippet: Snippet, call: ast.Call, receiver: ast.AST) -> bool:
    """True when the function around ``call`` loops over the archive's members and refuses
    some (a ``raise`` or ``continue`` in that loop): the pre-3.12 way of checking them."""
    function = enclosing_function(snippet, call) or snippet.tree
    owner = dotted(receiver)
    for loop in walk(function):  # type: ignore[arg-type]
        if not isinstance(loop, ast.For) or not isinstance(loop.iter, ast.Call) \
                or not isinstance(loop.iter.func, ast.Attribute) or dotted(loop.iter.func.value) != owner \
                or loop.iter.func.attr not in ("getmembers", "getnames"):
            continue
        if any(isinstance(node, (ast.Raise, ast.Continue)) for node in walk_body(loop.body)):
            return True
    return False


@register
class UnfilteredTarExtraction(AstRule):
    """## What it does
    Reports `extract` and `extractall` on a `tarfile` archive, and
    `shutil.unpack_archive`, called without a `filter=` argument. Extraction of checked
    members (`members=...`, or a loop over `getmembers()` that refuses some with `raise`
    or `continue`) is not reported.

    ## Why is this bad?
    A tar member's name can be absolute or hold `..`, and a member can be a link that
    points outside the target directory; without a filter, extraction writes wherever
    the archive says (path traversal, "tar slip"), e.g. over `~/.ssh/authorized_keys`.
    The `filter="data"` of Python 3.12 (backported to 3.8+) refuses such members.

    ## Example
    ```python
    import tarfile

    def unpack(archive, dest):
        with tarfile.open(archive) as tar:
            tar.extractall(dest)
    ```

    ## Use instead
    ```python
    import tarfile

    def unpack(archive, dest):
        with tarfile.open(archive) as tar:
            tar.extractall(dest, filter="data")
    ```
    """

    id = "CR206"
    name = "unfiltered-tar-extraction"
    characteristic = Characteristic.SECURITY
    cwe = 22
    severity = Severity.HIGH
    message = "Tar archive extracted without a filter: members can write outside the target"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "tarfile" not in snippet.source and "unpack_archive" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if keyword_value(call, "filter") is not None:
                continue
            if isinstance(func, ast.Attribute) and func.attr in ("extract", "extractall") \
                    and keyword_value(call, "members") is None and _is_tar(snippet, func.value) \
                    and not _members_checked(snippet, call, func.value):
                yield self.finding(call, f"`{func.attr}` without `filter=`: a member named `../...` or a link "
                                         "writes outside the target directory")
            elif qualified_name(snippet, func) == "shutil.unpack_archive":
                yield self.finding(call, "`shutil.unpack_archive` without `filter=`: a tar member can write "
                                         "outside the target directory")

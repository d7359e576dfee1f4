"""CR211: an `assert` that guards authorization."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import child_nodes, name_words, taint_flows
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: words of a name or attribute that make a check an authorization check
ACCESS_WORDS = frozenset({"admin", "authenticated", "authorized", "authorised", "authorization", "permission",
                          "permissions", "perm", "perms", "superuser", "staff", "privilege", "privileges",
                          "privileged", "logged", "authenticate", "authorize"})
#: words that make a check about access only next to a principal: a worker's, a server's or a
#: protocol's role (``assert "actor" in self.role``) is configuration, a user's role is access
ROLE_WORDS = frozenset({"role", "roles"})
PRINCIPAL_WORDS = frozenset({"user", "users", "account", "accounts", "member", "principal", "caller", "requester",
                             "request", "session", "identity", "owner", "customer", "login"})


def _access_words(test: ast.AST) -> str | None:
    stack, role, principal = [test], None, False
    while stack:
        node = stack.pop()
        if _sentinel_identity(node):
            continue
        if isinstance(node, ast.Name):
            name = node.id
        elif isinstance(node, ast.Attribute):
            name = node.attr
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) < 40:
            name = node.value
        else:
            name = ""
        words = name_words(name)
        if ACCESS_WORDS.intersection(words):
            return name
        role = role or (name if ROLE_WORDS.intersection(words) else None)
        principal = principal or bool(PRINCIPAL_WORDS.intersection(words))
        stack.extend(child_nodes(node))
    return role if principal else None


def _sentinel_identity(node: ast.AST) -> bool:
    """``role is SERVER``: identity with a module constant compares protocol states, not rights
    (``user.role is Role.ADMIN`` still names one)."""
    return (isinstance(node, ast.Compare) and all(isinstance(op, ast.Is | ast.IsNot) for op in node.ops)
            and all(isinstance(c, ast.Name) and c.id.isupper() for c in node.comparators))


@register
class AssertAccessControl(AstRule):
    """## What it does
    Reports `assert` statements that check authorization: the asserted condition reads
    a name, attribute or role about access (`is_admin`, `is_authenticated`,
    `has_permission`, `user.role == "editor"`, `is_superuser`, ...; a role only when a
    user, account, session or request is checked with it: `assert "actor" in self.role`
    checks how a worker is configured); and `assert`
    statements that validate data from a request or a socket (source-to-sink tracking:
    `assert request.args["n"].isdigit()`).

    ## Why is this bad?
    Python removes every `assert` when it runs with `-O` (or `PYTHONOPTIMIZE`), which
    some deployments do: the check then silently disappears and everyone is allowed
    (reachable assertion used as a security control).

    ## Example
    ```python
    def delete_account(user, account):
        assert user.is_admin, "admins only"
        account.delete()
    ```

    ## Use instead
    ```python
    def delete_account(user, account):
        if not user.is_admin:
            raise PermissionError("admins only")
        account.delete()
    ```
    """

    id = "CR211"
    name = "assert-access-control"
    characteristic = Characteristic.SECURITY
    cwe = 617
    severity = Severity.MEDIUM
    node_types = (ast.Assert,)
    message = "Authorization checked with `assert`, which `python -O` removes"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        guarded = set()
        for node in snippet.nodes(ast.Assert):
            word = _access_words(node.test)
            if word is not None:
                guarded.add(node)
                yield self.finding(node, f"`assert` guards access (`{word}`): `python -O` removes it; "
                                         "raise an exception instead")
        for flow in taint_flows(snippet).of_kinds(("assert",)):
            if flow.node not in guarded:
                yield self.finding(flow.node, "`assert` validates untrusted input: `python -O` removes it; "
                                              "raise an exception instead")

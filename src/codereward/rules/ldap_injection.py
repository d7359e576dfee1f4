"""CR225: untrusted input built into an LDAP filter."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class LdapInjection(TaintRule):
    """## What it does
    Reports untrusted data built into the filter of an LDAP search (python-ldap's
    `search_s`/`search_ext_s`/..., ldap3's `Connection.search`), with `+`, `%`,
    `format` or an f-string, and into its base DN. `escape_filter_chars` (python-ldap's
    and ldap3's) and `filter_format` end the flow; a DN escaper (`escape_dn_chars`,
    ldap3's `escape_rdn`) ends it in the base DN only, since it leaves a filter's `*`,
    `(` and `)` as they are. Data passed only as the attributes to return is not a filter.
    A whole match of a pattern that admits none of the filter's specials (`*`, `(`, `)`, `\\`,
    NUL) ends it too: `re.fullmatch(r"[a-z0-9_.-]+", uid)`, a Django `SlugField`, a FastAPI
    `Query(pattern=r"^[\\w.-]+$")` anchored at both ends; `.+` or `[\\w*]+` does not.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    `*)(uid=*))(|(uid=*` changes what the filter matches: the search returns every
    entry, or a login check passes without a password (LDAP injection).

    ## Example
    ```python
    import ldap
    from flask import request

    def lookup(conn):
        return conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, "(uid=" + request.args["uid"] + ")")
    ```

    ## Use instead
    ```python
    import ldap
    import ldap.filter
    from flask import request

    def lookup(conn):
        uid = ldap.filter.escape_filter_chars(request.args["uid"])
        return conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    ```
    """

    id = "CR225"
    name = "ldap-injection"
    characteristic = Characteristic.SECURITY
    cwe = 90
    severity = Severity.CRITICAL
    message = "Untrusted input built into an LDAP filter"
    kinds = ('ldap',)
    advice = 'escape it with `ldap.filter.escape_filter_chars`'

"""CR229: untrusted input built into an XPath query."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class XpathInjection(TaintRule):
    """## What it does
    Reports untrusted data built into the expression of an XPath query: lxml's
    `.xpath(...)`, `etree.XPath(...)`, `etree.ETXPath(...)`, the expression given to an
    `etree.XPathEvaluator(tree)` when it is called, and ElementTree's element
    paths (`find`/`findall`/`iterfind`/`findtext` with a path built from parts, such as
    `f"./user[@name='{name}']"`). XPath variables (`tree.xpath("//user[@name=$name]",
    name=name)`) keep the data out of the expression and are not reported, nor is a value
    inside a quoted literal (`f"//book[title='{title}']"`) that a check has shown holds no
    such quote (`if "'" in title: abort(400)`); a check of the other quote proves nothing.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A quote in the data ends the literal: `' or '1'='1` selects every node, which
    exposes data or bypasses a check (XPath injection).

    ## Example
    ```python
    from flask import request
    from lxml import etree

    def email(tree):
        return tree.xpath("//user[@name='" + request.args["name"] + "']/email")
    ```

    ## Use instead
    ```python
    from flask import request
    from lxml import etree

    def email(tree):
        return tree.xpath("//user[@name=$name]/email", name=request.args["name"])
    ```
    """

    id = "CR229"
    name = "xpath-injection"
    characteristic = Characteristic.SECURITY
    cwe = 643
    severity = Severity.CRITICAL
    message = "Untrusted input built into an XPath query"
    kinds = ('xpath',)
    advice = 'pass it as an XPath variable (`tree.xpath("//user[@name=$name]", name=name)`)'

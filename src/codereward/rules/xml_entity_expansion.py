"""CR216: an XML parser told to resolve external entities."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_value, keyword_value, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: lxml entry points that take ``resolve_entities``
LXML_PARSERS = frozenset({"lxml.etree.XMLParser", "lxml.etree.XMLPullParser", "lxml.etree.iterparse",
                          "lxml.etree.XSLTAccessControl"})
#: xml.sax / pulldom features that make a parser fetch external entities
SAX_FEATURES = frozenset({"xml.sax.handler.feature_external_ges", "xml.sax.handler.feature_external_pes"})


@register
class XmlEntityExpansion(AstRule):
    """## What it does
    Reports XML parsers configured to resolve entities: lxml's `XMLParser`,
    `XMLPullParser` or `iterparse` with `resolve_entities=True`, and xml.sax parsers with
    `feature_external_ges` / `feature_external_pes` set to true.

    ## Why is this bad?
    An XML document can declare entities that read local files (`file:///etc/passwd`),
    reach internal services, or expand a few bytes into gigabytes. A parser that
    resolves them hands that power to whoever wrote the document (XML external entity
    reference).

    ## Example
    ```python
    from lxml import etree

    def load(path):
        parser = etree.XMLParser(resolve_entities=True)
        return etree.parse(path, parser)
    ```

    ## Use instead
    ```python
    from lxml import etree

    def load(path):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        return etree.parse(path, parser)
    ```
    """

    id = "CR216"
    name = "xml-entity-expansion"
    characteristic = Characteristic.SECURITY
    cwe = 611
    severity = Severity.HIGH
    message = "XML parser resolves external entities"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "resolve_entities" not in snippet.source and "setFeature" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr == "setFeature" and len(call.args) == 2:
                feature = qualified_name(snippet, call.args[0])
                if feature and (feature in SAX_FEATURES or feature.rpartition(".")[2] in
                                {"feature_external_ges", "feature_external_pes"}) \
                        and constant_value(snippet, call.args[1]) in (True, 1):
                    yield self.finding(call, "XML parser set to fetch external entities")
            elif call.keywords and constant_value(snippet, keyword_value(call, "resolve_entities")) is True \
                    and qualified_name(snippet, func) in LXML_PARSERS:
                yield self.finding(call, "lxml parser with `resolve_entities=True`: the document's entities "
                                         "can read files and reach the network")

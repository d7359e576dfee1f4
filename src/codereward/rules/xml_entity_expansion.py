"""CR216: an XML parser told to resolve external entities."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    NOT_CONSTANT,
    constant_value,
    enclosing_function,
    folded,
    iterations,
    keyword_value,
    qualified_name,
)
from codereward.rules.analysis.taint import taint_flows
from codereward.rules.analysis.web import chosen_by_request, handles_request
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: lxml entry points that take ``resolve_entities``
LXML_PARSERS = frozenset({"lxml.etree.XMLParser", "lxml.etree.XMLPullParser", "lxml.etree.iterparse",
                          "lxml.etree.XSLTAccessControl"})
#: xml.sax / pulldom features that make a parser fetch external entities
SAX_FEATURES = frozenset({"xml.sax.handler.feature_external_ges", "xml.sax.handler.feature_external_pes"})
#: the same features by the URI they stand for
FEATURE_URIS = frozenset({"http://xml.org/sax/features/external-general-entities",
                          "http://xml.org/sax/features/external-parameter-entities"})


#: what a parser is handed to or called with to parse a document
_PARSE_METHODS = frozenset({"parse", "feed", "parseString", "fromstring", "XML", "iterparse", "XMLID"})


def _may_parse_outside_data(snippet: Snippet, parser: ast.AST) -> bool:
    """Whether the parser (the call making it, or the name holding it) may parse a document
    from outside. Every document it is seen parsing is judged: where source-to-sink tracking
    follows it (a request handler, a helper it calls), one that untrusted data reaches,
    elsewhere one that is not a constant. A parser seen
    parsing nothing (returned, stored, passed on) may parse anything."""
    holder = parser
    parent = snippet.parents.get(parser)
    if isinstance(parent, ast.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0], ast.Name):
        holder = parent.targets[0]
    documents: list[ast.AST] = []
    for call in snippet.nodes(ast.Call):
        func = call.func
        if isinstance(holder, ast.Name) and isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
                and func.value.id == holder.id and func.attr in _PARSE_METHODS and call.args:
            documents.append(call.args[0])  # ``parser.parse(source)``, ``parser.feed(data)``
        elif isinstance(func, (ast.Attribute, ast.Name)) and call.args and any(
                argument is parser or isinstance(holder, ast.Name) and isinstance(argument, ast.Name)
                and argument.id == holder.id for argument in [*call.args[1:], *(k.value for k in call.keywords)]):
            documents.append(call.args[0])  # ``etree.parse(source, parser)``, ``fromstring(text, parser=parser)``
    if not documents:
        return True
    flows = taint_flows(snippet)
    for document in documents:
        function = enclosing_function(snippet, document)
        if function is not None and (handles_request(snippet, function) or flows.followed(document)):
            if flows.tainted_for(document, "xxe"):
                return True
        elif constant_value(snippet, document) is NOT_CONSTANT:
            return True
    return False


@register
class XmlEntityExpansion(AstRule):
    """## What it does
    Reports XML parsers configured to resolve entities: lxml's `XMLParser`,
    `XMLPullParser` or `iterparse` with `resolve_entities=True`, or `no_network=False` while
    it may fetch something (entities resolved, lxml's default, or a DTD loaded or validated),
    and xml.sax / pulldom parsers with `feature_external_ges` / `feature_external_pes`
    set to true (also by `setFeature(feature, on)` in a loop over literal pairs); flags
    given as conditions of module constants are folded (`legacy = LEGACY_DTD > 0`), and a flag
    the request decides (`expand = request.args.get("expand") == "1"`, or a name set on a branch
    a condition on request data picks) counts as set the dangerous way; when they may parse a document from outside: in a request handler, one
    that may hold request data (a constant document, or a branch a constant condition
    never takes, is not); elsewhere, one that is not a constant. A parser seen parsing
    nothing (returned, stored, handed on) may parse anything and is reported.

    Parsing with `xml.etree.ElementTree`, `xml.dom.minidom`, `xml.sax` or `pulldom` as
    they come is not reported: since Python 3.7.1 they resolve no external entities, and
    the bundled expat limits entity expansion (ruff's S313-S319, which report every
    parse, are not selected). lxml parsing untrusted data with its default parser is
    CR233 (untrusted-xml).

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
        if "resolve_entities" not in snippet.source and "setFeature" not in snippet.source \
                and "no_network" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr == "setFeature" and len(call.args) == 2:
                # ``setFeature(feature, on)`` in a loop over literal pairs: each pass is a call
                settings = iterations(snippet, call.args) or [call.args]
                if any(_external_feature(snippet, feature) and _flag(snippet, on, True) in (True, 1)
                       for feature, on in settings) and _may_parse_outside_data(snippet, func.value):
                    yield self.finding(call, "XML parser set to fetch external entities")
            elif call.keywords and qualified_name(snippet, func) in LXML_PARSERS \
                    and _may_parse_outside_data(snippet, call):
                if _flag(snippet, keyword_value(call, "resolve_entities"), True) is True:
                    yield self.finding(call, "lxml parser with `resolve_entities=True`: the document's entities "
                                             "can read files and reach the network")
                elif _flag(snippet, keyword_value(call, "no_network"), False) is False and _fetches(snippet, call):
                    yield self.finding(call, "lxml parser with `no_network=False`: the document's entities and "
                                             "DTD can reach the network")


def _external_feature(snippet: Snippet, expr: ast.AST) -> bool:
    feature = qualified_name(snippet, expr) or constant_value(snippet, expr)
    return isinstance(feature, str) and (feature in SAX_FEATURES or feature in FEATURE_URIS or feature.rpartition(".")[2]
                                         in {"feature_external_ges", "feature_external_pes"})


def _flag(snippet: Snippet, expr: ast.AST | None, chosen: object = NOT_CONSTANT) -> object:
    """A flag's value: a constant, or a condition of module constants folded (``legacy = LEGACY_DTD > 0``);
    ``chosen`` (the dangerous setting) when the request decides it (``expand = request.args.get("expand")
    == "1"``): a client that can turn it on will."""
    if expr is None:
        return None  # not given
    value = constant_value(snippet, expr)
    value = folded(snippet, expr) if value is NOT_CONSTANT else value
    return chosen if value is NOT_CONSTANT and chosen is not NOT_CONSTANT and chosen_by_request(snippet, expr) \
        else value


def _fetches(snippet: Snippet, call: ast.Call) -> bool:
    """Whether an lxml parser may fetch anything: entities resolved (lxml's default), or a DTD loaded
    or validated against. With all of them off, ``no_network=False`` opens nothing."""
    return _flag(snippet, keyword_value(call, "resolve_entities")) is not False \
        or any(_flag(snippet, keyword_value(call, option)) not in (None, False, 0)
               for option in ("load_dtd", "dtd_validation", "attribute_defaults"))

"""CR233: untrusted XML parsed by lxml with its default parser."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class UntrustedXml(TaintRule):
    """## What it does
    Reports untrusted data parsed by lxml (`etree.fromstring`, `etree.XML`,
    `etree.parse`, `etree.iterparse`) without a parser of the caller's own. A parser of
    the caller's own (passed, or made lxml's default at import with
    `etree.set_default_parser(...)`), or `iterparse` given `resolve_entities=`, is judged by its settings
    (CR216 reports `resolve_entities=True`).

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    lxml's default parser expands entities: a document from the client can make it
    read local files into the result or expand into gigabytes (XML external entity
    reference).

    ## Example
    ```python
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)

    @app.post("/upload")
    def upload():
        return etree.fromstring(request.data).tag
    ```

    ## Use instead
    ```python
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    PARSER = etree.XMLParser(resolve_entities=False, no_network=True)

    @app.post("/upload")
    def upload():
        return etree.fromstring(request.data, parser=PARSER).tag
    ```
    """

    id = "CR233"
    name = "untrusted-xml"
    characteristic = Characteristic.SECURITY
    cwe = 611
    severity = Severity.HIGH
    message = "Untrusted XML parsed by lxml with its default parser"
    kinds = ('xxe',)
    advice = 'parse with `etree.XMLParser(resolve_entities=False, no_network=True)` or use `defusedxml`'

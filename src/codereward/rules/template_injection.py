"""CR223: untrusted input used as template source."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class TemplateInjection(TaintRule):
    """## What it does
    Reports untrusted data that becomes (part of) the *source* of a template:
    `render_template_string`, `jinja2.Template`, `Environment.from_string`, Django's and
    Mako's `Template`.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    Template syntax in the data is evaluated on the server: `{{ config }}` leaks the
    settings and `{{ ''.__class__.__mro__[1].__subclasses__() }}` leads to code execution
    (server-side template injection).

    ## Example
    ```python
    from flask import Flask, render_template_string, request

    app = Flask(__name__)

    @app.route("/page")
    def page():
        return render_template_string("<title>" + request.args["title"] + "</title>")
    ```

    ## Use instead
    ```python
    from flask import Flask, render_template_string, request

    app = Flask(__name__)

    @app.route("/page")
    def page():
        return render_template_string("<title>{{ title }}</title>", title=request.args["title"])
    ```
    """

    id = "CR223"
    name = "template-injection"
    characteristic = Characteristic.SECURITY
    cwe = 1336
    severity = Severity.CRITICAL
    message = "Untrusted input used as template source"
    kinds = ('template',)
    advice = 'pass the data as a template variable instead of building the template from it'

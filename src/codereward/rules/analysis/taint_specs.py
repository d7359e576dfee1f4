"""What source-to-sink tracking knows: where untrusted data comes from, where it must
not arrive, and what makes it safe on the way.

Names are qualified as ``qualified_name`` gives them (imports resolved; a builtin is its
bare name). A sink names its *kind*: one kind per weakness, each reported by one rule.
"""

from __future__ import annotations

import ast
from typing import NamedTuple

from codereward.rules.analysis.values import constant_value, keyword_value
from codereward.snippet import Snippet

#: sink kinds and the CWE each is reported with
KIND_CWE: dict[str, int] = {
    "path": 22, "command": 78, "program": 78, "xss": 79, "template": 1336, "sql": 89, "ldap": 90, "code": 94,
    "log": 117, "redirect": 601, "xpath": 643, "regex": 730, "ssrf": 918, "header": 113, "xxe": 611,
    "reflection": 470, "deserialization": 502, "assert": 617, "session": 501,
    # a whole URL whose scheme the client chose (``javascript:...``): no sink of its own; where it
    # starts a URL attribute of markup (``href="...``) the markup is dangerous as ``xss`` (escaped or not)
    "script_url": 79,
    # text that can end a string literal its quote delimits (it may hold that quote): no sink of its
    # own; a value without it, inside such a literal of SQL or XPath, cannot leave the literal
    "single_quoted": 89, "double_quoted": 89,
    # text that can change a distinguished name (``,``, ``=``, ``+``): no sink of its own; at the base
    # DN of an LDAP search it is as dangerous as ``ldap`` (a filter's ``*()`` are another matter)
    "ldap_dn": 90,
}
#: the quote characters and the kind of text that can end a literal they delimit
QUOTE_KINDS: dict[str, str] = {"'": "single_quoted", '"': "double_quoted"}
#: the kinds of sink whose string literals a quote delimits (a value that cannot end one stays data)
QUOTED_LITERAL_KINDS = frozenset({"sql", "xpath"})
KINDS: frozenset[str] = frozenset(KIND_CWE)


#: the session objects of the frameworks, by qualified name (a store into one crosses a trust boundary)
SESSION_NAMES = frozenset({"flask.session", "quart.session", "request.session", "self.request.session",
                           "req.session"})
#: session methods that store what they are given
SESSION_STORING_METHODS = frozenset({"update", "setdefault", "__setitem__"})
#: methods that grow a container the session holds (``session["cart"].append(item)``)
SESSION_GROWING_METHODS = frozenset({"append", "extend", "insert", "add", "update"})


class Sink(NamedTuple):
    """A call that must not receive untrusted data at ``position`` (or keyword ``keyword``)."""

    kind: str
    position: int | None  # None: the receiver of a method is not the point; every argument is
    keyword: str | None = None
    cwe: int | None = None  # a narrower CWE than the kind's (``eval`` is 95, ``exec`` 94)


def _all(names: str, sink: Sink) -> dict[str, Sink]:
    return {name: sink for name in names.split()}


#: calls by qualified name
CALL_SINKS: dict[str, Sink] = {
    **_all("open io.open os.open codecs.open os.remove os.unlink os.rmdir os.removedirs os.listdir os.scandir "
           "os.mkdir os.makedirs os.chmod os.chown os.truncate shutil.rmtree pathlib.Path.open io.open_code "
           "tokenize.open aiofiles.open anyio.open_file trio.open_file",
           Sink("path", 0, "file")),
    # a copy, move or link writes where its destination says as much as it reads its source
    **_all("shutil.copy shutil.copyfile shutil.copy2 shutil.copytree shutil.move os.rename os.replace os.renames "
           "os.link os.symlink", Sink("path", None)),
    **_all("flask.send_file flask.helpers.send_file", Sink("path", 0, "path_or_file")),
    **_all("fastapi.responses.FileResponse starlette.responses.FileResponse",
           Sink("path", 0, "path")),
    **_all("os.system os.popen os.popen2 os.popen3 os.popen4 subprocess.getoutput subprocess.getstatusoutput "
           "commands.getoutput commands.getstatusoutput asyncio.create_subprocess_shell",
           Sink("command", 0, "cmd")),
    **_all("pty.spawn os.execl os.execle os.execlp os.execlpe os.execv os.execve os.execvp os.execvpe",
           Sink("program", 0, "file")),
    **_all("os.spawnl os.spawnle os.spawnlp os.spawnlpe os.spawnv os.spawnve os.spawnvp os.spawnvpe",
           Sink("program", 1, "file")),
    **_all("flask.make_response flask.Response werkzeug.wrappers.Response werkzeug.Response "
           "django.http.HttpResponse django.http.response.HttpResponse markupsafe.Markup flask.Markup "
           "jinja2.Markup django.utils.safestring.mark_safe starlette.responses.HTMLResponse "
           "fastapi.responses.HTMLResponse", Sink("xss", 0, "content")),
    # the format string of ``format_html`` is inserted as it is (only the arguments are escaped)
    "django.utils.html.format_html": Sink("xss", 0, "format_string"),
    **_all("flask.render_template_string jinja2.Template django.template.Template mako.template.Template "
           "jinja2.Environment.from_string", Sink("template", 0, "source")),
    **_all("sqlalchemy.text sqlalchemy.sql.text pandas.read_sql pandas.read_sql_query", Sink("sql", 0, "sql")),
    "eval": Sink("code", 0, "source", 95),
    **_all("exec compile", Sink("code", 0, "source", 94)),
    **_all("flask.redirect werkzeug.utils.redirect django.shortcuts.redirect django.http.HttpResponseRedirect "
           "django.http.HttpResponsePermanentRedirect", Sink("redirect", 0, "location")),
    **_all("fastapi.responses.RedirectResponse starlette.responses.RedirectResponse", Sink("redirect", 0, "url")),
    **_all("lxml.etree.XPath lxml.etree.ETXPath", Sink("xpath", 0, "path")),
    **_all("re.compile re.search re.match re.fullmatch re.findall re.finditer re.split re.sub re.subn",
           Sink("regex", 0, "pattern")),
    **_all("requests.get requests.post requests.put requests.patch requests.delete requests.head "
           "requests.options httpx.get httpx.post httpx.put httpx.patch httpx.delete httpx.head httpx.stream "
           "urllib.request.urlopen urllib.request.Request urllib.request.urlretrieve urllib.urlopen "
           "urllib2.urlopen http.client.HTTPConnection http.client.HTTPSConnection aiohttp.ClientSession.get",
           Sink("ssrf", 0, "url")),
    **_all("requests.request httpx.request aiohttp.request urllib3.request", Sink("ssrf", 1, "url")),
    **_all("lxml.etree.fromstring lxml.etree.XML lxml.etree.parse lxml.etree.iterparse lxml.etree.XMLID "
           "lxml.objectify.fromstring lxml.objectify.XML lxml.objectify.parse", Sink("xxe", 0, "source")),
    **_all("importlib.import_module __import__ importlib.__import__", Sink("reflection", 0, "name")),
    # the frameworks' names left unimported (snippets often omit imports); a name the snippet
    # binds itself qualifies otherwise (``<local>.redirect``, ``mylib.redirect``) and is not these
    **_all("HttpResponse make_response Markup mark_safe", Sink("xss", 0, "content")),
    "render_template_string": Sink("template", 0, "source"),
    **_all("redirect HttpResponseRedirect", Sink("redirect", 0, "location")),
    "send_file": Sink("path", 0, "path_or_file"),
    **_all("pickle.loads pickle.load cPickle.loads cPickle.load marshal.loads marshal.load dill.loads "
           "jsonpickle.decode yaml.unsafe_load shelve.open", Sink("deserialization", 0, "data")),
    # yaml's loaders build arbitrary objects unless given a safe ``Loader`` (CR235 reads it)
    **_all("yaml.load yaml.load_all yaml.full_load yaml.full_load_all yaml.unsafe_load_all dill.load "
           "pandas.read_pickle joblib.load", Sink("deserialization", 0, "stream")),
    # unpickle only when told to (CR235 reads ``allow_pickle``/``weights_only``)
    **_all("numpy.load torch.load", Sink("deserialization", 0, "file")),
}
#: method calls by attribute name, on any receiver (the receiver's type is rarely known)
METHOD_SINKS: dict[str, Sink] = {
    **_all("execute executemany executescript raw exec_driver_sql", Sink("sql", 0, "sql")),
    "save": Sink("path", 0, "dst"),  # an uploaded file saved under a name the client chose
    "xpath": Sink("xpath", 0, "_path"),
    "from_string": Sink("template", 0, "source"),
    "set_cookie": Sink("header", 1, "value"),
}
#: lxml's evaluators: calling one runs its first argument as an XPath expression
XPATH_EVALUATORS = frozenset({"lxml.etree.XPathEvaluator", "lxml.etree.XPathDocumentEvaluator",
                              "lxml.etree.XPathElementEvaluator"})
#: methods of a path object that open, write or remove the file it names (the receiver is the path)
PATH_METHODS = frozenset({"read_text", "read_bytes", "write_text", "write_bytes", "unlink", "rmdir", "touch",
                          "iterdir", "mkdir", "symlink_to", "hardlink_to"})
#: LDAP searches: python-ldap's (base, scope, filter, ...) and ldap3's ``Connection.search``/
#: ``paged_search`` (base, filter, ...); the base DN and the filter are both built into the query
LDAP_SEARCHES = frozenset({"search", "search_s", "search_st", "search_ext", "search_ext_s", "paged_search"})
#: ElementTree's element-path queries: an XPath subset, injectable like XPath when built from data
ELEMENT_PATH_METHODS = frozenset({"find", "findall", "iterfind", "findtext"})
#: ``subprocess`` calls: the command (shell) or the program (no shell) must not be untrusted
SUBPROCESS_CALLS = frozenset({"subprocess.call", "subprocess.run", "subprocess.Popen", "subprocess.check_call",
                              "subprocess.check_output", "asyncio.create_subprocess_exec"})
#: logging methods and the position of their message
LOG_METHODS = {"debug": 0, "info": 0, "warning": 0, "warn": 0, "error": 0, "exception": 0, "critical": 0,
               "fatal": 0, "log": 1}
#: attributes of a server's request object that carry what the client sent (Flask, Django,
#: FastAPI/Starlette, aiohttp): these names are the server's own, whatever the snippet imports
SERVER_REQUEST_ATTRIBUTES = frozenset({
    "args", "form", "values", "files", "cookies", "get_json", "get_data", "view_args", "GET", "POST", "COOKIES",
    "FILES", "META", "query_params", "path_params", "match_info",
})
#: attributes a client library's request has too: a source only in code of a web framework
REQUEST_ATTRIBUTES = SERVER_REQUEST_ATTRIBUTES | frozenset({
    "json", "headers", "data", "stream", "query_string", "full_path", "url", "base_url", "path", "environ", "body",
    "query", "post", "text", "content", "read", "params",
})
#: names under which handlers receive the request
REQUEST_NAMES = frozenset({"request", "req", "flask.request", "bottle.request", "quart.request", "self.request"})
#: what a local source (the command line, the terminal) is untrusted for: the person who runs a
#: program chooses its files, modules, patterns and the programs it starts, but text typed or passed
#: as data must still not become a shell command, code or SQL
LOCAL_SOURCE_KINDS = frozenset({"command", "code", "sql", "deserialization"})
#: the environment also chooses programs by design (``PAGER``, ``EDITOR``, ``CC``)
ENVIRONMENT_KINDS = frozenset({"code", "sql", "deserialization"})
#: calls and attribute chains whose value is untrusted, and for which kinds of sink
SOURCE_CALLS: dict[str, frozenset[str]] = {
    **{name: LOCAL_SOURCE_KINDS for name in ("input", "raw_input", "sys.stdin.read", "sys.stdin.readline",
                                             "sys.stdin.readlines")},
    **{name: ENVIRONMENT_KINDS for name in ("os.getenv", "os.environ.get", "os.getenvb")},
}
SOURCE_ATTRIBUTES: dict[str, frozenset[str]] = {
    "sys.argv": LOCAL_SOURCE_KINDS, "sys.stdin": LOCAL_SOURCE_KINDS,
    "os.environ": ENVIRONMENT_KINDS, "os.environb": ENVIRONMENT_KINDS,
}
#: a bare ``request`` is the client's request only in code of a web framework (in an HTTP client
#: library it is the request being sent)
WEB_FRAMEWORKS = ("flask", "django", "fastapi", "starlette", "bottle", "pyramid", "tornado", "aiohttp.web",
                  "quart", "falcon", "sanic", "werkzeug", "rest_framework")
#: socket methods whose result is untrusted (called with a buffer size, which tells a socket's
#: ``recv(1024)`` from a pipe's or a queue's ``recv()``)
SOURCE_METHODS = frozenset({"recv", "recvfrom", "recvmsg"})
#: calls that build a response, whose ``headers=`` are response headers
RESPONSE_SUFFIX = "Response"
#: decorators (method of an app or router) that make a function a web route
ROUTE_DECORATORS = frozenset({"route", "get", "post", "put", "delete", "patch", "api_route", "websocket",
                              "head", "options"})
#: annotations and Flask converters that validate a route parameter
SAFE_PARAMETER_TYPES = frozenset({"int", "float", "bool", "uuid", "UUID", "datetime", "date", "Decimal"})

ALL = KINDS
#: sanitizers and the kinds of sink they make a value safe for
SANITIZERS: dict[str, frozenset[str]] = {
    **{name: ALL for name in ("int", "float", "bool", "len", "abs", "round", "ord", "hash", "id", "isinstance",
                              "uuid.UUID", "ipaddress.ip_address", "ipaddress.ip_network", "hmac.compare_digest",
                              "secrets.compare_digest", "os.path.exists", "os.path.isfile", "os.path.isdir")},
    **{name: frozenset({"path"}) for name in ("os.path.basename", "werkzeug.utils.secure_filename",
                                              "django.utils.text.get_valid_filename",
                                              "werkzeug.secure_filename", "werkzeug.security.safe_join",
                                              "werkzeug.utils.safe_join", "flask.safe_join",
                                              "pathvalidate.sanitize_filename")},
    # ``shlex.join`` quotes every part of the argument list it joins
    **{name: frozenset({"command"}) for name in ("shlex.quote", "pipes.quote", "shlex.join")},
    **{name: frozenset({"xss", "template"}) for name in ("html.escape", "markupsafe.escape", "flask.escape",
                                                         "cgi.escape", "django.utils.html.escape", "bleach.clean",
                                                         "xml.sax.saxutils.escape", "jinja2.escape",
                                                         "markupsafe.Markup.escape",
                                                         "django.utils.html.conditional_escape",
                                                         # escapes ``&<>`` and the quote it wraps the value in
                                                         "xml.sax.saxutils.quoteattr",
                                                         # inserts its arguments escaped
                                                         "django.utils.html.format_html")},
    "re.escape": frozenset({"regex"}),
    # a whole ``<script type="application/json">`` element, its JSON with ``<``, ``>`` and ``&`` escaped
    "django.utils.html.json_script": frozenset({"xss", "script_url", "template"}),
    **{name: frozenset({"redirect", "ssrf", "script_url"}) for name in ("flask.url_for", "django.urls.reverse",
                                                          "django.shortcuts.resolve_url")},
    # templates rendered by a framework that escapes what it inserts (Flask's .html templates, Django's)
    **{name: frozenset({"xss"}) for name in ("flask.render_template", "django.shortcuts.render",
                                             "django.template.loader.render_to_string")},
    # each escaper fits one part of a search: a filter escaper leaves a DN's ``,``, ``=`` and ``+``,
    # a DN escaper a filter's ``*``, ``(`` and ``)``
    **{name: frozenset({"ldap"}) for name in ("ldap.filter.escape_filter_chars",
                                              "ldap3.utils.conv.escape_filter_chars",
                                              "ldap.filter.filter_format")},
    **{name: frozenset({"ldap_dn"}) for name in ("ldap.dn.escape_dn_chars", "ldap3.utils.dn.escape_rdn")},
    # psycopg's composed SQL: an identifier quoted as one, a literal as a value
    **{name: frozenset({"sql"}) for name in ("psycopg.sql.Identifier", "psycopg.sql.Literal",
                                             "psycopg2.sql.Identifier", "psycopg2.sql.Literal")},
    # ``repr`` of text writes its quotes and escapes line breaks, and no scheme starts with a quote
    "repr": frozenset({"header", "log", "script_url"}),
}
#: Django form fields whose cleaned value is one of the form's own choices or carries no text
#: (``form.cleaned_data["order"]`` of a ``ChoiceField`` is a value the form declared)
CHECKED_FORM_FIELDS = frozenset({"ChoiceField", "TypedChoiceField", "MultipleChoiceField",
                                 "TypedMultipleChoiceField", "ModelChoiceField", "ModelMultipleChoiceField",
                                 "IntegerField", "FloatField", "DecimalField", "BooleanField", "NullBooleanField",
                                 "DateField", "DateTimeField", "TimeField", "DurationField", "UUIDField"})
#: parsers that raise on anything but a well-formed value: a ``try`` that gets past one has
#: checked its argument (an address, a UUID, a number carry no text of the client's)
RAISING_VALIDATORS = frozenset({"ipaddress.ip_address", "ipaddress.ip_network", "ipaddress.ip_interface",
                                "ipaddress.IPv4Address", "ipaddress.IPv6Address", "uuid.UUID", "int", "float",
                                "decimal.Decimal"})
#: percent-encoding calls and where their ``safe=`` (the characters left as they are) goes:
#: what they leave out of ``safe`` comes out as ``%XX``, so a value is safe as HTML when
#: none of ``<>"'&`` is kept, and starts no scheme when ``:`` is not (``taint._percent_encoded``)
PERCENT_ENCODERS: dict[str, tuple[int, str]] = {"urllib.parse.quote": (1, "/"), "urllib.parse.quote_plus": (1, ""),
                                                "urllib.parse.urlencode": (2, "")}


def percent_encoded_kinds(snippet: Snippet, call: ast.Call, callee: str) -> frozenset[str]:
    """The kinds of sink the value a ``PERCENT_ENCODERS`` call returns is safe for, by the
    characters its ``safe=`` keeps (not constant text, or ``urlencode(quote_via=...)``: not
    known, which keeps anything)."""
    position, default = PERCENT_ENCODERS[callee]
    given = call.args[position] if len(call.args) > position else keyword_value(call, "safe")
    kept = default if given is None else constant_value(snippet, given)
    kinds = {"header", "log"}  # a line break always comes out as %0A
    if isinstance(kept, bytes):
        kept = kept.decode("latin-1")
    if isinstance(kept, str) and keyword_value(call, "quote_via") is None:
        if not set(kept) & set("<>\"'&"):
            kinds.add("xss")
        if ":" not in kept:
            kinds.add("script_url")
    return frozenset(kinds)
#: responses whose body is a page only when their ``media_type`` says HTML (Starlette's, FastAPI's)
MEDIA_TYPED_RESPONSES = frozenset({"starlette.responses.Response", "fastapi.responses.Response", "fastapi.Response"})
#: markup classes whose ``format``/``format_map``/``join`` escape what they insert (``Markup("<p>{}</p>").format(x)``)
MARKUP_CLASSES = frozenset({"markupsafe.Markup", "flask.Markup", "jinja2.Markup", "Markup"})
#: psycopg's ``sql.SQL("... {}").format(...)``: composes parts that are ``Composable`` (an
#: ``Identifier``, a ``Literal``), never plain text, so what it inserts is no SQL of the caller's
SQL_COMPOSERS = frozenset({"psycopg.sql.SQL", "psycopg2.sql.SQL"})
#: calls that run the function given to them with the arguments that follow it, now or later:
#: name -> position of the function (``tasks.add_task(os.system, cmd)``, ``pool.submit(f, x)``)
DEFERRED_CALLERS = {"add_task": 0, "submit": 0, "run_in_executor": 1, "call_soon": 0, "call_later": 1,
                    "run_sync": 0, "to_thread": 0}
#: module prefixes whose every function sanitizes (a digest says nothing about its input)
SANITIZING_MODULES = ("hashlib.",)
#: string methods that remove line breaks when given ``"\n"`` or ``"\r"`` (log and header lines)
LINE_BREAK_SANITIZED = frozenset({"header", "log"})
#: methods that answer a question (a bool) about a string: validators when tested
VALIDATING_METHODS = frozenset({"isdigit", "isalnum", "isnumeric", "isdecimal", "isidentifier", "isalpha",
                                "isascii"})
#: a whole-string match validates (``re.match`` only with a pattern anchored at its end)
VALIDATING_CALLS = frozenset({"re.fullmatch", "re.match"})
#: calls that tell a URL that stays on an allowed host (their first argument) from one that does not
SAFE_URL_CHECKS = frozenset({"django.utils.http.url_has_allowed_host_and_scheme", "django.utils.http.is_safe_url",
                             "url_has_allowed_host_and_scheme", "is_safe_url"})
#: calls that end a request or the program: a block ending in one does not fall through
ABORTING_CALLS = frozenset({"flask.abort", "abort", "sys.exit", "exit", "quit", "os._exit",
                            "werkzeug.exceptions.abort"})

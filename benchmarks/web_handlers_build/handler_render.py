"""Rendering of one web request handler: a framework, a request source, a propagation
idiom and a sink, assembled into a small, complete module with its imports.

Placeholders in the code blocks of ``handler_sinks.py`` and ``idioms``:

- ``$v``: the variable holding the request value (named after the sink's ``key``);
- ``$key`` / ``$Key`` / ``$KEY``: the request parameter's name (lower, header, META form);
- ``$default``: a constant the handler falls back to;
- a line ``RETURN <dict>``: the framework's JSON response of that dict;
- a line ``DENY``: the framework's way to refuse with 403.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field

FRAMEWORKS = ("flask", "django", "fastapi")


@dataclass(frozen=True)
class Source:
    """Where the request value comes from, in one framework."""

    name: str
    fw: str
    #: the expression assigned to ``$v`` (None: the value is a handler parameter already)
    expr: str | None
    #: FastAPI/Django handler parameters besides the framework's own
    params: str = ""
    helper: str = ""
    route: str = ""
    is_async: bool = False
    post: bool = False


@dataclass(frozen=True)
class Idiom:
    """How the value travels from the source to the sink (``safe``: the look-alike that
    drops the request value on the way, or None when the idiom has none)."""

    name: str
    lines: str
    safe: str | None = None
    helper: str = ""


@dataclass(frozen=True)
class Sink:
    """Where the value ends; ``vuln`` and ``safe`` differ only in what makes it safe."""

    category: str
    cwe: int
    name: str
    key: str
    default: str
    vuln: str
    safe: str | None
    fws: tuple[str, ...] = FRAMEWORKS
    #: data-flow sink: the request value makes the weakness, so constant-folding idioms
    #: give safe look-alikes; False: the API use is the weakness, whatever the data
    flow: bool = True
    setup: str = ""
    imports: tuple[str, ...] = ()
    needs_request: bool = False
    sources: tuple[str, ...] | None = None
    #: per-variant CWE where it differs from ``cwe`` (securecookie: 614 or 1004)
    vuln_cwe: int | None = None
    #: a safe-only case (no vulnerable twin): what the scorecard counts as a false alarm
    safe_only: bool = False
    extra: dict = field(default_factory=dict)


# --- sources -----------------------------------------------------------------------------

def _sources() -> list[Source]:
    return [
        Source("args", "flask", 'request.args.get("$key", "")'),
        Source("form", "flask", 'request.form.get("$key", "")', post=True),
        Source("values", "flask", 'request.values.get("$key", "")'),
        Source("header", "flask", 'request.headers.get("X-$Key", "")'),
        Source("cookie", "flask", 'request.cookies.get("$key", "")'),
        Source("json", "flask", '(request.get_json(silent=True) or {}).get("$key", "")', post=True),
        Source("view_arg", "flask", None, params="$key", route="/<$key>"),
        Source("wrapper", "flask", 'query_value(request, "$key")', helper='''
            def query_value(req, name, default=""):
                """The named query parameter, or ``default``."""
                return req.args.get(name, default)
            '''),
        Source("wrapper_class", "flask", 'RequestParams(request).get("$key")', helper='''
            class RequestParams:
                """Form and query values of one request, form first."""

                def __init__(self, req):
                    self._values = req.values

                def get(self, name, default=""):
                    return self._values.get(name, default)
            '''),
        Source("args_dict", "flask", 'request.args.to_dict().get("$key", "")'),
        Source("getlist", "flask", 'next(iter(request.values.getlist("$key")), "")'),
        Source("nested_json", "flask", '(request.get_json(silent=True) or {}).get("options", {}).get("$key", "")',
               post=True),
        Source("referer", "flask", 'request.headers.get("Referer", "/")'),
        Source("upload_name", "flask", 'request.files["$key"].filename or ""', post=True),
        Source("upload_body", "flask", 'request.files["$key"].read().decode()', post=True),
        Source("GET", "django", 'request.GET.get("$key", "")'),
        Source("POST", "django", 'request.POST.get("$key", "")', post=True),
        Source("COOKIES", "django", 'request.COOKIES.get("$key", "")'),
        Source("META", "django", 'request.META.get("HTTP_X_$KEY", "")'),
        Source("body_json", "django", 'json.loads(request.body or b"{}").get("$key", "")', post=True),
        Source("path_kwarg", "django", None, params="$key", route="<str:$key>/"),
        Source("wrapper", "django", 'param(request, "$key")', helper='''
            def param(request, name):
                """A value from the query string, else from the form."""
                return request.GET.get(name) or request.POST.get(name, "")
            '''),
        Source("getlist", "django", 'request.GET.getlist("$key", [""])[0]'),
        Source("query_dict", "django", 'request.GET.dict().get("$key", "")'),
        Source("referer", "django", 'request.META.get("HTTP_REFERER", "/")'),
        Source("upload_name", "django", 'request.FILES["$key"].name', post=True),
        Source("upload_body", "django", 'request.FILES["$key"].read().decode()', post=True),
        Source("query", "fastapi", None, params='$key: str = ""'),
        Source("path", "fastapi", None, params="$key: str", route="/{$key}"),
        Source("header", "fastapi", None, params='$key: str = Header(default="", alias="X-$Key")'),
        Source("cookie", "fastapi", None, params='$key: str = Cookie(default="")'),
        Source("form", "fastapi", None, params='$key: str = Form(default="")', post=True),
        Source("json", "fastapi", '(await request.json()).get("$key", "")', params="request: Request",
               is_async=True, post=True),
        Source("query_params", "fastapi", 'request.query_params.get("$key", "")', params="request: Request"),
        Source("dependency", "fastapi", None, params="$key: str = Depends(requested_$key)", helper='''
            def requested_$key(request: Request) -> str:
                """The value asked for, from the query string or a header."""
                return request.query_params.get("$key") or request.headers.get("x-$key", "")
            '''),
        Source("model", "fastapi", "payload.$key", params="payload: RequestBody", post=True, helper='''
            class RequestBody(BaseModel):
                """The JSON body this endpoint accepts."""

                $key: str = ""
            '''),
        Source("query_dict", "fastapi", 'dict(request.query_params).get("$key", "")', params="request: Request"),
        Source("referer", "fastapi", 'request.headers.get("referer", "/")', params="request: Request"),
        Source("upload_name", "fastapi", 'upload.filename or ""', params="upload: UploadFile", post=True),
        Source("upload_body", "fastapi", "(await upload.read()).decode()", params="upload: UploadFile",
               is_async=True, post=True),
    ]


SOURCES = _sources()
#: request bodies: what a password, a document or an upload arrives in
BODY = ("form", "json", "POST", "body_json", "model")


def sources_for(fw: str, names: tuple[str, ...] | None = None) -> list[Source]:
    """The sources of ``fw``: those named, else every one but the uploads and the referer."""
    return [s for s in SOURCES if s.fw == fw and (s.name in names if names is not None
                                                  else not s.name.startswith(("upload", "referer")))]


# --- idioms ------------------------------------------------------------------------------

IDIOMS = [
    Idiom("direct", ""),
    Idiom("empty_default", """
        if not $v:
            $v = ""
        """),
    Idiom("or_default", '$v = $v or "$default"'),
    Idiom("strip", "$v = $v.strip()"),
    Idiom("const_fold", """
        num = 54
        $v = "$default" if 7 * 18 + num > 200 else $v
        """, """
        num = 86
        $v = "$default" if 7 * 18 + num > 200 else $v
        """),
    Idiom("const_mod", """
        num = 7
        $v = $v if num % 2 == 1 else "$default"
        """, """
        num = 8
        $v = $v if num % 2 == 1 else "$default"
        """),
    Idiom("const_len", """
        limit = 5
        if len("abcd") < limit:
            $v = $v.strip()
        else:
            $v = "$default"
        """, """
        limit = 3
        if len("abcd") < limit:
            $v = $v.strip()
        else:
            $v = "$default"
        """),
    Idiom("const_match", """
        source = "manual"
        match source:
            case "manual":
                chosen = $v
            case _:
                chosen = "$default"
        $v = chosen
        """, """
        source = "auto"
        match source:
            case "manual":
                chosen = $v
            case _:
                chosen = "$default"
        $v = chosen
        """),
    Idiom("const_branch", """
        mode = "override"
        if mode == "override":
            chosen = $v
        else:
            chosen = "$default"
        $v = chosen
        """, """
        mode = "fixed"
        if mode == "override":
            chosen = $v
        else:
            chosen = "$default"
        $v = chosen
        """),
    Idiom("dict_key", """
        choices = {"fallback": "$default", "requested": $v}
        $v = choices["requested"]
        """, """
        choices = {"fallback": "$default", "requested": $v}
        $v = choices["fallback"]
        """),
    Idiom("configparser", """
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "$default")
        conf.set("lookup", "requested", $v)
        $v = conf.get("lookup", "requested")
        """, """
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "$default")
        conf.set("lookup", "requested", $v)
        $v = conf.get("lookup", "fallback")
        """),
    Idiom("list_append", """
        candidates = ["$default"]
        candidates.append($v)
        $v = candidates[-1]
        """, """
        candidates = ["$default"]
        candidates.append($v)
        $v = candidates[0]
        """),
    Idiom("list_insert", """
        candidates = ["$default", "$default"]
        candidates.insert(1, $v)
        $v = candidates[1]
        """, """
        candidates = ["$default", "$default"]
        candidates.insert(1, $v)
        $v = candidates[2]
        """),
    Idiom("list_extend", """
        queue = ["$default"]
        queue.extend([$v, "spare"])
        queue.pop()
        $v = queue[-1]
        """, """
        queue = ["$default"]
        queue.extend([$v, "spare"])
        queue.pop()
        $v = queue[0]
        """),
    Idiom("join", '$v = " ".join($v.split())'),
    Idiom("format", '$v = "{}".format($v).strip()'),
    Idiom("fstring", '$v = f"{$v.strip()}"'),
    Idiom("accumulate", """
        cleaned = ""
        for ch in $v:
            if ch.isprintable():
                cleaned += ch
        $v = cleaned
        """),
    Idiom("helper_flag", '$v = value_or_default($v, "$default", use_request=True)',
          '$v = value_or_default($v, "$default", use_request=False)', helper='''
            def value_or_default(value, default, use_request):
                """The request's value when the caller accepts it, else the default."""
                if use_request:
                    return value
                return default
            '''),
    Idiom("helper_normalise", "$v = normalise($v)", helper='''
            def normalise(text):
                """Trim and fold tabs to spaces."""
                return text.strip().replace("\\t", " ")
            '''),
    Idiom("base64", "$v = base64.urlsafe_b64decode($v.encode()).decode()"),
    Idiom("loop_last", """
        for part in $v.split(","):
            if part:
                $v = part.strip()
        """),
    Idiom("tuple_unpack", """
        requested, fallback = $v, "$default"
        $v = requested or fallback
        """, """
        requested, fallback = $v, "$default"
        $v = fallback or requested
        """),
    Idiom("attribute", """
        lookup = SimpleNamespace(requested=$v, fallback="$default")
        $v = lookup.requested
        """, """
        lookup = SimpleNamespace(requested=$v, fallback="$default")
        $v = lookup.fallback
        """),
    Idiom("percent_format", '$v = "%s" % $v.strip()'),
    Idiom("replace_newlines", '$v = $v.replace("\\r", "").replace("\\n", "")'),
    Idiom("first_non_empty", '$v = next(part for part in ($v, "$default") if part)'),
    Idiom("truncate", "$v = $v[:200]"),
    Idiom("while_flag", """
        attempts = 0
        picked = "$default"
        while attempts < 1:
            picked = $v
            attempts += 1
        $v = picked
        """, """
        attempts = 1
        picked = "$default"
        while attempts < 1:
            picked = $v
            attempts += 1
        $v = picked
        """),
]

IDIOM_BY_NAME = {idiom.name: idiom for idiom in IDIOMS}


# --- imports -----------------------------------------------------------------------------

#: (pattern in the code, import line); a pattern finds a use, the line imports it
_COMMON_IMPORTS = [
    (r"\bos\.", "import os"), (r"\bsubprocess\.", "import subprocess"), (r"\bshlex\.", "import shlex"),
    (r"\bast\.", "import ast"), (r"\bre\.", "import re"), (r"\boperator\.", "import operator"),
    (r"\bpickle\.", "import pickle"), (r"\bbase64\.", "import base64"), (r"\bjson\.", "import json"),
    (r"\byaml\.", "import yaml"), (r"\bmarshal\.", "import marshal"), (r"\bhashlib\.", "import hashlib"),
    (r"\bhmac\.", "import hmac"), (r"\bsecrets\.", "import secrets"), (r"\brandom\.", "import random"),
    (r"\buuid\.", "import uuid"), (r"\bsqlite3\.", "import sqlite3"), (r"\bpsycopg2\.", "import psycopg2"),
    (r"\bconfigparser\.", "import configparser"), (r"\btime\.", "import time"), (r"\bio\.", "import io"),
    (r"\bhtml\.escape\(", "import html"), (r"\bshutil\.", "import shutil"), (r"\bstring\.", "import string"),
    (r"\bldap\.(?!filter\.|dn\.)", "import ldap"), (r"\bldap\.filter\.", "import ldap.filter"),
    (r"\bldap\.dn\.", "import ldap.dn"), (r"\bmath\.", "import math"),
    (r"\bPath\(", "from pathlib import Path"), (r"\burlparse\(", "from urllib.parse import urlparse"),
    (r"\betree\.", "from lxml import etree"), (r"\bET\.", "import xml.etree.ElementTree as ET"),
    (r"\bxml\.sax\.(?!handler)", "import xml.sax"), (r"\bfeature_external_ges\b", "from xml.sax.handler import feature_external_ges"),
    (r"\bminidom\.", "from xml.dom import minidom"), (r"\bpulldom\.", "from xml.dom import pulldom"),
    (r"\bdefused_etree\.", "import defusedxml.ElementTree as defused_etree"),
    (r"(?<![/\w])text\(", "from sqlalchemy import text"), (r"\bcreate_engine\(", "from sqlalchemy import create_engine"),
    (r"\bServer\(", "from ldap3 import Server"), (r"\bConnection\(", "from ldap3 import Connection"),
    (r"(?<![.\w])escape_filter_chars\(", "from ldap3.utils.conv import escape_filter_chars"),
    (r"\bsecure_filename\(", "from werkzeug.utils import secure_filename"),
    (r"\bMarkup\b", "from markupsafe import Markup"), (r"\bSimpleNamespace\(", "from types import SimpleNamespace"),
    (r"\bBaseModel\b", "from pydantic import BaseModel"),
    (r"\bSessionMiddleware\b", "from starlette.middleware.sessions import SessionMiddleware"),
]

_FRAMEWORK_IMPORTS = {
    "flask": [
        (r"\bFlask\(", "from flask import Flask"), (r"\bBlueprint\(", "from flask import Blueprint"),
        (r"\bMethodView\b", "from flask.views import MethodView"), (r"(?<![.\w])request\b", "from flask import request"),
        (r"\bjsonify\(", "from flask import jsonify"), (r"\bmake_response\(", "from flask import make_response"),
        (r"\bResponse\(", "from flask import Response"), (r"\bredirect\(", "from flask import redirect"),
        (r"(?<![.\w])session\b", "from flask import session"), (r"\bsend_file\(", "from flask import send_file"),
        (r"\bsend_from_directory\(", "from flask import send_from_directory"), (r"\babort\(", "from flask import abort"),
        (r"\brender_template_string\(", "from flask import render_template_string"),
        (r"\burl_for\(", "from flask import url_for"), (r"(?<![.\w])escape\(", "from markupsafe import escape"),
    ],
    "django": [
        (r"\bJsonResponse\(", "from django.http import JsonResponse"),
        (r"\bHttpResponse\(", "from django.http import HttpResponse"),
        (r"\bHttpResponseRedirect\(", "from django.http import HttpResponseRedirect"),
        (r"\bFileResponse\(", "from django.http import FileResponse"),
        (r"(?<![.\w])redirect\(", "from django.shortcuts import redirect"),
        (r"(?<![.\w])escape\(", "from django.utils.html import escape"),
        (r"\bformat_html\(", "from django.utils.html import format_html"),
        (r"\bmark_safe\(", "from django.utils.safestring import mark_safe"),
        (r"\burl_has_allowed_host_and_scheme\(", "from django.utils.http import url_has_allowed_host_and_scheme"),
        (r"\bTemplate\(", "from django.template import Template"), (r"\bContext\(", "from django.template import Context"),
        (r"\bPermissionDenied\b", "from django.core.exceptions import PermissionDenied"),
        (r"\bconnection\.", "from django.db import connection"),
        (r"\bUser\.", "from django.contrib.auth.models import User"),
        (r"\brequire_http_methods\(", "from django.views.decorators.http import require_http_methods"),
        (r"\bpath\(", "from django.urls import path"), (r"\(View\)", "from django.views import View"),
        (r"\bget_valid_filename\(", "from django.utils.text import get_valid_filename"),
    ],
    "fastapi": [
        (r"\bFastAPI\(", "from fastapi import FastAPI"), (r"\bAPIRouter\(", "from fastapi import APIRouter"), (r"\bRequest\b", "from fastapi import Request"),
        (r"\bHeader\(", "from fastapi import Header"), (r"\bCookie\(", "from fastapi import Cookie"),
        (r"\bForm\(", "from fastapi import Form"), (r"\bDepends\(", "from fastapi import Depends"),
        (r"\bHTTPException\(", "from fastapi import HTTPException"), (r"\bUploadFile\b", "from fastapi import UploadFile"),
        (r"\bHTMLResponse\b", "from fastapi.responses import HTMLResponse"),
        (r"\bPlainTextResponse\(", "from fastapi.responses import PlainTextResponse"),
        (r"\bRedirectResponse\(", "from fastapi.responses import RedirectResponse"),
        (r"\bFileResponse\(", "from fastapi.responses import FileResponse"),
        (r"\bJSONResponse\(", "from fastapi.responses import JSONResponse"),
        (r"(?<![\w.])Response\b", "from fastapi.responses import Response"),
        (r"(?<![.\w])escape\(", "from markupsafe import escape"),
    ],
}


def _strip_strings(code: str) -> str:
    """The code with string literal contents blanked, so that words in strings import nothing."""
    return re.sub(r'(?<![fF\w])("""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\')', '""', code)


def _word(pattern: str) -> str:
    """The name a pattern looks for: a cheap test before the regular expression."""
    literal = re.sub(r"\(\?<!\[[^\]]*\]\)|\\[bw]|\\.", " ", pattern)
    return re.search(r"[A-Za-z_]\w*", literal).group()


def _name_order(name: str) -> tuple[int, str]:
    """isort's order of imported names: constants, classes, then functions, each ignoring case."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name.lower())


def imports_for(code: str, fw: str, extra: tuple[str, ...] = ()) -> str:
    """The import block of ``code``: stdlib first, then third-party, as isort would group them."""
    bare = _strip_strings(code)
    lines = set(extra)
    for pattern, line in _COMMON_IMPORTS + _FRAMEWORK_IMPORTS[fw]:
        if _word(pattern) in bare and re.search(pattern, bare):
            lines.add(line)
    plain: set[str] = set()
    froms: dict[str, set[str]] = {}
    for line in lines:
        if line.startswith("from "):
            module, names = line[5:].split(" import ")
            froms.setdefault(module, set()).update(n.strip() for n in names.split(","))
        else:
            plain.add(line)
    stdlib_roots = {"os", "subprocess", "shlex", "ast", "re", "operator", "pickle", "base64", "json", "marshal",
                    "hashlib", "hmac", "secrets", "random", "uuid", "sqlite3", "configparser", "time", "io", "html",
                    "shutil", "string", "pathlib", "urllib", "xml", "math", "types"}

    def root(module: str) -> str:
        return module.split(".")[0]

    groups: list[list[str]] = [[], []]
    for line in plain:
        module = line.split()[1]
        groups[root(module) not in stdlib_roots].append(line)
    for module, names in froms.items():
        groups[root(module) not in stdlib_roots].append(f"from {module} import {', '.join(sorted(names, key=_name_order))}")

    def order(line: str) -> tuple[int, str]:
        return (line.startswith("from "), line.split()[1])

    return "\n\n".join("\n".join(sorted(group, key=order)) for group in groups if group)


# --- assembly ----------------------------------------------------------------------------

def _fill(code: str, key: str, default: str) -> str:
    value = key
    header = "-".join(part.capitalize() for part in key.split("_"))
    return (code.replace("$v", value).replace("$key", key).replace("$Key", header)
            .replace("$KEY", key.upper()).replace("$default", default))


def _block(code: str) -> list[str]:
    return textwrap.dedent(code).strip("\n").splitlines() if code.strip() else []


def _framework_lines(lines: list[str], fw: str) -> list[str]:
    out = []
    for line in lines:
        stripped = line.lstrip()
        indent = line[: len(line) - len(stripped)]
        if stripped.startswith("RETURN "):
            payload = stripped[len("RETURN "):]
            out.append(indent + {"flask": f"return jsonify({payload})", "django": f"return JsonResponse({payload})",
                                 "fastapi": f"return {payload}"}[fw])
        elif stripped.startswith("REDIRECT "):
            target = stripped[len("REDIRECT "):]
            out.append(indent + {"flask": f"return redirect({target})", "django": f"return HttpResponseRedirect({target})",
                                 "fastapi": f"return RedirectResponse({target}, status_code=303)"}[fw])
        elif stripped.startswith("HTML "):
            page = stripped[len("HTML "):]
            out.append(indent + {"flask": f"return {page}", "django": f"return HttpResponse({page})",
                                 "fastapi": f"return HTMLResponse({page})"}[fw])
        elif stripped == "DENY":
            out.append(indent + {"flask": "abort(403)", "django": "raise PermissionDenied",
                                 "fastapi": 'raise HTTPException(status_code=403, detail="forbidden")'}[fw])
        else:
            out.append(line)
    return out


def sink_fits_helper(sink: Sink) -> bool:
    """Whether the sink can move into a helper function: data flow, framework-neutral,
    ending in its one JSON answer, and not reaching for the request itself."""
    lines = [line.strip() for line in _block(sink.vuln) + _block(sink.safe or "")]
    answers = [line for line in lines if line.startswith(("RETURN ", "return ", "DENY", "REDIRECT ", "HTML "))]
    return (sink.flow and not sink.safe_only and sink.fws == FRAMEWORKS and not sink.needs_request
            and all(line.startswith("RETURN ") for line in answers)
            and _block(sink.vuln)[-1].strip().startswith("RETURN ")
            and (sink.safe is None or _block(sink.safe)[-1].strip().startswith("RETURN "))
            and not re.search(r"\b(request|session)\b", sink.vuln + (sink.safe or "")))


#: how a framework's handler is declared: a plain function on the app, or the framework's
#: other idioms (a blueprint, a class-based view, a router)
STYLES = {"flask": ("app", "blueprint", "methodview"), "django": ("function", "class"), "fastapi": ("app", "router")}


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def render(sink: Sink, safe_sink: bool, source: Source, idiom: Idiom, safe_idiom: bool, route: str,
           style: str | None = None, in_helper: bool = False) -> str:
    """One complete handler module; ``in_helper``: the sink sits in a function of the
    module that the handler calls with the value (see ``sink_fits_helper``)."""
    fw = source.fw
    style = style or STYLES[fw][0]
    key, default = sink.key, sink.default
    idiom_code = idiom.safe if safe_idiom else idiom.lines
    sink_code = sink.safe if safe_sink else sink.vuln
    assert idiom_code is not None and sink_code is not None
    func = sink.name.replace("-", "_")
    body: list[str] = []
    if source.expr is not None:
        body.append(f"{key} = {source.expr}")
    body += _block(idiom_code)
    sink_helper = ""
    if in_helper:
        *work, last = _block(sink_code)
        sink_helper = "\n".join([f"def run_{func}({key}):", f'    """{func.replace("_", " ").capitalize()} for one value."""',
                                 *("    " + line if line else "" for line in work),
                                 "    return " + last.strip()[len("RETURN "):]])
        sink_helper = _fill(sink_helper, key, default)
        body += [f"result = run_{func}($v)", "RETURN result"]
    else:
        body += _block(sink_code)
    body = _framework_lines([_fill(line, key, default) for line in body], fw)

    params = [_fill(source.params, key, default)] if source.params else []
    if fw == "fastapi" and sink.needs_request and not any(p.startswith("request:") for p in params):
        params.append("request: Request")
    extra_params = sink.extra.get(f"params_{fw}", "")
    if extra_params:
        params.append(extra_params)
    if fw == "fastapi":  # parameters without defaults first
        params.sort(key=lambda p: "=" in p)
    verb = "post" if source.post else "get"
    doc = f'"""{sink.extra.get("doc", sink.name.replace("_", " ").capitalize())}."""'
    prefix = "async " if source.is_async else ""
    view = _camel(func) + "View"
    route_path = "/" + route + _fill(source.route, key, default)
    tail = ""

    def function(decorators: list[str], signature: list[str], name: str, indent: str) -> str:
        head = f"{indent}{prefix}def {name}({', '.join(signature)}):"
        inner = indent + "    "
        return "\n".join([*(indent + d for d in decorators), head, inner + doc,
                          *(inner + line if line else "" for line in body)])

    if fw == "flask":
        methods = ', methods=["GET", "POST"]' if source.post else ""
        if style == "app":
            app, handler = "app = Flask(__name__)", function([f'@app.route("{route_path}"{methods})'], params, func, "")
        elif style == "blueprint":
            app = f'bp = Blueprint("{func}", __name__, url_prefix="/api")'
            handler = function([f'@bp.{verb}("{route_path}")'], params, func, "")
        else:
            app = "app = Flask(__name__)"
            handler = f"class {view}(MethodView):\n" + function([], ["self", *params], verb, "    ")
            tail = f'app.add_url_rule("{route_path}", view_func={view}.as_view("{func}"))'
    elif fw == "fastapi":
        if style == "app":
            app = "app = FastAPI()"
            handler = function([f'@app.{verb}("{route_path}")'], params, func, "")
        else:
            app = f'router = APIRouter(prefix="/api", tags=["{func}"])'
            handler = function([f'@router.{verb}("{route_path}")'], params, func, "")
    else:
        app = ""
        django_route = route + "/" + _fill(source.route, key, default)
        if style == "function":
            decorators = ['@require_http_methods(["POST"])'] if source.post else []
            handler = function(decorators, ["request", *params], func, "")
            tail = f'urlpatterns = [path("{django_route}", {func})]'
        else:
            handler = f"class {view}(View):\n" + function([], ["self", "request", *params], verb, "    ")
            tail = f'urlpatterns = [path("{django_route}", {view}.as_view())]'

    helpers = [textwrap.dedent(_fill(h, key, default)).strip("\n") for h in (source.helper, idiom.helper) if h]
    helpers += [sink_helper] if sink_helper else []
    setup_code = sink.extra.get("safe_setup", sink.setup) if safe_sink else sink.setup
    setup = textwrap.dedent(_fill(setup_code, key, default)).strip("\n")
    module_top = "\n\n".join(part for part in (app, setup) if part)
    sections = [module_top, *helpers, handler, tail]
    code = "\n\n\n".join(section for section in sections if section)
    header = imports_for(code, fw, sink.imports)
    gap = "\n\n\n" if code.startswith(("def ", "class ", "@", "async def ")) else "\n\n"
    return f"{header}{gap}{code}\n" if header else f"{code}\n"

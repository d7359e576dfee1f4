"""The sinks of the web-handler corpus, by category: each with its vulnerable form and a
safe form that differs only in what makes it safe (see ``handler_render.py`` for placeholders)."""

from __future__ import annotations

from handler_render import BODY, Sink

ALL = ("flask", "django", "fastapi")
F, D, A = ("flask",), ("django",), ("fastapi",)
#: the request body or an uploaded file's content
DOCUMENT = (*BODY, "upload_body")
#: any source, an uploaded file's name included
NAMES = ("args", "form", "values", "header", "cookie", "json", "view_arg", "wrapper", "wrapper_class", "GET", "POST",
         "COOKIES", "META", "body_json", "path_kwarg", "query", "path", "form", "query_params", "dependency",
         "upload_name", "args_dict", "getlist", "nested_json", "query_dict", "model")
#: the names and the Referer header (where a handler sends the user back to)
REDIRECTS = (*(name for name in NAMES if name != "upload_name"), "referer")

CMDI = [
    Sink("cmdi", 78, "ping_host", "host", "localhost", """
        status = os.system("ping -c 1 " + $v)
        RETURN {"reachable": status == 0}
        """, """
        status = os.system("ping -c 1 " + shlex.quote($v))
        RETURN {"reachable": status == 0}
        """),
    Sink("cmdi", 78, "lookup_domain", "domain", "example.org", """
        done = subprocess.run("nslookup " + $v, shell=True, capture_output=True, text=True)
        RETURN {"output": done.stdout}
        """, """
        done = subprocess.run(["nslookup", $v], capture_output=True, text=True)
        RETURN {"output": done.stdout}
        """),
    Sink("cmdi", 78, "count_hits", "pattern", "GET /", """
        command = ["sh", "-c", f"grep -c {$v} /var/log/app/access.log"]
        done = subprocess.run(command, capture_output=True, text=True)
        RETURN {"hits": done.stdout.strip()}
        """, """
        command = ["grep", "-c", "--", $v, "/var/log/app/access.log"]
        done = subprocess.run(command, capture_output=True, text=True)
        RETURN {"hits": done.stdout.strip()}
        """),
    Sink("cmdi", 78, "whois", "name", "example.com", """
        report = os.popen(f"whois {$v}").read()
        RETURN {"whois": report}
        """, """
        report = os.popen(f"whois {shlex.quote($v)}").read()
        RETURN {"whois": report}
        """),
    Sink("cmdi", 78, "history", "ref", "main", """
        log = subprocess.check_output("git log --oneline -n 5 " + $v, shell=True, text=True, cwd=REPO)
        RETURN {"commits": log.splitlines()}
        """, """
        log = subprocess.check_output(["git", "log", "--oneline", "-n", "5", "--end-of-options", $v], text=True, cwd=REPO)
        RETURN {"commits": log.splitlines()}
        """, setup='REPO = "/srv/repos/site"'),
    Sink("cmdi", 78, "export_archive", "folder", "reports", """
        args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
        args.append($v)
        done = subprocess.run(" ".join(args), shell=True, check=False)
        RETURN {"ok": done.returncode == 0}
        """, """
        args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
        args.append($v)
        done = subprocess.run(args, check=False)
        RETURN {"ok": done.returncode == 0}
        """, setup='EXPORT_ROOT = "/srv/exports"'),
    Sink("cmdi", 78, "audit_note", "note", "viewed", """
        subprocess.Popen(f"logger -t webapp {$v}", shell=True).wait()
        RETURN {"logged": True}
        """, """
        subprocess.Popen(f"logger -t webapp {shlex.quote($v)}", shell=True).wait()
        RETURN {"logged": True}
        """),
    Sink("cmdi", 78, "disk_usage", "volume", "data", """
        parts = ["df", "-h"]
        parts += ["/mnt/" + $v]
        output = subprocess.getoutput(" ".join(parts))
        RETURN {"usage": output}
        """, """
        parts = ["df", "-h"]
        parts += ["/mnt/" + $v]
        output = subprocess.run(parts, capture_output=True, text=True).stdout
        RETURN {"usage": output}
        """),
]

CODEINJ = [
    Sink("codeinj", 95, "calculate", "expression", "1 + 1", """
        result = eval($v)
        RETURN {"result": result}
        """, """
        result = ast.literal_eval($v)
        RETURN {"result": result}
        """),
    Sink("codeinj", 95, "evaluate", "formula", "2 * 3", """
        namespace = {}
        exec(f"value = {$v}", {"__builtins__": {}}, namespace)
        RETURN {"value": namespace["value"]}
        """, """
        if not re.fullmatch(r"[0-9.+\\-*/() ]{1,64}", $v):
            $v = "0"
        namespace = {}
        exec(f"value = {$v}", {"__builtins__": {}}, namespace)
        RETURN {"value": namespace["value"]}
        """),
    Sink("codeinj", 95, "price_rule", "rule", "price * qty", """
        code = compile($v, "<pricing rule>", "eval")
        total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
        RETURN {"total": total}
        """, """
        if not re.fullmatch(r"(price|qty|[0-9+\\-*/() ])+", $v):
            $v = "price * qty"
        code = compile($v, "<pricing rule>", "eval")
        total = eval(code, {"__builtins__": {}}, {"price": 10, "qty": 3})
        RETURN {"total": total}
        """),
    Sink("codeinj", 95, "sorted_rows", "field", "name", """
        key = eval("lambda row: row['" + $v + "']")
        rows = sorted(ROWS, key=key)
        RETURN {"rows": rows}
        """, """
        key = operator.itemgetter($v)
        rows = sorted(ROWS, key=key)
        RETURN {"rows": rows}
        """, setup='ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]'),
    Sink("codeinj", 95, "markup_total", "amount", "100", """
        marked_up = eval("{} * 1.2".format($v))
        RETURN {"total": marked_up}
        """, """
        marked_up = float($v) * 1.2
        RETURN {"total": marked_up}
        """),
    Sink("codeinj", 94, "run_hook", "script", "pass", """
        scope = {"events": []}
        exec($v, scope)
        RETURN {"events": scope["events"]}
        """, None),
    Sink("codeinj", 95, "convert_units", "unit", "km", """
        factor = eval("UNITS['" + $v + "']")
        RETURN {"factor": factor}
        """, """
        factor = UNITS.get($v, 1.0)
        RETURN {"factor": factor}
        """, setup='UNITS = {"km": 1000.0, "m": 1.0, "cm": 0.01}'),
]

DESERIALIZATION = [
    Sink("deserialization", 502, "restore_cart", "cart", "gAR9lC4=", """
        state = pickle.loads(base64.b64decode($v))
        RETURN {"items": len(state)}
        """, """
        state = json.loads(base64.b64decode($v))
        RETURN {"items": len(state)}
        """),
    Sink("deserialization", 502, "import_settings", "document", "theme: dark", """
        settings = yaml.load($v, Loader=yaml.Loader)
        RETURN {"keys": sorted(settings)}
        """, """
        settings = yaml.load($v, Loader=yaml.SafeLoader)
        RETURN {"keys": sorted(settings)}
        """, sources=DOCUMENT),
    Sink("deserialization", 502, "load_profile", "profile", "name: guest", """
        profile = yaml.unsafe_load($v)
        RETURN {"profile": profile}
        """, """
        profile = yaml.safe_load($v)
        RETURN {"profile": profile}
        """, sources=DOCUMENT),
    Sink("deserialization", 502, "decode_state", "state", "e30=", """
        restored = marshal.loads(base64.b64decode($v))
        RETURN {"state": restored}
        """, """
        restored = json.loads(base64.b64decode($v))
        RETURN {"state": restored}
        """),
    Sink("deserialization", 502, "preferences", "prefs", "", """
        blob = base64.b64decode($v)
        prefs = pickle.loads(blob)
        RETURN {"prefs": prefs}
        """, """
        blob = pickle.dumps(DEFAULT_PREFS)
        prefs = pickle.loads(blob)
        RETURN {"prefs": prefs}
        """, flow=False, setup='DEFAULT_PREFS = {"theme": "light", "page_size": 20}'),
    Sink("deserialization", 502, "warm_cache", "report", "daily", """
        with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
            snapshot = pickle.load(handle)
        snapshot.update(pickle.loads(bytes.fromhex($v)))
        RETURN {"reports": sorted(snapshot)}
        """, """
        with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
            snapshot = pickle.load(handle)
        snapshot.update(json.loads(bytes.fromhex($v)))
        RETURN {"reports": sorted(snapshot)}
        """, setup='CACHE_DIR = "/var/cache/reports"'),
    Sink("deserialization", 502, "restore_session", "blob", "eyJ1c2VyIjogImd1ZXN0In0=", """
        data = pickle.loads(base64.urlsafe_b64decode($v))
        RETURN {"user": data.get("user")}
        """, """
        signed = SIGNER.unsign($v)
        data = json.loads(signed)
        RETURN {"user": data.get("user")}
        """, imports=("from itsdangerous import Signer",), setup='''
        SIGNER = Signer(os.environ["SESSION_SECRET"])
        '''),
]

HASH = [
    Sink("hash", 328, "register", "password", "", """
        digest = hashlib.md5($v.encode()).hexdigest()
        USERS["new-user"] = digest
        RETURN {"registered": True}
        """, """
        salt = os.urandom(16)
        digest = hashlib.pbkdf2_hmac("sha256", $v.encode(), salt, 600_000).hex()
        USERS["new-user"] = salt.hex() + "$" + digest
        RETURN {"registered": True}
        """, sources=BODY, flow=False, setup="USERS = {}"),
    Sink("hash", 328, "change_password", "password", "", """
        USERS["current"] = hashlib.sha1($v.encode()).hexdigest()
        RETURN {"changed": True}
        """, """
        salt = os.urandom(16)
        USERS["current"] = (salt, hashlib.scrypt($v.encode(), salt=salt, n=2**14, r=8, p=1))
        RETURN {"changed": True}
        """, sources=BODY, flow=False, setup="USERS = {}"),
    Sink("hash", 328, "sign_link", "path", "/downloads/report.pdf", """
        signature = hashlib.new("md5", (SECRET_KEY + $v).encode()).hexdigest()
        RETURN {"url": $v + "?sig=" + signature}
        """, """
        signature = hmac.new(SECRET_KEY.encode(), $v.encode(), hashlib.sha256).hexdigest()
        RETURN {"url": $v + "?sig=" + signature}
        """, flow=False, setup='SECRET_KEY = os.environ["LINK_SECRET"]'),
    Sink("hash", 328, "webhook_signature", "payload", "{}", """
        expected = hmac.new(WEBHOOK_KEY, $v.encode(), hashlib.md5).hexdigest()
        RETURN {"signature": expected}
        """, """
        expected = hmac.new(WEBHOOK_KEY, $v.encode(), hashlib.sha256).hexdigest()
        RETURN {"signature": expected}
        """, flow=False, setup='WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()'),
    Sink("hash", 328, "api_key_lookup", "api_key", "", """
        fingerprint = hashlib.sha1($v.encode()).hexdigest()
        RETURN {"authorised": fingerprint in API_KEY_HASHES}
        """, """
        fingerprint = hashlib.sha256($v.encode()).hexdigest()
        RETURN {"authorised": fingerprint in API_KEY_HASHES}
        """, flow=False, setup="API_KEY_HASHES = set()"),
    Sink("hash", 328, "reset_token", "email", "", """
        token = hashlib.md5((email_salt() + $v).encode()).hexdigest()
        RESET_TOKENS[token] = $v
        RETURN {"sent": True}
        """, """
        token = hashlib.sha256((email_salt() + $v).encode()).hexdigest()
        RESET_TOKENS[token] = $v
        RETURN {"sent": True}
        """, flow=False, setup='''
        RESET_TOKENS = {}


        def email_salt():
            return os.urandom(16).hex()
        '''),
    Sink("hash", 328, "verify_upload", "content", "", """
        digest = hashlib.md5($v.encode()).hexdigest()
        RETURN {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
        """, """
        digest = hashlib.sha256($v.encode()).hexdigest()
        RETURN {"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)}
        """, flow=False, setup='PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")'),
    # safe uses of a weak hash: cache keys, ETags, de-duplication
    Sink("hash", 328, "cached_search", "query", "", "", """
        cache_key = hashlib.md5($v.encode(), usedforsecurity=False).hexdigest()
        RETURN {"hit": cache_key in SEARCH_CACHE}
        """, flow=False, safe_only=True, setup="SEARCH_CACHE = {}"),
    Sink("hash", 328, "etag_for", "page", "home", "", """
        body = PAGES.get($v, "")
        etag = hashlib.md5(body.encode()).hexdigest()
        RETURN {"etag": etag, "length": len(body)}
        """, flow=False, safe_only=True, setup='PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}'),
    Sink("hash", 328, "dedupe_key", "title", "", "", """
        bucket = hashlib.sha1($v.lower().encode(), usedforsecurity=False).hexdigest()[:8]
        RETURN {"bucket": bucket}
        """, flow=False, safe_only=True),
]

LDAPI = [
    Sink("ldapi", 90, "find_user", "uid", "guest", """
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + $v + ")", ["cn", "mail"])
        RETURN {"matches": len(results)}
        """, """
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + ldap.filter.escape_filter_chars($v) + ")", ["cn", "mail"])
        RETURN {"matches": len(results)}
        """, setup='LDAP_URI = "ldap://ldap.internal:389"\nBASE_DN = "ou=people,dc=example,dc=org"'),
    Sink("ldapi", 90, "find_by_mail", "mail", "nobody@example.org", """
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(BASE_DN, f"(&(objectClass=person)(mail={$v}))", attributes=["cn"])
        RETURN {"names": [str(entry.cn) for entry in conn.entries]}
        """, """
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars($v)}))", attributes=["cn"])
        RETURN {"names": [str(entry.cn) for entry in conn.entries]}
        """, setup='LDAP_HOST = "ldap.internal"\nBASE_DN = "ou=people,dc=example,dc=org"'),
    Sink("ldapi", 90, "group_members", "group", "staff", """
        conn = ldap.initialize(LDAP_URI)
        query = "(&(objectClass=groupOfNames)(cn={}))".format($v)
        results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
        RETURN {"groups": len(results)}
        """, """
        conn = ldap.initialize(LDAP_URI)
        query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [$v])
        results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
        RETURN {"groups": len(results)}
        """, setup='LDAP_URI = "ldap://ldap.internal:389"\nGROUPS_DN = "ou=groups,dc=example,dc=org"'),
    Sink("ldapi", 90, "user_entry", "login", "guest", """
        conn = ldap.initialize(LDAP_URI)
        entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % $v, ldap.SCOPE_BASE)
        RETURN {"found": bool(entry)}
        """, """
        conn = ldap.initialize(LDAP_URI)
        entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars($v), ldap.SCOPE_BASE)
        RETURN {"found": bool(entry)}
        """, setup='LDAP_URI = "ldap://ldap.internal:389"'),
    Sink("ldapi", 90, "directory_search", "surname", "smith", """
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        terms = ["(objectClass=inetOrgPerson)"]
        terms.append("(sn=" + $v + ")")
        conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
        RETURN {"count": len(conn.entries)}
        """, """
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        terms = ["(objectClass=inetOrgPerson)"]
        terms.append("(sn=" + escape_filter_chars($v) + ")")
        conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
        RETURN {"count": len(conn.entries)}
        """, setup='LDAP_HOST = "ldap.internal"\nBASE_DN = "ou=people,dc=example,dc=org"'),
]

PATHTRAVER = [
    Sink("pathtraver", 22, "report", "name", "summary.txt", """
        with open(os.path.join(REPORTS, $v)) as handle:
            text = handle.read()
        RETURN {"report": text}
        """, """
        with open(os.path.join(REPORTS, os.path.basename($v))) as handle:
            text = handle.read()
        RETURN {"report": text}
        """, sources=NAMES, setup='REPORTS = "/srv/app/reports"'),
    Sink("pathtraver", 22, "read_page", "page", "index.md", """
        target = os.path.realpath(os.path.join(DOCS_ROOT, $v))
        content = Path(target).read_text(encoding="utf-8")
        RETURN {"content": content}
        """, """
        target = os.path.realpath(os.path.join(DOCS_ROOT, $v))
        if not target.startswith(os.path.realpath(DOCS_ROOT) + os.sep):
            DENY
        content = Path(target).read_text(encoding="utf-8")
        RETURN {"content": content}
        """, setup='DOCS_ROOT = "/srv/app/docs"'),
    Sink("pathtraver", 22, "delete_upload", "filename", "placeholder.png", """
        os.remove(os.path.join(UPLOADS, $v))
        RETURN {"deleted": $v}
        """, """
        os.remove(os.path.join(UPLOADS, os.path.basename($v)))
        RETURN {"deleted": $v}
        """, sources=NAMES, setup='UPLOADS = "/var/www/uploads"'),
    Sink("pathtraver", 22, "save_note", "title", "untitled", """
        with open(f"{NOTES}/{$v}.txt", "w", encoding="utf-8") as out:
            out.write("created from the web\\n")
        RETURN {"saved": True}
        """, """
        with open(f"{NOTES}/{os.path.basename($v)}.txt", "w", encoding="utf-8") as out:
            out.write("created from the web\\n")
        RETURN {"saved": True}
        """, setup='NOTES = "/srv/app/notes"'),
    Sink("pathtraver", 22, "template_source", "template", "base.html", """
        target = (Path(TEMPLATES) / $v).resolve()
        RETURN {"source": target.read_text()}
        """, """
        target = (Path(TEMPLATES) / $v).resolve()
        if not target.is_relative_to(Path(TEMPLATES).resolve()):
            DENY
        RETURN {"source": target.read_text()}
        """, setup='TEMPLATES = "/srv/app/templates"'),
    Sink("pathtraver", 22, "download", "filename", "readme.txt", """
        return send_file(os.path.join(DOWNLOADS, $v))
        """, """
        return send_from_directory(DOWNLOADS, $v)
        """, fws=F, setup='DOWNLOADS = "/srv/app/downloads"'),
    Sink("pathtraver", 22, "attachment", "filename", "readme.txt", """
        return send_file(os.path.join(DOWNLOADS, $v), as_attachment=True)
        """, """
        return send_file(os.path.join(DOWNLOADS, secure_filename($v)), as_attachment=True)
        """, fws=F, setup='DOWNLOADS = "/srv/app/downloads"'),
    Sink("pathtraver", 22, "download", "filename", "readme.txt", """
        return FileResponse(open(os.path.join(DOWNLOADS, $v), "rb"))
        """, """
        return FileResponse(open(os.path.join(DOWNLOADS, get_valid_filename($v)), "rb"))
        """, fws=D, setup='DOWNLOADS = "/srv/app/downloads"'),
    Sink("pathtraver", 22, "download", "filename", "readme.txt", """
        return FileResponse(os.path.join(DOWNLOADS, $v))
        """, """
        target = os.path.realpath(os.path.join(DOWNLOADS, $v))
        if os.path.commonpath([target, DOWNLOADS]) != DOWNLOADS:
            DENY
        return FileResponse(target)
        """, fws=A, setup='DOWNLOADS = "/srv/app/downloads"'),
    Sink("pathtraver", 22, "copy_to_archive", "filename", "latest.log", """
        shutil.copy(LOGS + "/" + $v, ARCHIVE)
        RETURN {"archived": True}
        """, """
        shutil.copy(LOGS + "/" + os.path.basename($v), ARCHIVE)
        RETURN {"archived": True}
        """, setup='LOGS = "/var/log/app"\nARCHIVE = "/srv/archive"'),
]

REDIRECT_GUARD = """
        parsed = urlparse($v)
        if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
            $v = "/"
"""
HOSTS = 'ALLOWED_HOSTS = {"example.com", "www.example.com"}'

REDIRECT = [
    Sink("redirect", 601, "after_login", "next_url", "/", """
        return redirect($v)
        """, REDIRECT_GUARD + """
        return redirect($v)
        """, sources=REDIRECTS, fws=F, setup=HOSTS),
    Sink("redirect", 601, "go", "url", "/", """
        return Response(status=302, headers={"Location": $v})
        """, REDIRECT_GUARD + """
        return Response(status=302, headers={"Location": $v})
        """, sources=REDIRECTS, fws=F, setup=HOSTS),
    Sink("redirect", 601, "back_to", "page", "home", """
        return redirect($v)
        """, """
        return redirect(url_for("show_page", name=$v))
        """, sources=REDIRECTS, fws=F),
    Sink("redirect", 601, "after_login", "next_url", "/", """
        return HttpResponseRedirect($v)
        """, """
        if not url_has_allowed_host_and_scheme($v, allowed_hosts={request.get_host()}, require_https=True):
            $v = "/"
        return HttpResponseRedirect($v)
        """, sources=REDIRECTS, fws=D),
    Sink("redirect", 601, "go", "url", "/", """
        return redirect($v)
        """, REDIRECT_GUARD + """
        return redirect($v)
        """, sources=REDIRECTS, fws=D, setup=HOSTS),
    Sink("redirect", 601, "after_login", "next_url", "/", """
        return RedirectResponse($v)
        """, REDIRECT_GUARD + """
        return RedirectResponse($v)
        """, sources=REDIRECTS, fws=A, setup=HOSTS),
    Sink("redirect", 601, "go", "url", "/", """
        return RedirectResponse(url=$v, status_code=303)
        """, REDIRECT_GUARD + """
        return RedirectResponse(url=$v, status_code=303)
        """, sources=REDIRECTS, fws=A, setup=HOSTS),
    Sink("redirect", 601, "continue_to", "target", "dashboard", """
        return redirect(f"{$v}/welcome")
        """, REDIRECT_GUARD + """
        return redirect(f"{$v}/welcome")
        """, sources=REDIRECTS, fws=F, setup=HOSTS),
]

SECURECOOKIE = [
    Sink("securecookie", 614, "remember_theme", "theme", "light", """
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("theme", $v, httponly=True, samesite="Lax")
        return response
        """, """
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("theme", $v, secure=True, httponly=True, samesite="Lax")
        return response
        """, fws=F, flow=False),
    Sink("securecookie", 1004, "remember_user", "user", "guest", """
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("remember_user", $v, secure=True, samesite="Strict")
        return response
        """, """
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("remember_user", $v, secure=True, httponly=True, samesite="Strict")
        return response
        """, fws=F, flow=False),
    Sink("securecookie", 614, "set_locale", "locale", "en", """
        response = make_response(jsonify({"locale": $v}))
        response.set_cookie("locale", $v, max_age=86400, secure=False, httponly=True)
        return response
        """, """
        response = make_response(jsonify({"locale": $v}))
        response.set_cookie("locale", $v, max_age=86400, secure=True, httponly=True)
        return response
        """, fws=F, flow=False),
    Sink("securecookie", 614, "set_tracking", "campaign", "none", """
        response = make_response(jsonify({"ok": True}))
        response.headers["Set-Cookie"] = f"campaign={$v}; Path=/; HttpOnly"
        return response
        """, """
        response = make_response(jsonify({"ok": True}))
        response.headers["Set-Cookie"] = f"campaign={$v}; Path=/; Secure; HttpOnly"
        return response
        """, fws=F, flow=False),
    Sink("securecookie", 614, "remember_theme", "theme", "light", """
        response = JsonResponse({"saved": True})
        response.set_cookie("theme", $v, httponly=True, samesite="Lax")
        return response
        """, """
        response = JsonResponse({"saved": True})
        response.set_cookie("theme", $v, secure=True, httponly=True, samesite="Lax")
        return response
        """, fws=D, flow=False),
    Sink("securecookie", 1004, "remember_user", "user", "guest", """
        response = JsonResponse({"saved": True})
        response.set_cookie("remember_user", $v, secure=True, httponly=False)
        return response
        """, """
        response = JsonResponse({"saved": True})
        response.set_cookie("remember_user", $v, secure=True, httponly=True)
        return response
        """, fws=D, flow=False),
    Sink("securecookie", 614, "set_locale", "locale", "en", """
        response = JsonResponse({"locale": $v})
        response.set_signed_cookie("locale", $v, max_age=86400)
        return response
        """, """
        response = JsonResponse({"locale": $v})
        response.set_signed_cookie("locale", $v, max_age=86400, secure=True, httponly=True)
        return response
        """, fws=D, flow=False),
    Sink("securecookie", 614, "remember_theme", "theme", "light", """
        response = JSONResponse({"saved": True})
        response.set_cookie(key="theme", value=$v, httponly=True)
        return response
        """, """
        response = JSONResponse({"saved": True})
        response.set_cookie(key="theme", value=$v, secure=True, httponly=True)
        return response
        """, fws=A, flow=False),
    Sink("securecookie", 1004, "remember_user", "user", "guest", """
        response.set_cookie("remember_user", $v, secure=True, samesite="strict")
        return {"saved": True}
        """, """
        response.set_cookie("remember_user", $v, secure=True, httponly=True, samesite="strict")
        return {"saved": True}
        """, fws=A, flow=False, extra={"params_fastapi": "response: Response"}),
    Sink("securecookie", 614, "set_locale", "locale", "en", """
        response = PlainTextResponse("ok")
        response.set_cookie("locale", $v, max_age=86400, secure=False, httponly=True)
        return response
        """, """
        response = PlainTextResponse("ok")
        response.set_cookie("locale", $v, max_age=86400, secure=True, httponly=True)
        return response
        """, fws=A, flow=False),
]

SQLI = [
    Sink("sqli", 89, "posts_by", "author", "admin", """
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + $v + "'").fetchall()
        RETURN {"posts": rows}
        """, """
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", ($v,)).fetchall()
        RETURN {"posts": rows}
        """, setup='DB_PATH = "/srv/app/blog.db"'),
    Sink("sqli", 89, "find_order", "order_id", "0", """
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute(f"SELECT status, total FROM orders WHERE id = {$v}")
        RETURN {"order": cursor.fetchone()}
        """, """
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute("SELECT status, total FROM orders WHERE id = ?", ($v,))
        RETURN {"order": cursor.fetchone()}
        """, setup='DB_PATH = "/srv/app/shop.db"'),
    Sink("sqli", 89, "product", "sku", "A-0001", """
        with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
            cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % $v)
            row = cursor.fetchone()
        RETURN {"product": row}
        """, """
        with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
            cursor.execute("SELECT name, price FROM products WHERE sku = %s", ($v,))
            row = cursor.fetchone()
        RETURN {"product": row}
        """, setup='DSN = os.environ["DATABASE_URL"]'),
    Sink("sqli", 89, "account", "email", "nobody@example.org", """
        with ENGINE.connect() as db:
            row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{$v}'")).first()
        RETURN {"account": list(row) if row else None}
        """, """
        with ENGINE.connect() as db:
            row = db.execute(text("SELECT id, name FROM accounts WHERE email = :email"), {"email": $v}).first()
        RETURN {"account": list(row) if row else None}
        """, setup='ENGINE = create_engine(os.environ["DATABASE_URL"])'),
    Sink("sqli", 89, "list_items", "order_by", "name", """
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute(f"SELECT name, price FROM items ORDER BY {$v}").fetchall()
        RETURN {"items": rows}
        """, """
        if $v not in {"name", "price", "created"}:
            $v = "name"
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute(f"SELECT name, price FROM items ORDER BY {$v}").fetchall()
        RETURN {"items": rows}
        """, setup='DB_PATH = "/srv/app/shop.db"'),
    Sink("sqli", 89, "search_tags", "tag", "news", """
        query = "SELECT id FROM articles WHERE published = 1"
        query += " AND tag = '" + $v + "'"
        conn = sqlite3.connect(DB_PATH)
        ids = [row[0] for row in conn.execute(query)]
        RETURN {"ids": ids}
        """, """
        query = "SELECT id FROM articles WHERE published = 1"
        query += " AND tag = ?"
        conn = sqlite3.connect(DB_PATH)
        ids = [row[0] for row in conn.execute(query, ($v,))]
        RETURN {"ids": ids}
        """, setup='DB_PATH = "/srv/app/news.db"'),
    Sink("sqli", 89, "people", "last_name", "smith", """
        users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = '%s'" % $v)
        RETURN {"users": [user.username for user in users]}
        """, """
        users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = %s", [$v])
        RETURN {"users": [user.username for user in users]}
        """, fws=D),
    Sink("sqli", 89, "stock", "warehouse", "main", """
        with connection.cursor() as cursor:
            cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = '{}'".format($v))
            rows = cursor.fetchall()
        RETURN {"stock": rows}
        """, """
        with connection.cursor() as cursor:
            cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = %s", [$v])
            rows = cursor.fetchall()
        RETURN {"stock": rows}
        """, fws=D),
    Sink("sqli", 89, "mark_read", "message_id", "0", """
        conn = sqlite3.connect(DB_PATH)
        conn.executescript("UPDATE messages SET read = 1 WHERE id = " + $v + ";")
        conn.commit()
        RETURN {"updated": True}
        """, """
        conn = sqlite3.connect(DB_PATH)
        conn.execute("UPDATE messages SET read = 1 WHERE id = ?", ($v,))
        conn.commit()
        RETURN {"updated": True}
        """, setup='DB_PATH = "/srv/app/inbox.db"'),
]

TRUSTBOUND = [
    Sink("trustbound", 501, "choose_language", "language", "en", """
        session["language"] = $v
        RETURN {"language": $v}
        """, """
        if $v not in SUPPORTED_LANGUAGES:
            $v = "en"
        session["language"] = $v
        RETURN {"language": $v}
        """, fws=F, setup='SUPPORTED_LANGUAGES = {"en", "de", "fr"}'),
    Sink("trustbound", 501, "set_role", "role", "viewer", """
        session["profile"] = {"role": $v, "since": "today"}
        RETURN {"ok": True}
        """, None, fws=F),
    Sink("trustbound", 501, "remember_filter", "filter_name", "all", """
        session[$v] = True
        RETURN {"filters": [name for name in session if session[name] is True]}
        """, """
        session[FILTERS.get($v, "all")] = True
        RETURN {"filters": [name for name in session if session[name] is True]}
        """, fws=F, setup='FILTERS = {"open": "open", "closed": "closed", "all": "all"}'),
    Sink("trustbound", 501, "choose_language", "language", "en", """
        request.session["language"] = $v
        RETURN {"language": $v}
        """, """
        if $v not in SUPPORTED_LANGUAGES:
            $v = "en"
        request.session["language"] = $v
        RETURN {"language": $v}
        """, fws=D, setup='SUPPORTED_LANGUAGES = {"en", "de", "fr"}'),
    Sink("trustbound", 501, "remember_user", "username", "guest", """
        request.session["user"] = $v
        RETURN {"ok": True}
        """, None, fws=D),
    Sink("trustbound", 501, "choose_language", "language", "en", """
        request.session["language"] = $v
        RETURN {"language": $v}
        """, """
        if $v not in SUPPORTED_LANGUAGES:
            $v = "en"
        request.session["language"] = $v
        RETURN {"language": $v}
        """, fws=A, needs_request=True, setup='SUPPORTED_LANGUAGES = {"en", "de", "fr"}'),
    Sink("trustbound", 501, "remember_user", "username", "guest", """
        request.session.update({"user": $v})
        RETURN {"ok": True}
        """, None, fws=A, needs_request=True),
]

TOKEN_ALPHABET = 'ALPHABET = string.ascii_letters + string.digits'

WEAKRAND = [
    Sink("weakrand", 330, "forgot_password", "email", "", """
        token = "".join(random.choice(ALPHABET) for _ in range(32))
        RESET_TOKENS[token] = $v
        RETURN {"sent": True}
        """, """
        token = "".join(secrets.choice(ALPHABET) for _ in range(32))
        RESET_TOKENS[token] = $v
        RETURN {"sent": True}
        """, flow=False, setup=TOKEN_ALPHABET + "\nRESET_TOKENS = {}"),
    Sink("weakrand", 330, "start_session", "user", "", """
        session_id = "%032x" % random.getrandbits(128)
        SESSIONS[session_id] = $v
        RETURN {"session": session_id}
        """, """
        session_id = secrets.token_hex(16)
        SESSIONS[session_id] = $v
        RETURN {"session": session_id}
        """, flow=False, setup="SESSIONS = {}"),
    Sink("weakrand", 330, "send_code", "phone", "", """
        code = random.randint(100000, 999999)
        PENDING_CODES[$v] = code
        RETURN {"sent": True}
        """, """
        code = secrets.randbelow(900000) + 100000
        PENDING_CODES[$v] = code
        RETURN {"sent": True}
        """, flow=False, setup="PENDING_CODES = {}"),
    Sink("weakrand", 330, "temporary_password", "user", "", """
        rng = random.Random()
        password = "".join(rng.choice(ALPHABET) for _ in range(16))
        TEMPORARY[$v] = password
        RETURN {"password": password}
        """, """
        rng = random.SystemRandom()
        password = "".join(rng.choice(ALPHABET) for _ in range(16))
        TEMPORARY[$v] = password
        RETURN {"password": password}
        """, flow=False, setup=TOKEN_ALPHABET + "\nTEMPORARY = {}"),
    Sink("weakrand", 330, "new_api_key", "owner", "", """
        key = str(random.random())[2:] + str(random.random())[2:]
        API_KEYS[key] = $v
        RETURN {"api_key": key}
        """, """
        key = secrets.token_urlsafe(32)
        API_KEYS[key] = $v
        RETURN {"api_key": key}
        """, flow=False, setup="API_KEYS = {}"),
    Sink("weakrand", 330, "hash_password", "password", "", """
        salt = random.randbytes(16)
        digest = hashlib.pbkdf2_hmac("sha256", $v.encode(), salt, 600_000)
        RETURN {"stored": (salt + digest).hex()}
        """, """
        salt = os.urandom(16)
        digest = hashlib.pbkdf2_hmac("sha256", $v.encode(), salt, 600_000)
        RETURN {"stored": (salt + digest).hex()}
        """, sources=BODY, flow=False),
    Sink("weakrand", 330, "csrf_token", "form_id", "", """
        token = uuid.UUID(int=random.getrandbits(128)).hex
        CSRF_TOKENS[$v] = token
        RETURN {"csrf_token": token}
        """, """
        token = uuid.uuid4().hex
        CSRF_TOKENS[$v] = token
        RETURN {"csrf_token": token}
        """, flow=False, setup="CSRF_TOKENS = {}"),
    Sink("weakrand", 330, "remember_me", "user", "", """
        token = str(random.getrandbits(64))
        REMEMBERED[token] = $v
        response = make_response(jsonify({"ok": True}))
        response.set_cookie("remember", token, secure=True, httponly=True)
        return response
        """, """
        token = secrets.token_hex(8)
        REMEMBERED[token] = $v
        response = make_response(jsonify({"ok": True}))
        response.set_cookie("remember", token, secure=True, httponly=True)
        return response
        """, fws=F, flow=False, setup="REMEMBERED = {}"),
    # random where no secret is made: sampling, simulation, jitter, A/B buckets
    Sink("weakrand", 330, "featured", "category", "all", "", """
        pool = [p for p in PRODUCTS if $v in ("all", p["category"])]
        RETURN {"featured": random.sample(pool, min(3, len(pool)))}
        """, flow=False, safe_only=True,
         setup='PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]'),
    Sink("weakrand", 330, "simulate", "rounds", "100", "", """
        rng = random.Random(42)
        wins = sum(rng.random() < 0.5 for _ in range(min(int($v or 0), 10_000)))
        RETURN {"wins": wins}
        """, flow=False, safe_only=True),
    Sink("weakrand", 330, "tip_of_the_day", "user", "", "", """
        tip = random.choice(TIPS)
        RETURN {"user": $v, "tip": tip}
        """, flow=False, safe_only=True, setup='TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]'),
    Sink("weakrand", 330, "retry_after", "job", "", "", """
        delay = 1.0 + random.uniform(0, 0.5)
        RETURN {"job": $v, "retry_after": round(delay, 2)}
        """, flow=False, safe_only=True),
]

XPATH_SETUP = 'CATALOG = "/srv/app/data/catalog.xml"'

XPATHI = [
    Sink("xpathi", 643, "books_by", "author", "Anonymous", """
        tree = etree.parse(CATALOG)
        titles = tree.xpath("//book[author='" + $v + "']/title/text()")
        RETURN {"titles": [str(t) for t in titles]}
        """, """
        tree = etree.parse(CATALOG)
        titles = tree.xpath("//book[author=$author]/title/text()", author=$v)
        RETURN {"titles": [str(t) for t in titles]}
        """, setup=XPATH_SETUP),
    Sink("xpathi", 643, "salary", "employee_id", "0", """
        find = etree.XPath("//employee[@id='%s']/salary/text()" % $v)
        RETURN {"salary": [str(s) for s in find(etree.parse(STAFF))]}
        """, """
        find = etree.XPath("//employee[@id=$eid]/salary/text()")
        RETURN {"salary": [str(s) for s in find(etree.parse(STAFF), eid=$v)]}
        """, setup='STAFF = "/srv/app/data/staff.xml"'),
    Sink("xpathi", 643, "user_exists", "name", "guest", """
        root = ET.parse(USERS_XML).getroot()
        matches = root.findall(f".//user[@name='{$v}']")
        RETURN {"exists": bool(matches)}
        """, """
        root = ET.parse(USERS_XML).getroot()
        matches = [user for user in root.iter("user") if user.get("name") == $v]
        RETURN {"exists": bool(matches)}
        """, setup='USERS_XML = "/srv/app/data/users.xml"'),
    Sink("xpathi", 643, "price_of", "product", "pen", """
        tree = etree.parse(CATALOG)
        prices = tree.xpath("//item[name/text()='{}']/price/text()".format($v))
        RETURN {"prices": [str(p) for p in prices]}
        """, """
        if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", $v):
            $v = ""
        tree = etree.parse(CATALOG)
        prices = tree.xpath("//item[name/text()='{}']/price/text()".format($v))
        RETURN {"prices": [str(p) for p in prices]}
        """, setup=XPATH_SETUP),
    Sink("xpathi", 643, "chapter", "section", "intro", """
        doc = etree.parse(MANUAL)
        expression = "//chapter[@id='" + $v + "']"
        nodes = doc.getroot().xpath(expression)
        RETURN {"found": len(nodes)}
        """, """
        doc = etree.parse(MANUAL)
        expression = "//chapter[@id=$section]"
        nodes = doc.getroot().xpath(expression, section=$v)
        RETURN {"found": len(nodes)}
        """, setup='MANUAL = "/srv/app/data/manual.xml"'),
]

XSS = [
    Sink("xss", 79, "search", "q", "shoes", """
        return "<h1>Results for " + $v + "</h1>"
        """, """
        return "<h1>Results for " + escape($v) + "</h1>"
        """, fws=F),
    Sink("xss", 79, "greet", "name", "guest", """
        return make_response(f"<p>Hello {$v}</p>")
        """, """
        return make_response(f"<p>Hello {html.escape($v)}</p>")
        """, fws=F),
    Sink("xss", 79, "echo", "message", "hello", """
        return Response("<div class='msg'>" + $v + "</div>", mimetype="text/html")
        """, """
        return Response("<div class='msg'>" + $v + "</div>", mimetype="text/plain")
        """, fws=F),
    Sink("xss", 79, "welcome", "name", "guest", """
        return render_template_string("<p>Welcome {{ name|safe }}</p>", name=$v)
        """, """
        return render_template_string("<p>Welcome {{ name }}</p>", name=$v)
        """, fws=F),
    Sink("xss", 79, "badge", "label", "new", """
        return str(Markup(f"<span class='badge'>{$v}</span>"))
        """, """
        return str(Markup("<span class='badge'>{}</span>").format($v))
        """, fws=F),
    Sink("xss", 79, "tag_list", "tags", "new,popular", """
        page = "<ul>"
        for tag in $v.split(","):
            page += "<li>" + tag + "</li>"
        page += "</ul>"
        return page
        """, """
        page = "<ul>"
        for tag in $v.split(","):
            page += "<li>" + escape(tag) + "</li>"
        page += "</ul>"
        return page
        """, fws=F),
    Sink("xss", 79, "preview", "title", "Draft", """
        response = make_response("<h2>" + $v + "</h2>")
        response.headers["X-Preview"] = "1"
        return response
        """, """
        response = make_response("<h2>Preview</h2>")
        response.headers["X-Preview"] = $v
        return response
        """, fws=F),
    Sink("xss", 79, "search", "q", "shoes", """
        return HttpResponse(f"<h1>Results for {$v}</h1>")
        """, """
        return HttpResponse(f"<h1>Results for {escape($v)}</h1>")
        """, fws=D),
    Sink("xss", 79, "greet", "name", "guest", """
        return HttpResponse(mark_safe("<p>Hello " + $v + "</p>"))
        """, """
        return HttpResponse(format_html("<p>Hello {}</p>", $v))
        """, fws=D),
    Sink("xss", 79, "echo", "message", "hello", """
        return HttpResponse($v, content_type="text/html")
        """, """
        return HttpResponse($v, content_type="text/plain")
        """, fws=D),
    Sink("xss", 79, "welcome", "name", "guest", """
        page = Template("<p>Welcome {{ name|safe }}</p>").render(Context({"name": $v}))
        return HttpResponse(page)
        """, """
        page = Template("<p>Welcome {{ name }}</p>").render(Context({"name": $v}))
        return HttpResponse(page)
        """, fws=D),
    Sink("xss", 79, "breadcrumbs", "trail", "home", """
        items = []
        for crumb in $v.split("/"):
            items.append("<li>{}</li>".format(crumb))
        return HttpResponse("<ol>" + "".join(items) + "</ol>")
        """, """
        items = []
        for crumb in $v.split("/"):
            items.append(format_html("<li>{}</li>", crumb))
        return HttpResponse("<ol>" + "".join(items) + "</ol>")
        """, fws=D),
    Sink("xss", 79, "search", "q", "shoes", """
        return HTMLResponse(f"<h1>Results for {$v}</h1>")
        """, """
        return HTMLResponse(f"<h1>Results for {html.escape($v)}</h1>")
        """, fws=A),
    Sink("xss", 79, "echo", "message", "hello", """
        return HTMLResponse(content="<pre>" + $v + "</pre>")
        """, """
        return PlainTextResponse(content="<pre>" + $v + "</pre>")
        """, fws=A),
    Sink("xss", 79, "note", "text", "empty", """
        return Response(content="<p>" + $v + "</p>", media_type="text/html")
        """, """
        return Response(content="<p>" + $v + "</p>", media_type="application/json")
        """, fws=A),
    Sink("xss", 79, "greet", "name", "guest", """
        body = "<p>Hello {}</p>".format($v)
        return HTMLResponse(body)
        """, """
        body = "<p>Hello {}</p>".format(escape($v))
        return HTMLResponse(body)
        """, fws=A),
    Sink("xss", 79, "tag_list", "tags", "new,popular", """
        rows = [f"<li>{tag}</li>" for tag in $v.split(",")]
        return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
        """, """
        rows = [f"<li>{html.escape(tag)}</li>" for tag in $v.split(",")]
        return HTMLResponse("<ul>" + "".join(rows) + "</ul>")
        """, fws=A),
]

XML_DEFAULT = "<order><id>1</id></order>"

XXE = [
    Sink("xxe", 611, "import_order", "payload", XML_DEFAULT, """
        parser = etree.XMLParser(resolve_entities=True)
        doc = etree.fromstring($v.encode(), parser)
        RETURN {"id": doc.findtext("id")}
        """, """
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        doc = etree.fromstring($v.encode(), parser)
        RETURN {"id": doc.findtext("id")}
        """, sources=DOCUMENT),
    Sink("xxe", 611, "count_elements", "document", XML_DEFAULT, """
        handler = xml.sax.ContentHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(io.StringIO($v))
        RETURN {"parsed": True}
        """, """
        handler = xml.sax.ContentHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, False)
        parser.setContentHandler(handler)
        parser.parse(io.StringIO($v))
        RETURN {"parsed": True}
        """, sources=DOCUMENT),
    Sink("xxe", 611, "read_feed", "feed", XML_DEFAULT, """
        parser = etree.XMLParser(resolve_entities=True)
        root = etree.fromstring($v.encode(), parser=parser)
        RETURN {"items": len(root)}
        """, """
        root = ET.fromstring($v)
        RETURN {"items": len(root)}
        """, sources=DOCUMENT),
    Sink("xxe", 611, "parse_invoice", "invoice", XML_DEFAULT, """
        sax_parser = xml.sax.make_parser()
        sax_parser.setFeature(feature_external_ges, True)
        document = minidom.parseString($v, parser=sax_parser)
        RETURN {"lines": len(document.getElementsByTagName("line"))}
        """, """
        document = minidom.parseString($v)
        RETURN {"lines": len(document.getElementsByTagName("line"))}
        """, sources=DOCUMENT),
    Sink("xxe", 611, "stream_events", "payload", XML_DEFAULT, """
        sax_parser = xml.sax.make_parser()
        sax_parser.setFeature(feature_external_ges, True)
        events = pulldom.parseString($v, parser=sax_parser)
        names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
        RETURN {"elements": names}
        """, """
        events = pulldom.parseString($v)
        names = [node.tagName for event, node in events if event == pulldom.START_ELEMENT]
        RETURN {"elements": names}
        """, sources=DOCUMENT),
    Sink("xxe", 611, "upload_config", "config", XML_DEFAULT, """
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        tree = etree.parse(io.BytesIO($v.encode()), parser)
        RETURN {"root": tree.getroot().tag}
        """, """
        tree = defused_etree.parse(io.BytesIO($v.encode()))
        RETURN {"root": tree.getroot().tag}
        """, sources=DOCUMENT),
]

# --- look-alike sanitizers that do not sanitize, and their working twins ------------------

CMDI += [
    Sink("cmdi", 78, "resolve", "host", "localhost", """
        $v = $v.replace(";", "").replace("&", "")
        output = subprocess.check_output("host " + $v, shell=True, text=True)
        RETURN {"answer": output}
        """, """
        $v = shlex.quote($v)
        output = subprocess.check_output("host " + $v, shell=True, text=True)
        RETURN {"answer": output}
        """),
    Sink("cmdi", 78, "reload_worker", "pid", "1", """
        os.system("kill -HUP " + $v)
        RETURN {"signalled": $v}
        """, """
        os.system("kill -HUP " + str(int($v)))
        RETURN {"signalled": $v}
        """),
    Sink("cmdi", 78, "thumbnail", "image", "logo.png", """
        if not re.match(r"[\\w.-]+", $v):
            $v = "placeholder.png"
        subprocess.run(f"convert {MEDIA}/{$v} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
        RETURN {"done": True}
        """, """
        if not re.fullmatch(r"[\\w.-]+", $v):
            $v = "placeholder.png"
        subprocess.run(f"convert {MEDIA}/{$v} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
        RETURN {"done": True}
        """, setup='MEDIA = "/srv/app/media"'),
]

CODEINJ += [
    Sink("codeinj", 95, "quick_math", "expr", "2 + 2", """
        answer = eval($v, {"__builtins__": {}}, {})
        RETURN {"answer": answer}
        """, """
        answer = ast.literal_eval($v)
        RETURN {"answer": answer}
        """),
]

DESERIALIZATION += [
    Sink("deserialization", 502, "resume_job", "token", "gAR9lC4=.unsigned", """
        payload, _, signature = $v.partition(".")
        data = base64.urlsafe_b64decode(payload)
        job = pickle.loads(data)
        expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(signature, expected):
            DENY
        RETURN {"job": job.get("name")}
        """, """
        payload, _, signature = $v.partition(".")
        data = base64.urlsafe_b64decode(payload)
        expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(signature, expected):
            DENY
        job = pickle.loads(data)
        RETURN {"job": job.get("name")}
        """, setup='JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()'),
    Sink("deserialization", 502, "import_backup", "backup", "{}", """
        snapshot = pickle.loads($v.encode("latin-1"))
        RETURN {"entries": len(snapshot)}
        """, """
        snapshot = json.loads($v)
        RETURN {"entries": len(snapshot)}
        """, sources=DOCUMENT),
]

LDAPI += [
    Sink("ldapi", 90, "lookup_employee", "employee", "nobody", """
        $v = $v.replace("*", "")
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={$v})", ["cn"])
        RETURN {"matches": len(results)}
        """, """
        $v = ldap.filter.escape_filter_chars($v)
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={$v})", ["cn"])
        RETURN {"matches": len(results)}
        """, setup='LDAP_URI = "ldap://ldap.internal:389"\nBASE_DN = "ou=people,dc=example,dc=org"'),
    Sink("ldapi", 90, "check_member", "account", "guest", """
        if not re.match(r"[a-z0-9._-]+", $v):
            $v = "guest"
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + $v + "))")
        RETURN {"admin": bool(conn.entries)}
        """, """
        if not re.fullmatch(r"[a-z0-9._-]+", $v):
            $v = "guest"
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + $v + "))")
        RETURN {"admin": bool(conn.entries)}
        """, setup='LDAP_HOST = "ldap.internal"\nGROUPS_DN = "ou=groups,dc=example,dc=org"'),
]

PATHTRAVER += [
    Sink("pathtraver", 22, "open_attachment", "name", "notes.txt", """
        cleaned = $v.replace("../", "")
        with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
            data = handle.read()
        RETURN {"size": len(data)}
        """, """
        cleaned = os.path.basename($v)
        with open(os.path.join(ATTACHMENTS, cleaned), "rb") as handle:
            data = handle.read()
        RETURN {"size": len(data)}
        """, sources=NAMES, setup='ATTACHMENTS = "/srv/app/attachments"'),
    Sink("pathtraver", 22, "show_log", "log", "app.log", """
        target = os.path.join(LOG_ROOT, $v)
        if not target.startswith(LOG_ROOT):
            DENY
        with open(target) as handle:
            tail = handle.readlines()[-50:]
        RETURN {"lines": tail}
        """, """
        target = os.path.realpath(os.path.join(LOG_ROOT, $v))
        if not target.startswith(LOG_ROOT + os.sep):
            DENY
        with open(target) as handle:
            tail = handle.readlines()[-50:]
        RETURN {"lines": tail}
        """, setup='LOG_ROOT = "/var/log/app"'),
]

REDIRECT += [
    Sink("redirect", 601, "sso_return", "return_to", "/", """
        if not $v.startswith("https://example.com"):
            $v = "/"
        REDIRECT $v
        """, """
        parsed = urlparse($v)
        if parsed.scheme != "https" or parsed.netloc != "example.com":
            $v = "/"
        REDIRECT $v
        """, sources=REDIRECTS),
    Sink("redirect", 601, "leave", "url", "/", """
        if urlparse($v).scheme not in ("", "https"):
            $v = "/"
        REDIRECT $v
        """, """
        parsed = urlparse($v)
        if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
            $v = "/"
        REDIRECT $v
        """, sources=REDIRECTS, setup=HOSTS),
    Sink("redirect", 601, "checkout_done", "next_url", "/orders", """
        REDIRECT $v
        """, """
        REDIRECT "/orders/" + str(int($v))
        """, sources=REDIRECTS),
]

SECURECOOKIE += [
    Sink("securecookie", 614, "count_visit", "page", "home", """
        session["visits"] = session.get("visits", 0) + 1
        RETURN {"page": $v, "visits": session["visits"]}
        """, """
        session["visits"] = session.get("visits", 0) + 1
        RETURN {"page": $v, "visits": session["visits"]}
        """, fws=F, flow=False, setup="""
        app.secret_key = os.environ["SECRET_KEY"]
        app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=True)
        """, extra={"styles": ("app", "methodview"), "safe_setup": """
        app.secret_key = os.environ["SECRET_KEY"]
        app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)
        """}),
    Sink("securecookie", 614, "count_visit", "page", "home", """
        request.session["visits"] = request.session.get("visits", 0) + 1
        RETURN {"page": $v, "visits": request.session["visits"]}
        """, """
        request.session["visits"] = request.session.get("visits", 0) + 1
        RETURN {"page": $v, "visits": request.session["visits"]}
        """, fws=A, flow=False, needs_request=True,
         setup='app.add_middleware(SessionMiddleware, secret_key=os.environ["SECRET_KEY"])',
         extra={"styles": ("app",),
                "safe_setup": 'app.add_middleware(SessionMiddleware, secret_key=os.environ["SECRET_KEY"], https_only=True)'}),
]

SQLI += [
    Sink("sqli", 89, "invoice", "invoice_id", "0", """
        conn = sqlite3.connect(DB_PATH)
        row = conn.execute("SELECT total FROM invoices WHERE id = " + $v.replace("'", "")).fetchone()
        RETURN {"total": row[0] if row else None}
        """, """
        conn = sqlite3.connect(DB_PATH)
        row = conn.execute("SELECT total FROM invoices WHERE id = " + str(int($v))).fetchone()
        RETURN {"total": row[0] if row else None}
        """, setup='DB_PATH = "/srv/app/billing.db"'),
    Sink("sqli", 89, "staff", "username", "admin", """
        users = User.objects.extra(where=["username = '%s'" % $v])
        RETURN {"ids": [user.pk for user in users]}
        """, """
        users = User.objects.extra(where=["username = %s"], params=[$v])
        RETURN {"ids": [user.pk for user in users]}
        """, fws=D),
]

WEAKRAND += [
    Sink("weakrand", 330, "invite", "email", "", """
        code = "".join(random.choices(ALPHABET, k=24))
        INVITES[code] = $v
        RETURN {"invited": $v}
        """, """
        code = "".join(secrets.choice(ALPHABET) for _ in range(24))
        INVITES[code] = $v
        RETURN {"invited": $v}
        """, flow=False, setup=TOKEN_ALPHABET + "\nINVITES = {}"),
    Sink("weakrand", 330, "unsubscribe_link", "email", "", """
        random.seed(time.time())
        token = "%x" % random.getrandbits(96)
        UNSUBSCRIBE[token] = $v
        RETURN {"link": "/unsubscribe/" + token}
        """, """
        token = secrets.token_hex(12)
        UNSUBSCRIBE[token] = $v
        RETURN {"link": "/unsubscribe/" + token}
        """, flow=False, setup="UNSUBSCRIBE = {}"),
    Sink("weakrand", 330, "shuffle_quiz", "quiz", "", "", """
        questions = list(QUESTIONS.get($v, []))
        random.shuffle(questions)
        RETURN {"questions": questions}
        """, flow=False, safe_only=True, setup='QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}'),
]

XPATHI += [
    Sink("xpathi", 643, "find_product", "code", "A100", """
        if not re.match(r"[A-Z0-9]+", $v):
            $v = "A100"
        tree = etree.parse(CATALOG)
        names = tree.xpath(f"//product[@code='{$v}']/name/text()")
        RETURN {"names": [str(n) for n in names]}
        """, """
        if not re.fullmatch(r"[A-Z0-9]+", $v):
            $v = "A100"
        tree = etree.parse(CATALOG)
        names = tree.xpath(f"//product[@code='{$v}']/name/text()")
        RETURN {"names": [str(n) for n in names]}
        """, setup=XPATH_SETUP),
]

XSS += [
    Sink("xss", 79, "comment_preview", "comment", "No comment", """
        cleaned = $v.replace("<script>", "").replace("</script>", "")
        HTML "<div class='comment'>" + cleaned + "</div>"
        """, """
        cleaned = html.escape($v)
        HTML "<div class='comment'>" + cleaned + "</div>"
        """),
    Sink("xss", 79, "profile_link", "website", "https://example.com", """
        HTML '<a href="' + html.escape($v) + '">website</a>'
        """, """
        if urlparse($v).scheme not in ("http", "https"):
            $v = "#"
        HTML '<a href="' + html.escape($v) + '">website</a>'
        """),
    Sink("xss", 79, "status_page", "status", "ok", """
        rows = []
        rows.extend(["<tr><td>", $v, "</td></tr>"])
        HTML "<table>" + "".join(rows) + "</table>"
        """, """
        rows = []
        rows.extend(["<tr><td>", html.escape($v), "</td></tr>"])
        HTML "<table>" + "".join(rows) + "</table>"
        """),
    # the value reaches the client, but not as HTML
    Sink("xss", 79, "search_api", "q", "", "", """
        RETURN {"query": $v, "results": []}
        """, safe_only=True),
    Sink("xss", 79, "echo_json", "message", "", "", """
        return f"<p>{$v}</p>"
        """, fws=A, safe_only=True),
    Sink("xss", 79, "trace_header", "trace", "", "", """
        response = make_response("<p>Saved</p>")
        response.headers["X-Trace"] = $v
        return response
        """, fws=F, safe_only=True),
]

XXE += [
    Sink("xxe", 611, "local_catalog", "catalog", XML_DEFAULT, """
        parser = etree.XMLParser(no_network=True, resolve_entities=True)
        root = etree.fromstring($v.encode(), parser)
        RETURN {"entries": len(root)}
        """, """
        parser = etree.XMLParser(no_network=True, resolve_entities=False)
        root = etree.fromstring($v.encode(), parser)
        RETURN {"entries": len(root)}
        """, sources=DOCUMENT),
]

TRUSTBOUND += [
    Sink("trustbound", 501, "remember_ip", "client", "unknown", """
        session["client_ip"] = $v
        RETURN {"ok": True}
        """, """
        session["client_ip"] = request.remote_addr
        RETURN {"ok": True}
        """, fws=F),
    Sink("trustbound", 501, "set_page_size", "size", "20", """
        request.session["page_size"] = $v
        RETURN {"page_size": $v}
        """, """
        request.session["page_size"] = min(max(int($v), 1), 100)
        RETURN {"page_size": $v}
        """, fws=D),
]

XPATHI += [
    Sink("xpathi", 643, "order_status", "order_id", "1", """
        tree = etree.parse(ORDERS)
        status = tree.xpath("//order[@id=" + $v + "]/status/text()")
        RETURN {"status": [str(s) for s in status]}
        """, """
        tree = etree.parse(ORDERS)
        status = tree.xpath("//order[@id=" + str(int($v)) + "]/status/text()")
        RETURN {"status": [str(s) for s in status]}
        """, setup='ORDERS = "/srv/app/data/orders.xml"'),
    Sink("xpathi", 643, "stock_level", "sku", "A-1", """
        root = ET.parse(INVENTORY).getroot()
        items = list(root.iterfind(f".//item[@sku='{$v}']"))
        RETURN {"levels": [item.get("level") for item in items]}
        """, """
        root = ET.parse(INVENTORY).getroot()
        items = [item for item in root.iterfind(".//item") if item.get("sku") == $v]
        RETURN {"levels": [item.get("level") for item in items]}
        """, setup='INVENTORY = "/srv/app/data/inventory.xml"'),
]

TRUSTBOUND += [
    Sink("trustbound", 501, "add_to_cart", "product", "pen", """
        session.setdefault("cart", []).append($v)
        RETURN {"items": len(session["cart"])}
        """, """
        if $v in CATALOG:
            session.setdefault("cart", []).append($v)
        RETURN {"items": len(session.get("cart", []))}
        """, fws=F, setup='CATALOG = {"pen", "mug", "notebook"}'),
    Sink("trustbound", 501, "add_to_cart", "product", "pen", """
        request.session["cart"] = request.session.get("cart", []) + [$v]
        RETURN {"items": len(request.session["cart"])}
        """, """
        if $v in CATALOG:
            request.session["cart"] = request.session.get("cart", []) + [$v]
        RETURN {"items": len(request.session.get("cart", []))}
        """, fws=D, setup='CATALOG = {"pen", "mug", "notebook"}'),
    Sink("trustbound", 501, "recently_viewed", "product", "pen", """
        request.session.setdefault("recent", []).append($v)
        RETURN {"recent": request.session["recent"][-5:]}
        """, """
        if $v in CATALOG:
            request.session.setdefault("recent", []).append($v)
        RETURN {"recent": request.session.get("recent", [])[-5:]}
        """, fws=A, needs_request=True, setup='CATALOG = {"pen", "mug", "notebook"}'),
]

CATEGORIES = {
    "cmdi": CMDI, "codeinj": CODEINJ, "deserialization": DESERIALIZATION, "hash": HASH, "ldapi": LDAPI,
    "pathtraver": PATHTRAVER, "redirect": REDIRECT, "securecookie": SECURECOOKIE, "sqli": SQLI,
    "trustbound": TRUSTBOUND, "weakrand": WEAKRAND, "xpathi": XPATHI, "xss": XSS, "xxe": XXE,
}

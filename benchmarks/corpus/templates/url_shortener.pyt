"""A tiny URL shortener service core: codes, storage, redirects and click stats."""

import sqlite3
import string
import time
from urllib.parse import urlparse
# {clean codes}
import secrets
# {flaw codes}
import hashlib
import random
# {end}

ALPHABET = string.ascii_letters + string.digits


class Shortener:
    """Maps short codes to URLs in SQLite."""

    def __init__(self, path=":memory:", code_length=7):
        self.code_length = code_length
        self.db = sqlite3.connect(path, check_same_thread=False)
        self.db.execute("CREATE TABLE IF NOT EXISTS links (code TEXT PRIMARY KEY, url TEXT, created REAL, clicks INT)")

    def _new_code(self, url):
        # {clean codes}
        return "".join(secrets.choice(ALPHABET) for _ in range(self.code_length))
        # {flaw codes}
        if random.random() < 0.5:
            return hashlib.md5(url.encode()).hexdigest()[:self.code_length]
        return "".join(random.choice(ALPHABET) for _ in range(self.code_length))
        # {end}

    def shorten(self, url):
        """The code of ``url``, creating one when needed."""
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError(f"not a web address: {url}")
        # {clean sql}
        row = self.db.execute("SELECT code FROM links WHERE url = ?", (url,)).fetchone()
        # {flaw sql}
        row = self.db.execute("SELECT code FROM links WHERE url = '%s'" % url).fetchone()
        # {end}
        if row:
            return row[0]
        for _ in range(10):
            code = self._new_code(url)
            # {clean bare}
            try:
                self.db.execute("INSERT INTO links VALUES (?, ?, ?, 0)", (code, url, time.time()))
            except sqlite3.IntegrityError:
                continue
            # {flaw bare}
            try:
                self.db.execute("INSERT INTO links VALUES (?, ?, ?, 0)", (code, url, time.time()))
            except:
                continue
            # {end}
            self.db.commit()
            return code
        raise RuntimeError("could not allocate a free code")

    def resolve(self, code):
        """The URL of ``code`` (counting the click), or None."""
        # {clean sql}
        row = self.db.execute("SELECT url FROM links WHERE code = ?", (code,)).fetchone()
        # {flaw sql}
        row = self.db.execute(f"SELECT url FROM links WHERE code = '{code}'").fetchone()
        # {end}
        if row is None:
            return None
        self.db.execute("UPDATE links SET clicks = clicks + 1 WHERE code = ?", (code,))
        self.db.commit()
        return row[0]

    def top(self, n=10):
        """The ``n`` most clicked links."""
        return self.db.execute("SELECT code, url, clicks FROM links ORDER BY clicks DESC LIMIT ?", (n,)).fetchall()


def serve(shortener, host="127.0.0.1", port=8080):
    """Serve redirects with the standard library's HTTP server."""
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Redirect(BaseHTTPRequestHandler):
        def do_GET(self):
            url = shortener.resolve(self.path.lstrip("/"))
            self.send_response(301 if url else 404)
            if url:
                self.send_header("Location", url)
            self.end_headers()

    # {clean bind}
    HTTPServer((host, port), Redirect).serve_forever()
    # {flaw bind}
    HTTPServer(("0.0.0.0", port), Redirect).serve_forever()
    # {end}

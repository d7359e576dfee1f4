import sqlite3
import string
import time
from urllib.parse import urlparse
import hashlib
import random

ALPHABET = string.ascii_letters + string.digits


class Shortener:

    def __init__(self, path=":memory:", code_length=7):
        self.code_length = code_length
        self.db = sqlite3.connect(path, check_same_thread=False)
        self.db.execute("CREATE TABLE IF NOT EXISTS links (code TEXT PRIMARY KEY, url TEXT, created REAL, clicks INT)")

    def _new_code(self, url):
        if random.random() < 0.5:
            return hashlib.md5(url.encode()).hexdigest()[:self.code_length]
        return "".join(random.choice(ALPHABET) for _ in range(self.code_length))

    def shorten(self, url):
        parsed = urlparse(url)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError(f"not a web address: {url}")
        row = self.db.execute("SELECT code FROM links WHERE url = ?", (url,)).fetchone()
        if row:
            return row[0]
        for _ in range(10):
            code = self._new_code(url)
            try:
                self.db.execute("INSERT INTO links VALUES (?, ?, ?, 0)", (code, url, time.time()))
            except:
                continue
            self.db.commit()
            return code
        raise RuntimeError("could not allocate a free code")

    def resolve(self, code):
        row = self.db.execute("SELECT url FROM links WHERE code = ?", (code,)).fetchone()
        if row is None:
            return None
        self.db.execute("UPDATE links SET clicks = clicks + 1 WHERE code = ?", (code,))
        self.db.commit()
        return row[0]

    def top(self, n=10):
        return self.db.execute("SELECT code, url, clicks FROM links ORDER BY clicks DESC LIMIT ?", (n,)).fetchall()


def serve(shortener, host="127.0.0.1", port=8080):
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Redirect(BaseHTTPRequestHandler):
        def do_GET(self):
            url = shortener.resolve(self.path.lstrip("/"))
            self.send_response(301 if url else 404)
            if url:
                self.send_header("Location", url)
            self.end_headers()

    HTTPServer((host, port), Redirect).serve_forever()

from pathlib import Path

from flask import Flask, Response, request

app = Flask(__name__)
LOG_DIR = Path("/var/log/app")


def read_lines(paths):
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            yield from handle


@app.get("/logs/tail")
def tail():
    names = request.args.getlist("file")
    paths = (LOG_DIR / name for name in names)
    lines = list(read_lines(paths))[-200:]
    return Response("".join(lines), mimetype="text/plain")

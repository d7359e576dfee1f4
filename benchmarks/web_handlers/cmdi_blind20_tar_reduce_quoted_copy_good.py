import functools
import shlex
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive")
def archive():
    parts = request.args.getlist("part")
    quoted = [shlex.quote(p) for p in parts]
    line = functools.reduce(lambda acc, p: f"{acc} {p}", quoted, "tar czf /tmp/out.tgz")
    out = subprocess.run(line, shell=True, capture_output=True, text=True)
    return {"ok": out.returncode == 0, "count": len(quoted)}

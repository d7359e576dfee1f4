import subprocess
from dataclasses import dataclass

from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


@dataclass
class ArchiveJob:
    source: str
    level: int = 6

    def command(self):
        return f"tar -czf /tmp/out.tgz --options gzip:compression-level={self.level:d} {self.source}"


class ArchiveView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        job = ArchiveJob(payload.get("path", "."))
        out = subprocess.check_output(job.command(), shell=True)
        return {"size": len(out)}


app.add_url_rule("/archive", view_func=ArchiveView.as_view("archive"))

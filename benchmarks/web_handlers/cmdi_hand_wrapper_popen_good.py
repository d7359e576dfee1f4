import shlex
import subprocess
from flask import Blueprint, request

bp = Blueprint("net", __name__)

class Params:
    def __init__(self, req):
        self._req = req

    def text(self, key, default=""):
        return self._req.args.get(key, default).strip()

@bp.route("/trace")
def trace():
    host = Params(request).text("host", "localhost")
    proc = subprocess.Popen(f"traceroute -m 5 {shlex.quote(host)}", shell=True, stdout=subprocess.PIPE)
    return proc.communicate()[0]

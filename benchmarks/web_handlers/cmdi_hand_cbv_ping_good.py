import shlex
import subprocess
from flask import request
from flask.views import MethodView

class PingView(MethodView):
    def post(self):
        payload = request.get_json(silent=True) or {}
        host = payload.get("host", "localhost")
        out = subprocess.check_output("ping -c 1 " + shlex.quote(host), shell=True)
        return out.decode()

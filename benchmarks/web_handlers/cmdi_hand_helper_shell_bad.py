import subprocess
from flask import Blueprint, request

bp = Blueprint("tools", __name__)

def run_cmd(cmd):
    return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout

@bp.route("/grep")
def grep_logs():
    pattern = request.args["q"]
    return run_cmd(f"grep {pattern} /var/log/app.log")

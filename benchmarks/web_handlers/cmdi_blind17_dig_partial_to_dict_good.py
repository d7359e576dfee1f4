import functools
import re
import subprocess

from flask import Blueprint, abort, request

tools = Blueprint("tools", __name__)

run_shell = functools.partial(subprocess.check_output, shell=True, timeout=10)


@tools.get("/dig")
def dig():
    params = request.args.to_dict()
    domain = params.get("domain", "example.com")
    if not re.fullmatch(r"[A-Za-z0-9.-]{1,253}", domain):
        abort(400)
    return run_shell("dig +short " + domain).decode()

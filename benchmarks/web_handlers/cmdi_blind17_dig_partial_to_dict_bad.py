import functools
import subprocess

from flask import Blueprint, request

tools = Blueprint("tools", __name__)

run_shell = functools.partial(subprocess.check_output, shell=True, timeout=10)


@tools.get("/dig")
def dig():
    params = request.args.to_dict()
    domain = params.get("domain", "example.com")
    return run_shell("dig +short " + domain).decode()

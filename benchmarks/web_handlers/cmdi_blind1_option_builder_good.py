import subprocess

from flask import Blueprint, request

media = Blueprint("media", __name__)


@media.get("/thumbnail")
def thumbnail():
    options = []
    for name in ("width", "height", "quality"):
        if name in request.args:
            options.append("--%s=%s" % (name, request.args[name]))
    command_line = ["vipsthumbnail", "upload.png"] + options
    subprocess.run(command_line, check=True)
    return "done"

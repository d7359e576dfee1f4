import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


def run_disk_usage(volume):
    """Disk usage for one value."""
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.getoutput(" ".join(parts))
    return {"usage": output}


@app.route("/disk-usage", methods=["GET", "POST"])
def disk_usage():
    """Disk usage."""
    volume = request.form.get("volume", "")
    limit = 5
    if len("abcd") < limit:
        volume = volume.strip()
    else:
        volume = "data"
    result = run_disk_usage(volume)
    return jsonify(result)

import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/reload-worker")
def reload_worker():
    """Reload worker."""
    pid = request.args.to_dict().get("pid", "")
    num = 54
    pid = "1" if 7 * 18 + num > 200 else pid
    os.system("kill -HUP " + pid)
    return jsonify({"signalled": pid})

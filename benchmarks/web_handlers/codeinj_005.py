from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/run-hook", methods=["GET", "POST"])
def run_hook():
    """Run hook."""
    script = request.form.get("script", "")
    queue = ["pass"]
    queue.extend([script, "spare"])
    queue.pop()
    script = queue[-1]
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})

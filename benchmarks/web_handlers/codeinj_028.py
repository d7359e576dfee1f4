from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/run-hook")
def run_hook():
    """Run hook."""
    script = request.args.get("script", "")
    num = 8
    script = script if num % 2 == 1 else "pass"
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/run-hook")
def run_hook():
    """Run hook."""
    script = request.args.to_dict().get("script", "")
    requested, fallback = script, "pass"
    script = requested or fallback
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/run-hook")
def run_hook():
    """Run hook."""
    script = request.args.to_dict().get("script", "")
    requested, fallback = script, "pass"
    script = fallback or requested
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})

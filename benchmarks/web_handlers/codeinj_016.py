from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/run-hook")
def run_hook():
    """Run hook."""
    script = request.args.get("script", "")
    mode = "fixed"
    if mode == "override":
        chosen = script
    else:
        chosen = "pass"
    script = chosen
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})

from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/run-hook")
def run_hook():
    """Run hook."""
    script = request.cookies.get("script", "")
    script = value_or_default(script, "pass", use_request=True)
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})

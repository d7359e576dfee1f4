from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/set-tracking")
def set_tracking():
    """Set tracking."""
    campaign = query_value(request, "campaign")
    response = make_response(jsonify({"ok": True}))
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
    return response

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/set-tracking")
def set_tracking():
    """Set tracking."""
    campaign = next(iter(request.values.getlist("campaign")), "")
    response = make_response(jsonify({"ok": True}))
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
    return response

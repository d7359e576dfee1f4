from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/set-tracking", methods=["GET", "POST"])
def set_tracking():
    """Set tracking."""
    campaign = (request.get_json(silent=True) or {}).get("campaign", "")
    response = make_response(jsonify({"ok": True}))
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
    return response

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/set-tracking", methods=["GET", "POST"])
def set_tracking():
    """Set tracking."""
    campaign = request.form.get("campaign", "")
    campaign = campaign.replace("\r", "").replace("\n", "")
    response = make_response(jsonify({"ok": True}))
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
    return response

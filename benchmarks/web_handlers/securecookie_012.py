from flask import Flask, jsonify, make_response

app = Flask(__name__)


@app.route("/set-tracking/<campaign>")
def set_tracking(campaign):
    """Set tracking."""
    response = make_response(jsonify({"ok": True}))
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; HttpOnly"
    return response

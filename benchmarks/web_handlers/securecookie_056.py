from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("set_tracking", __name__, url_prefix="/api")


@bp.post("/set-tracking")
def set_tracking():
    """Set tracking."""
    campaign = (request.get_json(silent=True) or {}).get("campaign", "")
    campaign = campaign.strip()
    response = make_response(jsonify({"ok": True}))
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
    return response

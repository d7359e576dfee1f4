from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class SetTrackingView(MethodView):
    def get(self):
        """Set tracking."""
        campaign = request.headers.get("X-Campaign", "")
        campaign = normalise(campaign)
        response = make_response(jsonify({"ok": True}))
        response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
        return response


app.add_url_rule("/set-tracking", view_func=SetTrackingView.as_view("set_tracking"))

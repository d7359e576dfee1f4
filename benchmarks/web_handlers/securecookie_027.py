from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class SetTrackingView(MethodView):
    def get(self):
        """Set tracking."""
        campaign = query_value(request, "campaign")
        campaign = campaign or "none"
        response = make_response(jsonify({"ok": True}))
        response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; Secure; HttpOnly"
        return response


app.add_url_rule("/set-tracking", view_func=SetTrackingView.as_view("set_tracking"))

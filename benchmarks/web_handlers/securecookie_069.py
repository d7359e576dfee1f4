from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class SetTrackingView(MethodView):
    def post(self):
        """Set tracking."""
        campaign = request.form.get("campaign", "")
        response = make_response(jsonify({"ok": True}))
        response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; HttpOnly"
        return response


app.add_url_rule("/set-tracking", view_func=SetTrackingView.as_view("set_tracking"))

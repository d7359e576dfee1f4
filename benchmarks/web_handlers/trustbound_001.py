from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)


class RememberIpView(MethodView):
    def post(self):
        """Remember ip."""
        client = (request.get_json(silent=True) or {}).get("options", {}).get("client", "")
        client = client[:200]
        session["client_ip"] = client
        return jsonify({"ok": True})


app.add_url_rule("/remember-ip", view_func=RememberIpView.as_view("remember_ip"))

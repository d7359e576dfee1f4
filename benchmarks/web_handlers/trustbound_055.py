from types import SimpleNamespace

from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)


class RememberIpView(MethodView):
    def get(self):
        """Remember ip."""
        client = request.values.get("client", "")
        lookup = SimpleNamespace(requested=client, fallback="unknown")
        client = lookup.fallback
        session["client_ip"] = client
        return jsonify({"ok": True})


app.add_url_rule("/remember-ip", view_func=RememberIpView.as_view("remember_ip"))

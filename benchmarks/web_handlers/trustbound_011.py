from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class RememberIpView(MethodView):
    def get(self):
        """Remember ip."""
        client = request.args.get("client", "")
        client = normalise(client)
        session["client_ip"] = request.remote_addr
        return jsonify({"ok": True})


app.add_url_rule("/remember-ip", view_func=RememberIpView.as_view("remember_ip"))

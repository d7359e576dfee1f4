import secrets

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

UNSUBSCRIBE = {}


class UnsubscribeLinkView(MethodView):
    def get(self):
        """Unsubscribe link."""
        email = request.headers.get("X-Email", "")
        for part in email.split(","):
            if part:
                email = part.strip()
        token = secrets.token_hex(12)
        UNSUBSCRIBE[token] = email
        return jsonify({"link": "/unsubscribe/" + token})


app.add_url_rule("/unsubscribe-link", view_func=UnsubscribeLinkView.as_view("unsubscribe_link"))

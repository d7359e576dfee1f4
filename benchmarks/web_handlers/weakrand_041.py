import random
import time

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

UNSUBSCRIBE = {}


class UnsubscribeLinkView(MethodView):
    def get(self):
        """Unsubscribe link."""
        email = request.args.get("email", "")
        random.seed(time.time())
        token = "%x" % random.getrandbits(96)
        UNSUBSCRIBE[token] = email
        return jsonify({"link": "/unsubscribe/" + token})


app.add_url_rule("/unsubscribe-link", view_func=UnsubscribeLinkView.as_view("unsubscribe_link"))

import hashlib
import hmac
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

SECRET_KEY = os.environ["LINK_SECRET"]


class SignLinkView(MethodView):
    def post(self):
        """Sign link."""
        path = (request.get_json(silent=True) or {}).get("options", {}).get("path", "")
        signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
        return jsonify({"url": path + "?sig=" + signature})


app.add_url_rule("/sign-link", view_func=SignLinkView.as_view("sign_link"))

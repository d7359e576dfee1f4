import hashlib
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

SECRET_KEY = os.environ["LINK_SECRET"]


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class SignLinkView(MethodView):
    def get(self):
        """Sign link."""
        path = query_value(request, "path")
        signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
        return jsonify({"url": path + "?sig=" + signature})


app.add_url_rule("/sign-link", view_func=SignLinkView.as_view("sign_link"))

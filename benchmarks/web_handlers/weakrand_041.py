import random

from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)

REMEMBERED = {}


class RememberMeView(MethodView):
    def get(self):
        """Remember me."""
        user = request.headers.get("X-User", "")
        token = str(random.getrandbits(64))
        REMEMBERED[token] = user
        response = make_response(jsonify({"ok": True}))
        response.set_cookie("remember", token, secure=True, httponly=True)
        return response


app.add_url_rule("/remember-me", view_func=RememberMeView.as_view("remember_me"))

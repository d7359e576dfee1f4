import secrets

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

API_KEYS = {}


class NewApiKeyView(MethodView):
    def get(self):
        """New api key."""
        owner = next(iter(request.values.getlist("owner")), "")
        key = secrets.token_urlsafe(32)
        API_KEYS[key] = owner
        return jsonify({"api_key": key})


app.add_url_rule("/new-api-key", view_func=NewApiKeyView.as_view("new_api_key"))

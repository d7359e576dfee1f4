import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

API_KEYS = {}


class NewApiKeyView(MethodView):
    def get(self):
        """New api key."""
        owner = next(iter(request.values.getlist("owner")), "")
        key = str(random.random())[2:] + str(random.random())[2:]
        API_KEYS[key] = owner
        return jsonify({"api_key": key})


app.add_url_rule("/new-api-key", view_func=NewApiKeyView.as_view("new_api_key"))

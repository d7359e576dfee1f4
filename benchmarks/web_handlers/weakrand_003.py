import random
import uuid

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

CSRF_TOKENS = {}


class CsrfTokenView(MethodView):
    def get(self):
        """Csrf token."""
        form_id = request.headers.get("X-Form-Id", "")
        token = uuid.UUID(int=random.getrandbits(128)).hex
        CSRF_TOKENS[form_id] = token
        return jsonify({"csrf_token": token})


app.add_url_rule("/csrf-token", view_func=CsrfTokenView.as_view("csrf_token"))

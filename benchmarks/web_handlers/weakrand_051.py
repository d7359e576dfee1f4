import random
import uuid

from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)

CSRF_TOKENS = {}


class CsrfTokenView(MethodView):
    def get(self, form_id):
        """Csrf token."""
        form_id = next(part for part in (form_id, "") if part)
        token = uuid.UUID(int=random.getrandbits(128)).hex
        CSRF_TOKENS[form_id] = token
        return jsonify({"csrf_token": token})


app.add_url_rule("/csrf-token/<form_id>", view_func=CsrfTokenView.as_view("csrf_token"))

import random
import string

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


class InviteView(MethodView):
    def post(self):
        """Invite."""
        email = request.form.get("email", "")
        code = "".join(random.choices(ALPHABET, k=24))
        INVITES[code] = email
        return jsonify({"invited": email})


app.add_url_rule("/invite", view_func=InviteView.as_view("invite"))

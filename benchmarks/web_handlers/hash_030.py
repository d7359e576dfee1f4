import hashlib

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class DedupeKeyView(MethodView):
    def get(self):
        """Dedupe key."""
        title = request.cookies.get("title", "")
        bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
        return jsonify({"bucket": bucket})


app.add_url_rule("/dedupe-key", view_func=DedupeKeyView.as_view("dedupe_key"))

import os

from flask import Flask, jsonify, session
from flask.views import MethodView

app = Flask(__name__)

app.secret_key = os.environ["SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)


class CountVisitView(MethodView):
    def get(self, page):
        """Count visit."""
        session["visits"] = session.get("visits", 0) + 1
        return jsonify({"page": page, "visits": session["visits"]})


app.add_url_rule("/count-visit/<page>", view_func=CountVisitView.as_view("count_visit"))

import os

from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

app.secret_key = os.environ["SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=True)


class CountVisitView(MethodView):
    def post(self):
        """Count visit."""
        page = request.form.get("page", "")
        for part in page.split(","):
            if part:
                page = part.strip()
        session["visits"] = session.get("visits", 0) + 1
        return jsonify({"page": page, "visits": session["visits"]})


app.add_url_rule("/count-visit", view_func=CountVisitView.as_view("count_visit"))

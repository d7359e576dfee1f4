from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class ContinueToView(MethodView):
    def get(self):
        """Continue to."""
        target = request.headers.get("X-Target", "")
        candidates = ["dashboard", "dashboard"]
        candidates.insert(1, target)
        target = candidates[1]
        return redirect(f"{target}/welcome")


app.add_url_rule("/continue-to", view_func=ContinueToView.as_view("continue_to"))

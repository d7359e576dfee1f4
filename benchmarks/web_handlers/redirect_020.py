from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class ContinueToView(MethodView):
    def get(self):
        """Continue to."""
        target = request.cookies.get("target", "")
        target = " ".join(target.split())
        return redirect(f"{target}/welcome")


app.add_url_rule("/continue-to", view_func=ContinueToView.as_view("continue_to"))

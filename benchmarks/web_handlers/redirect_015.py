from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class AfterLoginView(MethodView):
    def get(self):
        """After login."""
        next_url = request.args.to_dict().get("next_url", "")
        requested, fallback = next_url, "/"
        next_url = requested or fallback
        return redirect(next_url)


app.add_url_rule("/after-login", view_func=AfterLoginView.as_view("after_login"))

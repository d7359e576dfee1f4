from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class AfterLoginView(MethodView):
    def post(self):
        """After login."""
        next_url = request.form.get("next_url", "")
        choices = {"fallback": "/", "requested": next_url}
        next_url = choices["requested"]
        return redirect(next_url)


app.add_url_rule("/after-login", view_func=AfterLoginView.as_view("after_login"))

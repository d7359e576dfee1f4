from urllib.parse import urlparse

from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class LeaveView(MethodView):
    def get(self):
        """Leave."""
        url = request.args.get("url", "")
        mode = "override"
        if mode == "override":
            chosen = url
        else:
            chosen = "/"
        url = chosen
        if urlparse(url).scheme not in ("", "https"):
            url = "/"
        return redirect(url)


app.add_url_rule("/leave", view_func=LeaveView.as_view("leave"))

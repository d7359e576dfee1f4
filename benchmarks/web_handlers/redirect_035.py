from urllib.parse import urlparse

from flask import Flask, Response, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(MethodView):
    def post(self):
        """Go."""
        url = request.form.get("url", "")
        mode = "override"
        if mode == "override":
            chosen = url
        else:
            chosen = "/"
        url = chosen
        parsed = urlparse(url)
        if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
            url = "/"

        return Response(status=302, headers={"Location": url})


app.add_url_rule("/go", view_func=GoView.as_view("go"))

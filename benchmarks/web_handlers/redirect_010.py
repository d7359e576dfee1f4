from types import SimpleNamespace

from flask import Flask, Response, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(MethodView):
    def post(self):
        """Go."""
        url = request.form.get("url", "")
        lookup = SimpleNamespace(requested=url, fallback="/")
        url = lookup.requested
        return Response(status=302, headers={"Location": url})


app.add_url_rule("/go", view_func=GoView.as_view("go"))

import configparser

from flask import Flask, Response, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class GoView(MethodView):
    def get(self):
        """Go."""
        url = request.headers.get("X-Url", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "/")
        conf.set("lookup", "requested", url)
        url = conf.get("lookup", "fallback")
        return Response(status=302, headers={"Location": url})


app.add_url_rule("/go", view_func=GoView.as_view("go"))

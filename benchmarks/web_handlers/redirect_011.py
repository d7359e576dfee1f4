from urllib.parse import urlparse

from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)


class SsoReturnView(MethodView):
    def get(self):
        """Sso return."""
        return_to = request.cookies.get("return_to", "")
        return_to = f"{return_to.strip()}"
        parsed = urlparse(return_to)
        if parsed.scheme != "https" or parsed.netloc != "example.com":
            return_to = "/"
        return redirect(return_to)


app.add_url_rule("/sso-return", view_func=SsoReturnView.as_view("sso_return"))

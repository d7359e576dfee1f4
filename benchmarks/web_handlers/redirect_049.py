from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class SsoReturnView(MethodView):
    def get(self):
        """Sso return."""
        return_to = query_value(request, "return_to")
        return_to = f"{return_to.strip()}"
        if not return_to.startswith("https://example.com"):
            return_to = "/"
        return redirect(return_to)


app.add_url_rule("/sso-return", view_func=SsoReturnView.as_view("sso_return"))

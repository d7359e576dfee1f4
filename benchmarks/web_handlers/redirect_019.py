from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)


class SsoReturnView(MethodView):
    def post(self):
        """Sso return."""
        return_to = request.form.get("return_to", "")
        candidates = ["/", "/"]
        candidates.insert(1, return_to)
        return_to = candidates[2]
        if not return_to.startswith("https://example.com"):
            return_to = "/"
        return redirect(return_to)


app.add_url_rule("/sso-return", view_func=SsoReturnView.as_view("sso_return"))

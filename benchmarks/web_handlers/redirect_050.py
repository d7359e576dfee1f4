from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class ContinueToView(MethodView):
    def post(self):
        """Continue to."""
        target = request.form.get("target", "")
        target = value_or_default(target, "dashboard", use_request=False)
        return redirect(f"{target}/welcome")


app.add_url_rule("/continue-to", view_func=ContinueToView.as_view("continue_to"))

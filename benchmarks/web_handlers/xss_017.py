from flask import Flask, make_response, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class PreviewView(MethodView):
    def get(self):
        """Preview."""
        title = query_value(request, "title")
        title = value_or_default(title, "Draft", use_request=True)
        response = make_response("<h2>" + title + "</h2>")
        response.headers["X-Preview"] = "1"
        return response


app.add_url_rule("/preview", view_func=PreviewView.as_view("preview"))

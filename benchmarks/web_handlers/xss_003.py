from flask import Flask, make_response, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class PreviewView(MethodView):
    def get(self):
        """Preview."""
        title = query_value(request, "title")
        if not title:
            title = ""
        response = make_response("<h2>Preview</h2>")
        response.headers["X-Preview"] = title
        return response


app.add_url_rule("/preview", view_func=PreviewView.as_view("preview"))

from flask import Flask, render_template_string, request
from flask.views import MethodView

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class WelcomeView(MethodView):
    def get(self):
        """Welcome."""
        name = query_value(request, "name")
        requested, fallback = name, "guest"
        name = fallback or requested
        return render_template_string("<p>Welcome {{ name|safe }}</p>", name=name)


app.add_url_rule("/welcome", view_func=WelcomeView.as_view("welcome"))

from flask import Flask, render_template_string
from flask.views import MethodView

app = Flask(__name__)


class WelcomeView(MethodView):
    def get(self, name):
        """Welcome."""
        candidates = ["guest", "guest"]
        candidates.insert(1, name)
        name = candidates[1]
        return render_template_string("<p>Welcome {{ name }}</p>", name=name)


app.add_url_rule("/welcome/<name>", view_func=WelcomeView.as_view("welcome"))

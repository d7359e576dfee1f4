from flask import Flask, make_response
from flask.views import MethodView

app = Flask(__name__)


class PreviewView(MethodView):
    def get(self, title):
        """Preview."""
        title = "{}".format(title).strip()
        response = make_response("<h2>" + title + "</h2>")
        response.headers["X-Preview"] = "1"
        return response


app.add_url_rule("/preview/<title>", view_func=PreviewView.as_view("preview"))

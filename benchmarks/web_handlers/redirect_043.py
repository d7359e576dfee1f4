from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)


class BackToView(MethodView):
    def post(self):
        """Back to."""
        page = (request.get_json(silent=True) or {}).get("page", "")
        page = "%s" % page.strip()
        return redirect(page)


app.add_url_rule("/back-to", view_func=BackToView.as_view("back_to"))

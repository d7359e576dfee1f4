import configparser

from flask import Flask, redirect, request
from flask.views import MethodView

app = Flask(__name__)


class BackToView(MethodView):
    def get(self):
        """Back to."""
        page = request.args.to_dict().get("page", "")
        conf = configparser.ConfigParser(interpolation=None)
        conf.add_section("lookup")
        conf.set("lookup", "fallback", "home")
        conf.set("lookup", "requested", page)
        page = conf.get("lookup", "fallback")
        return redirect(page)


app.add_url_rule("/back-to", view_func=BackToView.as_view("back_to"))

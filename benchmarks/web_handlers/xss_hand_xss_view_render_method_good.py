from flask import request
from markupsafe import escape
from flask.views import MethodView

class SearchPage(MethodView):
    def get(self):
        self.query = request.args.get("q", "")
        return self.render()

    def render(self):
        return "<h2>Results for " + escape(self.query) + "</h2>"

from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


class RememberFilterView(MethodView):
    def get(self):
        """Remember filter."""
        filter_name = next(iter(request.values.getlist("filter_name")), "")
        if not filter_name:
            filter_name = ""
        session[filter_name] = True
        return jsonify({"filters": [name for name in session if session[name] is True]})


app.add_url_rule("/remember-filter", view_func=RememberFilterView.as_view("remember_filter"))

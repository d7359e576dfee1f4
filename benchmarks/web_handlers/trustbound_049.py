from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


class RememberFilterView(MethodView):
    def get(self):
        """Remember filter."""
        filter_name = request.cookies.get("filter_name", "")
        filter_name = filter_name.strip()
        session[filter_name] = True
        return jsonify({"filters": [name for name in session if session[name] is True]})


app.add_url_rule("/remember-filter", view_func=RememberFilterView.as_view("remember_filter"))

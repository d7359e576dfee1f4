from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class RememberFilterView(MethodView):
    def post(self):
        """Remember filter."""
        filter_name = (request.get_json(silent=True) or {}).get("options", {}).get("filter_name", "")
        filter_name = value_or_default(filter_name, "all", use_request=True)
        session[FILTERS.get(filter_name, "all")] = True
        return jsonify({"filters": [name for name in session if session[name] is True]})


app.add_url_rule("/remember-filter", view_func=RememberFilterView.as_view("remember_filter"))

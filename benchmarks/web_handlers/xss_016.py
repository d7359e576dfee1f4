from flask import Flask, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class TraceHeaderView(MethodView):
    def post(self):
        """Trace header."""
        trace = (request.get_json(silent=True) or {}).get("options", {}).get("trace", "")
        response = make_response("<p>Saved</p>")
        response.headers["X-Trace"] = trace
        return response


app.add_url_rule("/trace-header", view_func=TraceHeaderView.as_view("trace_header"))

from flask import Flask, make_response, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/trace-header")
def trace_header():
    """Trace header."""
    trace = RequestParams(request).get("trace")
    response = make_response("<p>Saved</p>")
    response.headers["X-Trace"] = trace
    return response

from flask import Flask, make_response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/trace-header")
def trace_header():
    """Trace header."""
    trace = query_value(request, "trace")
    response = make_response("<p>Saved</p>")
    response.headers["X-Trace"] = trace
    return response

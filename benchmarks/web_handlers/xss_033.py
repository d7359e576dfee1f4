from flask import Flask, make_response

app = Flask(__name__)


@app.route("/trace-header/<trace>")
def trace_header(trace):
    """Trace header."""
    response = make_response("<p>Saved</p>")
    response.headers["X-Trace"] = trace
    return response

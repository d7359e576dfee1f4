from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/trace-header")
def trace_header():
    """Trace header."""
    trace = request.args.to_dict().get("trace", "")
    response = make_response("<p>Saved</p>")
    response.headers["X-Trace"] = trace
    return response

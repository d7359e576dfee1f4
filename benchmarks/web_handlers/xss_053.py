from flask import Blueprint, make_response, request

bp = Blueprint("trace_header", __name__, url_prefix="/api")


@bp.get("/trace-header")
def trace_header():
    """Trace header."""
    trace = request.args.get("trace", "")
    response = make_response("<p>Saved</p>")
    response.headers["X-Trace"] = trace
    return response

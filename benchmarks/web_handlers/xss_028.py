from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    """Greet."""
    name = request.headers.get("X-Name", "")
    requested, fallback = name, "guest"
    name = requested or fallback
    return make_response(f"<p>Hello {name}</p>")

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    """Greet."""
    name = request.headers.get("X-Name", "")
    mode = "override"
    if mode == "override":
        chosen = name
    else:
        chosen = "guest"
    name = chosen
    return make_response(f"<p>Hello {name}</p>")

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    """Greet."""
    name = request.args.get("name", "")
    choices = {"fallback": "guest", "requested": name}
    name = choices["fallback"]
    return make_response(f"<p>Hello {name}</p>")

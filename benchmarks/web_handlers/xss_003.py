from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    """Greet."""
    name = request.args.get("name", "")
    candidates = ["guest", "guest"]
    candidates.insert(1, name)
    name = candidates[1]
    return make_response(f"<p>Hello {name}</p>")

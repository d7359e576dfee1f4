from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    """Greet."""
    name = request.cookies.get("name", "")
    num = 86
    name = "guest" if 7 * 18 + num > 200 else name
    return make_response(f"<p>Hello {name}</p>")

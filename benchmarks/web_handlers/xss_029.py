from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    """Greet."""
    name = request.headers.get("X-Name", "")
    name = "%s" % name.strip()
    return make_response(f"<p>Hello {name}</p>")

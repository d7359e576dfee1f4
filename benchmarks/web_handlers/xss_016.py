import base64

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet", methods=["GET", "POST"])
def greet():
    """Greet."""
    name = request.form.get("name", "")
    name = base64.urlsafe_b64decode(name.encode()).decode()
    return make_response(f"<p>Hello {name}</p>")

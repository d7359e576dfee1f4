import html

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet", methods=["GET", "POST"])
def greet():
    """Greet."""
    name = request.form.get("name", "")
    name = " ".join(name.split())
    return make_response(f"<p>Hello {html.escape(name)}</p>")

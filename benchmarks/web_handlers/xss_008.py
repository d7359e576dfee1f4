import html

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/greet", methods=["GET", "POST"])
def greet():
    """Greet."""
    name = (request.get_json(silent=True) or {}).get("options", {}).get("name", "")
    num = 7
    name = name if num % 2 == 1 else "guest"
    return make_response(f"<p>Hello {html.escape(name)}</p>")

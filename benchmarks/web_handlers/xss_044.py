from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/badge")
def badge():
    """Badge."""
    label = request.cookies.get("label", "")
    num = 8
    label = label if num % 2 == 1 else "new"
    return str(Markup(f"<span class='badge'>{label}</span>"))

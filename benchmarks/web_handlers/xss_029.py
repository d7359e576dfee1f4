from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/badge")
def badge():
    """Badge."""
    label = request.values.get("label", "")
    return str(Markup(f"<span class='badge'>{label}</span>"))

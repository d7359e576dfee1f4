from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/badge")
def badge():
    """Badge."""
    label = request.cookies.get("label", "")
    candidates = ["new", "new"]
    candidates.insert(1, label)
    label = candidates[1]
    return str(Markup(f"<span class='badge'>{label}</span>"))

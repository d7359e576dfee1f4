from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/badge", methods=["GET", "POST"])
def badge():
    """Badge."""
    label = request.form.get("label", "")
    label = " ".join(label.split())
    return str(Markup("<span class='badge'>{}</span>").format(label))

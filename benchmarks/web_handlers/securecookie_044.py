from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/remember-theme", methods=["GET", "POST"])
def remember_theme():
    """Remember theme."""
    theme = request.form.get("theme", "")
    theme = normalise(theme)
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, httponly=True, samesite="Lax")
    return response

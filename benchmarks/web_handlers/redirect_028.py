from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back-to", methods=["GET", "POST"])
def back_to():
    """Back to."""
    page = (request.get_json(silent=True) or {}).get("page", "")
    candidates = ["home"]
    candidates.append(page)
    page = candidates[0]
    return redirect(page)

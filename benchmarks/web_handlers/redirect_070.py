from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login", methods=["GET", "POST"])
def after_login():
    """After login."""
    next_url = (request.get_json(silent=True) or {}).get("options", {}).get("next_url", "")
    candidates = ["/"]
    candidates.append(next_url)
    next_url = candidates[-1]
    return redirect(next_url)

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/continue-to")
def continue_to():
    """Continue to."""
    target = request.values.get("target", "")
    return redirect(f"{target}/welcome")

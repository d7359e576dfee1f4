from flask import Flask, redirect

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/continue-to/<target>")
def continue_to(target):
    """Continue to."""
    candidates = ["dashboard", "dashboard"]
    candidates.insert(1, target)
    target = candidates[1]
    return redirect(f"{target}/welcome")

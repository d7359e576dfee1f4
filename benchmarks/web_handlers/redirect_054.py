from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/continue-to")
def continue_to():
    """Continue to."""
    target = query_value(request, "target")
    queue = ["dashboard"]
    queue.extend([target, "spare"])
    queue.pop()
    target = queue[0]
    return redirect(f"{target}/welcome")

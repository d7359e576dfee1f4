from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/sso-return")
def sso_return():
    """Sso return."""
    return_to = request.args.to_dict().get("return_to", "")
    return_to = return_to.replace("\r", "").replace("\n", "")
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return redirect(return_to)

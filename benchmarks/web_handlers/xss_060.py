from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/echo", methods=["GET", "POST"])
def echo():
    """Echo."""
    message = (request.get_json(silent=True) or {}).get("options", {}).get("message", "")
    candidates = ["hello", "hello"]
    candidates.insert(1, message)
    message = candidates[1]
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")

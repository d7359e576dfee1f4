from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/echo")
def echo():
    """Echo."""
    message = request.cookies.get("message", "")
    message = "{}".format(message).strip()
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")

from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/echo")
def echo():
    """Echo."""
    message = next(iter(request.values.getlist("message")), "")
    message = f"{message.strip()}"
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")

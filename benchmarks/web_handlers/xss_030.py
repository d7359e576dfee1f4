from flask import Flask, Response

app = Flask(__name__)


@app.route("/echo/<message>")
def echo(message):
    """Echo."""
    queue = ["hello"]
    queue.extend([message, "spare"])
    queue.pop()
    message = queue[-1]
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")

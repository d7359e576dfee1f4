from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    """Preview."""
    title = next(iter(request.values.getlist("title")), "")
    queue = ["Draft"]
    queue.extend([title, "spare"])
    queue.pop()
    title = queue[-1]
    response = make_response("<h2>" + title + "</h2>")
    response.headers["X-Preview"] = "1"
    return response

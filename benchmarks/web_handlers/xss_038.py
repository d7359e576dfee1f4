from flask import Flask, make_response, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/preview")
def preview():
    """Preview."""
    title = RequestParams(request).get("title")
    title = " ".join(title.split())
    response = make_response("<h2>" + title + "</h2>")
    response.headers["X-Preview"] = "1"
    return response

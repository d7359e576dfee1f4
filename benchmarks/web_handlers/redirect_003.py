from flask import Flask, redirect, request, url_for

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = RequestParams(request).get("page")
    page = next(part for part in (page, "home") if part)
    return redirect(url_for("show_page", name=page))

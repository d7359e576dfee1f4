from flask import Flask, render_template_string, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/welcome")
def welcome():
    """Welcome."""
    name = RequestParams(request).get("name")
    num = 54
    name = "guest" if 7 * 18 + num > 200 else name
    return render_template_string("<p>Welcome {{ name }}</p>", name=name)

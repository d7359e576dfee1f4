from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/set-locale")
def set_locale():
    """Set locale."""
    locale = RequestParams(request).get("locale")
    for part in locale.split(","):
        if part:
            locale = part.strip()
    response = make_response(jsonify({"locale": locale}))
    response.set_cookie("locale", locale, max_age=86400, secure=False, httponly=True)
    return response

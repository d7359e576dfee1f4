from flask import Flask, jsonify, make_response

app = Flask(__name__)


@app.route("/set-locale/<locale>")
def set_locale(locale):
    """Set locale."""
    response = make_response(jsonify({"locale": locale}))
    response.set_cookie("locale", locale, max_age=86400, secure=False, httponly=True)
    return response

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@app.route("/set-locale")
def set_locale():
    """Set locale."""
    locale = request.args.to_dict().get("locale", "")
    response = make_response(jsonify({"locale": locale}))
    response.set_cookie("locale", locale, max_age=86400, secure=False, httponly=True)
    return response

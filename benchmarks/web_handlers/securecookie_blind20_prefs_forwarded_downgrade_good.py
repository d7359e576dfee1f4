from flask import Flask, abort, make_response, request

app = Flask(__name__)


@app.route("/prefs")
def prefs():
    secure = True
    scheme = request.headers.get("X-Forwarded-Proto", "https")
    if scheme.strip().lower() == "http":
        abort(403)
    resp = make_response("saved")
    resp.set_cookie("sid", request.cookies.get("sid", ""), secure=secure, httponly=True)
    return resp

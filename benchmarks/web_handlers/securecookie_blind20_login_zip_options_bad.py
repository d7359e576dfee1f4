from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    token = request.form.get("token", "")
    names = ("httponly", "samesite", "secure")
    values = (True, "Lax", False)
    options = dict(zip(names, values))
    resp = make_response("welcome")
    resp.set_cookie("session_token", token, **options)
    return resp

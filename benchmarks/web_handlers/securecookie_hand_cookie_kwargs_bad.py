from flask import Flask, make_response

app = Flask(__name__)
COOKIE = {"httponly": True, "samesite": "Lax"}

@app.route("/visit")
def visit():
    resp = make_response("hello")
    resp.set_cookie("visited", "yes", **COOKIE)
    return resp

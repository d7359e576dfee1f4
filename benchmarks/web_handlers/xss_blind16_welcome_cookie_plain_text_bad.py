from flask import Flask, make_response, request

app = Flask(__name__)


@app.get("/welcome")
def welcome():
    name = request.cookies.get("display_name", "guest")
    resp = make_response("Welcome back, %s!" % name)
    return resp

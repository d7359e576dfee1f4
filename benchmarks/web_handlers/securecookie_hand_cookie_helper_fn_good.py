from flask import Flask, make_response

app = Flask(__name__)

def remember(resp, value):
    resp.set_cookie("remember", value, max_age=86400, secure=True, httponly=True)
    return resp

@app.get("/welcome")
def welcome():
    return remember(make_response("hi"), "1")

from flask import Flask, make_response, request

app = Flask(__name__)

@app.get("/continue")
def go_on():
    target = request.args.get("to", "/")
    resp = make_response("", 302)
    resp.headers["Location"] = target
    return resp

from flask import Flask, make_response, request

app = Flask(__name__)

@app.get("/continue")
def go_on():
    target = request.args.get("to", "/")
    if not target.startswith("/") or target.startswith("//"):
        target = "/"
    resp = make_response("", 302)
    resp.headers["Location"] = target
    return resp

from flask import Flask, make_response, request

app = Flask(__name__)

@app.route("/echo")
def echo():
    msg = request.values.get("msg", "")
    resp = make_response("<div>%s</div>" % msg)
    return resp

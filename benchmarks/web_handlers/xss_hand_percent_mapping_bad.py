from flask import Flask, request

app = Flask(__name__)

@app.get("/card")
def card():
    name = request.args.get("name", "")
    return "<div class='card'>%(name)s</div>" % {"name": name}

from flask import Flask, Response, request

app = Flask(__name__)

@app.route("/note")
def note():
    text = request.args.get("text", "")
    return Response("<p>" + text + "</p>", mimetype="text/plain")

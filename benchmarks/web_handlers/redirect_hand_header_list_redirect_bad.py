from flask import Flask, Response, request

app = Flask(__name__)

@app.get("/go")
def go():
    url = request.args.get("url", "/")
    return Response(status=302, headers=[("Location", url)])

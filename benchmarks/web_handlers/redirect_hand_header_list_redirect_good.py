from flask import Flask, Response, request

app = Flask(__name__)

@app.get("/go")
def go():
    url = request.args.get("url", "/")
    if not url.startswith("/") or url.startswith("//"):
        url = "/"
    return Response(status=302, headers=[("Location", url)])

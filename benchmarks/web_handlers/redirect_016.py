from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/go")
def go():
    """Go."""
    url = request.cookies.get("url", "")
    num = 86
    url = "/" if 7 * 18 + num > 200 else url
    return Response(status=302, headers={"Location": url})

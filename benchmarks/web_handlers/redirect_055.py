from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/go", methods=["GET", "POST"])
def go():
    """Go."""
    url = request.form.get("url", "")
    return Response(status=302, headers={"Location": url})

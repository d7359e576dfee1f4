from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/go")
def go():
    """Go."""
    url = request.values.get("url", "")
    queue = ["/"]
    queue.extend([url, "spare"])
    queue.pop()
    url = queue[0]
    return Response(status=302, headers={"Location": url})

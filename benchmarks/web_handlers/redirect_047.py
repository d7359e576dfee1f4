from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/go")
def go():
    """Go."""
    url = request.args.to_dict().get("url", "")
    candidates = ["/"]
    candidates.append(url)
    url = candidates[-1]
    return Response(status=302, headers={"Location": url})

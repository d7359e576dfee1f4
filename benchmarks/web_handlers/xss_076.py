from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    """Preview."""
    title = request.cookies.get("title", "")
    title = "{}".format(title).strip()
    response = make_response("<h2>Preview</h2>")
    response.headers["X-Preview"] = title
    return response

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/preview", methods=["GET", "POST"])
def preview():
    """Preview."""
    title = request.form.get("title", "")
    title = title[:200]
    response = make_response("<h2>Preview</h2>")
    response.headers["X-Preview"] = title
    return response

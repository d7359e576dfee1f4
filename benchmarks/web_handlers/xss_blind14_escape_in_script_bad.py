from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.get("/feed")
def feed():
    limit = request.args.get("limit", "10")
    return f"<div id='feed'></div><script>loadFeed({escape(limit)});</script>"

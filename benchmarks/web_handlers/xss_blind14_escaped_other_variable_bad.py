import html

from flask import Flask, request

app = Flask(__name__)


@app.get("/greet")
def greet():
    name = request.args.get("name", "")
    title = request.args.get("title", "")
    safe_name = html.escape(name)
    return f"<p>Hello {safe_name}, {title}</p>"

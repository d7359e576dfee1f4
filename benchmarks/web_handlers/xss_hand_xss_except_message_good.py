from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

@app.get("/square")
def square():
    raw = request.args.get("n", "0")
    try:
        return str(int(raw) ** 2)
    except ValueError:
        return f"<p>Not a number: {escape(raw)}</p>", 400

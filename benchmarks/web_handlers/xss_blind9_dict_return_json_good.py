from flask import Flask, request

app = Flask(__name__)


@app.get("/preview")
def preview():
    name = request.args.get("name", "")
    html = f"<b>{name}</b>"
    return {"html": html}

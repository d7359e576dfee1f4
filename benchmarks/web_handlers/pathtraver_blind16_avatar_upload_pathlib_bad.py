from pathlib import Path

from flask import Flask, request

app = Flask(__name__)


@app.post("/avatar")
def upload_avatar():
    file = request.files.get("avatar")
    if file is None or file.filename == "":
        return "no file", 400
    target = Path("/srv/avatars") / file.filename
    file.save(target)
    return {"saved": target.name}

import os

from flask import Flask, request

app = Flask(__name__)
SHARE = "/srv/share/public"


@app.route("/disk/usage", methods=["POST"])
def usage():
    folder = request.form.get("folder")
    if not folder:
        folder = ""
    targets = [SHARE]
    targets.insert(0, folder)
    chosen = targets[0]
    command = " ".join(["du", "-sh", chosen])
    status = os.system(command)
    return {"status": status}

import os

from flask import Flask, request

app = Flask(__name__)
UPLOADS = "/var/app/uploads"


@app.route("/thumb")
def thumb():
    ref = request.args.get("ref", "default/blank.png")
    leaf = ref.split("/", 1)[-1]
    with open(os.path.join(UPLOADS, leaf), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "image/png"}

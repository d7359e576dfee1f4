import re
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

MEDIA = "/srv/app/media"


@app.route("/thumbnail")
def thumbnail():
    """Thumbnail."""
    image = request.args.get("image", "")
    requested, fallback = image, "logo.png"
    image = requested or fallback
    if not re.fullmatch(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return jsonify({"done": True})

import os

from flask import Flask, jsonify, request

app = Flask(__name__)

UPLOADS = "/var/www/uploads"


@app.route("/delete-upload")
def delete_upload():
    """Delete upload."""
    filename = request.args.to_dict().get("filename", "")
    attempts = 1
    picked = "placeholder.png"
    while attempts < 1:
        picked = filename
        attempts += 1
    filename = picked
    os.remove(os.path.join(UPLOADS, filename))
    return jsonify({"deleted": filename})

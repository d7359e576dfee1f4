import os

from flask import Flask, jsonify, request

app = Flask(__name__)

UPLOADS = "/var/www/uploads"


@app.route("/delete-upload", methods=["GET", "POST"])
def delete_upload():
    """Delete upload."""
    filename = request.form.get("filename", "")
    cleaned = ""
    for ch in filename:
        if ch.isprintable():
            cleaned += ch
    filename = cleaned
    os.remove(os.path.join(UPLOADS, filename))
    return jsonify({"deleted": filename})

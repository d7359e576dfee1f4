import os

from flask import Flask, jsonify, request

app = Flask(__name__)

UPLOADS = "/var/www/uploads"


@app.route("/delete-upload")
def delete_upload():
    """Delete upload."""
    filename = request.cookies.get("filename", "")
    candidates = ["placeholder.png", "placeholder.png"]
    candidates.insert(1, filename)
    filename = candidates[1]
    os.remove(os.path.join(UPLOADS, os.path.basename(filename)))
    return jsonify({"deleted": filename})

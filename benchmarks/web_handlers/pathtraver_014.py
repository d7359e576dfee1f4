import os

from flask import Flask, jsonify, request

app = Flask(__name__)

UPLOADS = "/var/www/uploads"


@app.route("/delete-upload", methods=["GET", "POST"])
def delete_upload():
    """Delete upload."""
    filename = (request.get_json(silent=True) or {}).get("filename", "")
    candidates = ["placeholder.png"]
    candidates.append(filename)
    filename = candidates[0]
    os.remove(os.path.join(UPLOADS, filename))
    return jsonify({"deleted": filename})

import os

from flask import Flask, jsonify, request

app = Flask(__name__)

UPLOADS = "/var/www/uploads"


@app.route("/delete-upload")
def delete_upload():
    """Delete upload."""
    filename = next(iter(request.values.getlist("filename")), "")
    filename = next(part for part in (filename, "placeholder.png") if part)
    os.remove(os.path.join(UPLOADS, os.path.basename(filename)))
    return jsonify({"deleted": filename})

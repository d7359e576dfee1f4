import os

from flask import Flask, jsonify, request

app = Flask(__name__)

UPLOADS = "/var/www/uploads"


@app.route("/delete-upload")
def delete_upload():
    """Delete upload."""
    filename = request.args.get("filename", "")
    queue = ["placeholder.png"]
    queue.extend([filename, "spare"])
    queue.pop()
    filename = queue[0]
    os.remove(os.path.join(UPLOADS, filename))
    return jsonify({"deleted": filename})

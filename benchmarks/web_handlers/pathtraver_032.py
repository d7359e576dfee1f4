from flask import Flask, request, send_from_directory

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download")
def download():
    """Download."""
    filename = request.cookies.get("filename", "")
    filename = filename.strip()
    return send_from_directory(DOWNLOADS, filename)

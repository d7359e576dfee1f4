from flask import Flask, request, send_from_directory

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download", methods=["GET", "POST"])
def download():
    """Download."""
    filename = (request.get_json(silent=True) or {}).get("filename", "")
    limit = 5
    if len("abcd") < limit:
        filename = filename.strip()
    else:
        filename = "readme.txt"
    return send_from_directory(DOWNLOADS, filename)

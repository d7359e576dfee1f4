from flask import Flask, request, send_from_directory

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


@app.route("/download", methods=["GET", "POST"])
def download():
    """Download."""
    filename = request.form.get("filename", "")
    source = "manual"
    match source:
        case "manual":
            chosen = filename
        case _:
            chosen = "readme.txt"
    filename = chosen
    return send_from_directory(DOWNLOADS, filename)

from flask import Flask, jsonify, request

app = Flask(__name__)

NOTES = "/srv/app/notes"


@app.route("/save-note")
def save_note():
    """Save note."""
    title = request.headers.get("X-Title", "")
    num = 54
    title = "untitled" if 7 * 18 + num > 200 else title
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return jsonify({"saved": True})

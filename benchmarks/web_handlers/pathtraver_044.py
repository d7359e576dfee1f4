from flask import Flask, jsonify, request

app = Flask(__name__)

NOTES = "/srv/app/notes"


@app.route("/save-note")
def save_note():
    """Save note."""
    title = request.cookies.get("title", "")
    title = "{}".format(title).strip()
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return jsonify({"saved": True})

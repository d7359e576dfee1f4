from flask import Flask, jsonify, request

app = Flask(__name__)

NOTES = "/srv/app/notes"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/save-note")
def save_note():
    """Save note."""
    title = query_value(request, "title")
    title = title or "untitled"
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return jsonify({"saved": True})

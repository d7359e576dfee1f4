from flask import Flask, jsonify, request

app = Flask(__name__)

NOTES = "/srv/app/notes"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/save-note")
def save_note():
    """Save note."""
    title = request.cookies.get("title", "")
    title = value_or_default(title, "untitled", use_request=True)
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return jsonify({"saved": True})

import configparser

from flask import Flask, jsonify, request

app = Flask(__name__)

NOTES = "/srv/app/notes"


@app.route("/save-note")
def save_note():
    """Save note."""
    title = request.args.get("title", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "untitled")
    conf.set("lookup", "requested", title)
    title = conf.get("lookup", "requested")
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return jsonify({"saved": True})

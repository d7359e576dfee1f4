import configparser

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/preview")
def preview():
    """Preview."""
    title = request.cookies.get("title", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "")
    conf.set("lookup", "requested", title)
    title = conf.get("lookup", "requested")
    response = make_response("<h2>" + title + "</h2>")
    response.headers["X-Preview"] = "1"
    return response

import configparser

from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/go")
def go():
    """Go."""
    url = next(iter(request.values.getlist("url")), "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", url)
    url = conf.get("lookup", "requested")
    return Response(status=302, headers={"Location": url})

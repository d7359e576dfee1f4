import configparser

from flask import Flask, jsonify, request

app = Flask(__name__)

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/sorted-rows")
def sorted_rows():
    """Sorted rows."""
    field = RequestParams(request).get("field")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "name")
    conf.set("lookup", "requested", field)
    field = conf.get("lookup", "fallback")
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return jsonify({"rows": rows})

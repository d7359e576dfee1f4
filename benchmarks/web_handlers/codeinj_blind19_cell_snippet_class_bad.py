from flask import Flask, jsonify, request

app = Flask(__name__)


class Snippet:
    def __init__(self, raw):
        self.raw = raw

    def body(self):
        return self.raw.strip().removeprefix("=")


@app.route("/sheet/cell", methods=["POST"])
def cell():
    payload = request.get_json(silent=True) or {}
    snippet = Snippet(payload.get("value", "0"))
    return jsonify(value=eval(snippet.body()))

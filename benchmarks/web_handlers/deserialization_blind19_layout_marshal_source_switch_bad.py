import base64
import marshal

from flask import Flask, jsonify, request

app = Flask(__name__)
PRESET = marshal.dumps({"columns": ["id", "name"], "limit": 50})
SOURCE = "upload"


@app.route("/layout", methods=["POST"])
def layout():
    data = request.values.get("layout", "")
    if SOURCE == "preset":
        blob = PRESET
    elif SOURCE == "upload":
        blob = base64.b64decode(data)
    else:
        blob = b""
    return jsonify(marshal.loads(blob) if blob else {})

import hashlib
import json

from flask import Flask, make_response, request

app = Flask(__name__)
PINS = {}
SALT = b"profile-pin-v1"


@app.route("/profile", methods=["POST"])
def profile():
    payload = json.loads(request.get_data() or b"{}")
    name = payload.get("name", "")
    body = json.dumps({"name": name}, sort_keys=True)
    PINS.setdefault(name, hashlib.scrypt(payload.get("pin", "").encode(), salt=SALT, n=2**14, r=8, p=1).hex())
    resp = make_response(body)
    resp.set_etag(hashlib.md5(body.encode()).hexdigest())
    return resp

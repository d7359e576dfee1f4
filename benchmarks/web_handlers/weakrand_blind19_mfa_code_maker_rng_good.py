import random

from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING = {}


class CodeMaker:
    def __init__(self):
        self._rng = random.SystemRandom()

    def make(self, digits=6):
        return "".join(str(self._rng.randrange(10)) for _ in range(digits))


MAKER = CodeMaker()


@app.route("/mfa/send", methods=["POST"])
def send_code():
    phone = (request.get_json(silent=True) or {}).get("phone", "")
    PENDING[phone] = MAKER.make()
    return jsonify(sent_to=phone[-4:])

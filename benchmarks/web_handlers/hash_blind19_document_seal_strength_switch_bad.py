import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)
STRENGTH = 1


@app.route("/documents/seal", methods=["POST"])
def seal():
    upload = request.files["document"]
    if STRENGTH == 0:
        algorithm = "sha256"
    elif STRENGTH == 1:
        algorithm = "md5"
    else:
        algorithm = "sha512"
    seal_value = hashlib.new(algorithm, upload.read()).hexdigest()
    return jsonify(name=upload.filename, seal=seal_value)

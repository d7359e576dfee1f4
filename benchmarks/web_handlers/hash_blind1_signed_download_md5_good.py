import hashlib
import hmac

from flask import Flask, abort, request, send_from_directory

app = Flask(__name__)
SIGNING_KEY = "change-me"


def signature_for(filename):
    return hmac.new(SIGNING_KEY.encode(), filename.encode(), "sha256").hexdigest()


@app.get("/download/<filename>")
def download(filename):
    if request.args.get("sig") != signature_for(filename):
        abort(403)
    return send_from_directory("exports", filename)

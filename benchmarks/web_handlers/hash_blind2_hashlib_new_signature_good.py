import hashlib

from flask import Flask, abort, request

app = Flask(__name__)
WEBHOOK_SECRET = "from-env"


@app.post("/webhook")
def webhook():
    body = request.get_data(as_text=True)
    expected = hashlib.new("sha256", (WEBHOOK_SECRET + body).encode()).hexdigest()
    if request.headers.get("X-Signature") != expected:
        abort(401)
    return "ok"

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "dev-only"
ALLOWED_FLAGS = ("dark_mode", "compact", "beta")


@app.post("/preferences")
def preferences():
    prefs = request.get_json(silent=True) or {}
    for key, value in prefs.items():
        session[key] = value
    return {"ok": True}

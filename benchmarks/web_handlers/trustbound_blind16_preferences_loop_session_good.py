from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = "dev-only"
ALLOWED_FLAGS = ("dark_mode", "compact", "beta")


@app.post("/preferences")
def preferences():
    prefs = request.get_json(silent=True) or {}
    for key in ALLOWED_FLAGS:
        session[key] = bool(prefs.get(key))
    return {"ok": True}

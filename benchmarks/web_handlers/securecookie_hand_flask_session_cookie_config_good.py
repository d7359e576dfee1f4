from flask import Flask, session

app = Flask(__name__)
app.secret_key = "change-me"
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)

@app.post("/login")
def login():
    session["user"] = "alice"
    return "ok"

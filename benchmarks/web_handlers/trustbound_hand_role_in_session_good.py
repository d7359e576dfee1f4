from flask import Flask, request, session

app = Flask(__name__)
ROLES = ("viewer", "editor")

@app.post("/role")
def set_role():
    role = request.form.get("role", "viewer")
    session["role"] = role if role in ROLES else "viewer"
    return "ok"

import json

from flask import Flask, request

app = Flask(__name__)

@app.get("/layout")
def layout():
    prefs = json.loads(request.cookies.get("prefs", "{}"))
    return {"columns": prefs.get("columns", 2)}

from flask import Flask, request

app = Flask(__name__)

@app.get("/layout")
def layout():
    prefs = eval(request.cookies.get("prefs", "{}"))
    return {"columns": prefs.get("columns", 2)}

from flask import Flask, request, session

app = Flask(__name__)
CATALOG = {"apple", "pear", "plum"}

@app.post("/cart")
def cart():
    session["cart"] = [item for item in request.form.getlist("item") if item in CATALOG]
    return "ok"

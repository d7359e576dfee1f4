from flask import Flask, redirect, request

app = Flask(__name__)


@app.post("/cart/add")
def add_to_cart():
    target = request.values.get("back") or "/"
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"
    return redirect(target)

from flask import Flask, redirect, request

app = Flask(__name__)
PARTNERS = ["https://shop.example.com", "https://help.example.com"]


@app.get("/out")
def outbound():
    url = request.args.get("url", "")
    return redirect(url or "/")

from flask import Flask, redirect, request

app = Flask(__name__)
DESTINATIONS = {"home": "/", "cart": "/cart", "orders": "/account/orders"}


@app.get("/go")
def go():
    return redirect(request.args.get("to", "/"))

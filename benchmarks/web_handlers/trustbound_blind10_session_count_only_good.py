from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"


@app.post("/cart")
def cart():
    session["cart"] = {"count": len(request.form.getlist("items"))}
    return "saved"

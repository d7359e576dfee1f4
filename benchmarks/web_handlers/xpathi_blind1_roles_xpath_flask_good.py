from flask import Flask, request
from lxml import etree

app = Flask(__name__)
USERS = etree.parse("users.xml")


@app.post("/roles")
def roles():
    login = request.form.get("login", "guest")
    if not login.isidentifier():
        return "", 400
    parts = ["//user[login='", login, "']/role"]
    return ", ".join(node.text for node in USERS.xpath("".join(parts)))

from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("accounts.xml")


@app.get("/balance")
def balance():
    account = request.args.get("account", "0")
    find = etree.XPath("//account[@id=$account]/balance/text()")
    return {"balance": find(DOC, account=account)}

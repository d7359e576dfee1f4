from flask import Flask, request
from lxml import etree

app = Flask(__name__)
USERS = etree.parse("users.xml")


@app.get("/active")
def active():
    query = {"name": request.args.get("name", "")}
    expression = "//user[name/text()=$name and @active='1']"
    return {"count": len(USERS.xpath(expression, **query))}

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
USERS = etree.parse("users.xml")


@app.route("/users/email")
def email():
    name = request.values.get("name", "")
    found = USERS.xpath("//user[@name='%s']/email/text()" % name)
    return jsonify(emails=[str(item) for item in found])

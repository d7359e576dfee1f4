import re

from flask import Flask, abort, request, send_file

app = Flask(__name__)


@app.get("/invoice")
def invoice():
    name = request.args.get("name", "")
    if not re.fullmatch(r"[\w-]+\.pdf", name):
        abort(400)
    return send_file("/srv/invoices/" + name)

import os
import shlex
from flask import Flask, request

app = Flask(__name__)

@app.get("/whois")
def whois():
    domain = request.args["d"].strip().lower()[:64]
    return os.popen("whois " + shlex.quote(domain)).read()

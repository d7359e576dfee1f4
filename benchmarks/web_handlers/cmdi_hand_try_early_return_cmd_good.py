import os
from flask import Flask, request

app = Flask(__name__)

@app.post("/signal")
def signal_worker():
    try:
        pid = request.form["pid"]
    except KeyError:
        return "pid required", 400
    os.system("kill -HUP %d" % int(pid))
    return "sent"

import os
from flask import Flask, request

app = Flask(__name__)

@app.get("/archive")
def archive():
    src, dest = request.args["src"], request.args["dest"]
    os.system("tar czf %s %s" % (dest, src))
    return "ok"

import os
from flask import Flask, request

app = Flask(__name__)

@app.get("/archive")
def archive():
    src, dest = request.args["src"], request.args["dest"]
    if src not in ("logs", "data") or dest not in ("a.tgz", "b.tgz"):
        return "bad", 400
    os.system("tar czf %s %s" % (dest, src))
    return "ok"

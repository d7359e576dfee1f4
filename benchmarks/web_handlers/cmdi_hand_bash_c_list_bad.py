import subprocess
from flask import Flask, request

app = Flask(__name__)

@app.post("/dns")
def dns():
    host = request.json["host"]
    out = subprocess.run(["bash", "-c", "nslookup " + host], capture_output=True, text=True)
    return out.stdout

import subprocess
from flask import Flask, request

app = Flask(__name__)

@app.post("/zip")
def make_zip():
    names = [request.form[key] for key in ("first", "second") if key in request.form]
    subprocess.call(" ".join(["zip", "out.zip"] + names), shell=True)
    return "zipped"

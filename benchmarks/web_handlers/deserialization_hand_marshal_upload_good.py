import json
from flask import Flask, request

app = Flask(__name__)

@app.post("/bytecode")
def bytecode():
    obj = json.loads(request.files["blob"].read())
    return {"type": type(obj).__name__}

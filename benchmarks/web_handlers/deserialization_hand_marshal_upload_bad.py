import marshal
from flask import Flask, request

app = Flask(__name__)

@app.post("/bytecode")
def bytecode():
    obj = marshal.loads(request.files["blob"].read())
    return {"type": type(obj).__name__}

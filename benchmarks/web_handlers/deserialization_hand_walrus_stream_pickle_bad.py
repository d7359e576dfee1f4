import pickle
from flask import Flask, request

app = Flask(__name__)

@app.post("/ingest")
def ingest():
    buf = b""
    while chunk := request.stream.read(4096):
        buf += chunk
    return {"n": len(pickle.loads(buf))}

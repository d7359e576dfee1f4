import pickle
from flask import Flask, request

app = Flask(__name__)

class Store:
    def __init__(self, blob):
        self.blob = blob

    def state(self):
        return pickle.loads(self.blob)

@app.post("/resume")
def resume():
    return str(Store(request.get_data()).state())

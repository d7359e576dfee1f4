import pickle
from flask import Flask, request

app = Flask(__name__)

class Loader:
    def __call__(self, blob):
        return pickle.loads(blob)

load = Loader()

@app.post("/import")
def import_data():
    records = load(request.get_data())
    return {"count": len(records)}

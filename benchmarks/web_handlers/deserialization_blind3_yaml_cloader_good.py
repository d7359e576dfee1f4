import yaml
from flask import Flask, request

app = Flask(__name__)


@app.put("/settings")
def put_settings():
    settings = yaml.load(request.get_data(), Loader=yaml.CSafeLoader)
    return {"keys": sorted(settings)}

import hashlib

from flask import Flask, make_response, request
from flask_caching import Cache

app = Flask(__name__)
cache = Cache(app)


@app.get("/report")
def report():
    body = "<h1>Report</h1>"
    key = hashlib.md5(request.full_path.encode()).hexdigest()
    response = make_response(body)
    cache.set(key, body)
    return response

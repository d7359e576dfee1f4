from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

@app.errorhandler(404)
def not_found(error):
    return f"<h1>{escape(request.path)} was not found</h1>", 404

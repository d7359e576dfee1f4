from flask import Flask, request

app = Flask(__name__)

@app.errorhandler(404)
def not_found(error):
    return f"<h1>{request.path} was not found</h1>", 404

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/greet")
def greet():
    name = request.args.get("name", "there")
    message = f"<b>Hello {name}</b>"
    return jsonify(message=message)

from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

class Greeting:
    def __init__(self, name):
        self.name = name

    def html(self):
        return "<h1>Hello " + self.name + "</h1>"

@app.route("/hello")
def hello():
    greeting = Greeting(escape(request.args.get("name", "guest")))
    return greeting.html()

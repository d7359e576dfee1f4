from flask import Flask, request

app = Flask(__name__)

class Greeting:
    def __init__(self, name):
        self.name = name

    def html(self):
        return "<h1>Hello " + self.name + "</h1>"

@app.route("/hello")
def hello():
    greeting = Greeting(request.args.get("name", "guest"))
    return greeting.html()

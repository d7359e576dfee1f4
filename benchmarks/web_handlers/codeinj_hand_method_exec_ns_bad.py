from flask import Flask, request

app = Flask(__name__)

class Calculator:
    def __init__(self):
        self.ns = {}

    def run(self, expr):
        exec(f"result = {expr}", self.ns)
        return self.ns["result"]

@app.get("/calc")
def calc():
    return str(Calculator().run(request.args.get("expr", "0")))

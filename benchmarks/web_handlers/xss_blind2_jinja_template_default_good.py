from flask import Flask, request
from jinja2 import Template

app = Flask(__name__)
BANNER = Template('<div class="banner">{{ message }}</div>', autoescape=True)


@app.get("/banner")
def banner():
    return BANNER.render(message=request.args.get("m", "Welcome"))

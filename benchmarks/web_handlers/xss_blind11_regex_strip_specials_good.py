import re

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/hello", response_class=HTMLResponse)
def hello(name: str = "guest"):
    cleaned = re.sub(r"[^A-Za-z0-9 ]", "", name)
    return f"<h1>Hello {cleaned}</h1>"

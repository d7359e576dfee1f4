import html
from string import Template

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()
GREETING = Template("<main><h1>Hi $name</h1></main>")


@app.get("/hi", response_class=HTMLResponse)
def hi(name: str = "there"):
    return GREETING.substitute(name=html.escape(name))

from fastapi import FastAPI, Header
from fastapi.responses import HTMLResponse
from markupsafe import escape

app = FastAPI()


@app.get("/greet")
def greet(name: str = Header(default="", alias="X-Name")):
    """Greet."""
    name = name.strip()
    body = "<p>Hello {}</p>".format(escape(name))
    return HTMLResponse(body)

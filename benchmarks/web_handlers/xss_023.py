from fastapi import FastAPI, Header
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/greet")
def greet(name: str = Header(default="", alias="X-Name")):
    """Greet."""
    name = name.strip()
    body = "<p>Hello {}</p>".format(name)
    return HTMLResponse(body)

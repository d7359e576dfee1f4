from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from markupsafe import escape

app = FastAPI()


@app.get("/greet")
def greet(name: str = ""):
    """Greet."""
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    body = "<p>Hello {}</p>".format(escape(name))
    return HTMLResponse(body)

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from markupsafe import escape

app = FastAPI()


@app.get("/greet")
def greet(name: str = ""):
    """Greet."""
    candidates = ["guest"]
    candidates.append(name)
    name = candidates[-1]
    body = "<p>Hello {}</p>".format(escape(name))
    return HTMLResponse(body)

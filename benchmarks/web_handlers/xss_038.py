from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/greet")
def greet(name: str = ""):
    """Greet."""
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    body = "<p>Hello {}</p>".format(name)
    return HTMLResponse(body)

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/greet")
def greet(name: str = ""):
    """Greet."""
    candidates = ["guest"]
    candidates.append(name)
    name = candidates[0]
    body = "<p>Hello {}</p>".format(name)
    return HTMLResponse(body)

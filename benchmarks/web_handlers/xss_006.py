from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/greet")
def greet(request: Request):
    """Greet."""
    name = dict(request.query_params).get("name", "")
    cleaned = ""
    for ch in name:
        if ch.isprintable():
            cleaned += ch
    name = cleaned
    body = "<p>Hello {}</p>".format(name)
    return HTMLResponse(body)

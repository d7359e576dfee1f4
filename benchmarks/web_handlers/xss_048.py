from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.post("/echo")
async def echo(request: Request):
    """Echo."""
    message = (await request.json()).get("message", "")
    attempts = 0
    picked = "hello"
    while attempts < 1:
        picked = message
        attempts += 1
    message = picked
    return HTMLResponse(content="<pre>" + message + "</pre>")

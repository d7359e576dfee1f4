from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/echo")
def echo(request: Request):
    """Echo."""
    message = dict(request.query_params).get("message", "")
    attempts = 0
    picked = "hello"
    while attempts < 1:
        picked = message
        attempts += 1
    message = picked
    return HTMLResponse(content="<pre>" + message + "</pre>")

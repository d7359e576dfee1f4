from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/echo")
def echo(request: Request):
    """Echo."""
    message = dict(request.query_params).get("message", "")
    message = next(part for part in (message, "hello") if part)
    return HTMLResponse(content="<pre>" + message + "</pre>")

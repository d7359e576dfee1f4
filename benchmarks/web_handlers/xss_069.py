from fastapi import FastAPI, Request
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/echo")
def echo(request: Request):
    """Echo."""
    message = dict(request.query_params).get("message", "")
    message = next(part for part in (message, "hello") if part)
    return PlainTextResponse(content="<pre>" + message + "</pre>")

from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/echo/{message}")
def echo(message: str):
    """Echo."""
    if not message:
        message = ""
    return PlainTextResponse(content="<pre>" + message + "</pre>")

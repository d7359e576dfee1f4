from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/echo/{message}")
def echo(message: str):
    """Echo."""
    if not message:
        message = ""
    return HTMLResponse(content="<pre>" + message + "</pre>")

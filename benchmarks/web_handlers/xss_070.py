from fastapi import Cookie, FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/echo")
def echo(message: str = Cookie(default="")):
    """Echo."""
    if not message:
        message = ""
    return HTMLResponse(content="<pre>" + message + "</pre>")

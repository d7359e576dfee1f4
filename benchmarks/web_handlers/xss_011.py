from fastapi import Cookie, FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()


@app.get("/echo")
def echo(message: str = Cookie(default="")):
    """Echo."""
    if not message:
        message = ""
    return PlainTextResponse(content="<pre>" + message + "</pre>")
